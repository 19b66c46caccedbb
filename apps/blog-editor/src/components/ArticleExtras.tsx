import { api } from '@agency/api-client';
import { Button, TextField, useAction } from '@agency/ui-kit';
import { useRef } from 'react';
import './article-extras.css';

/**
 * The article's cover picture: uploaded through the media upload, shown on the article and on the
 * card a shared link shows (WhatsApp, X, Facebook).
 */
export function CoverField({
  value,
  onChange,
}: {
  value: string;
  onChange: (url: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useAction(
    async (file: File) => {
      const { data } = await api.media.upload(file);
      onChange(data.files[0]!.url);
    },
    { context: 'upload' },
  );
  const pick = async (file: File | undefined) => {
    if (!file) return;
    await upload.run(file);
    if (input.current) input.current.value = '';
  };
  return (
    <div className="uk-field be-cover">
      <span className="be-content-label" id="be-cover-label">
        Cover picture
      </span>
      {value ? (
        <img
          src={value}
          alt="The cover chosen for this post"
          className="be-cover__img"
          width={320}
          height={168}
        />
      ) : (
        <p className="uk-muted be-cover__none">
          No cover yet. It shows at the top of the article and on the card of a shared link.
        </p>
      )}
      <div className="be-cover__actions">
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          aria-labelledby="be-cover-label"
          data-testid="cover-input"
          onChange={(event) => void pick(event.target.files?.[0])}
        />
        <Button variant="secondary" busy={upload.busy} onClick={() => input.current?.click()}>
          {value ? 'Change cover' : 'Add a cover'}
        </Button>
        {value && (
          <Button variant="ghost" onClick={() => onChange('')}>
            Remove cover
          </Button>
        )}
      </div>
    </div>
  );
}

/** The article's address on the blog; the old address keeps working after a change. */
export function SlugField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (slug: string) => void;
  error?: string;
}) {
  return (
    <TextField
      label="Address"
      name="slug"
      value={value}
      error={error}
      maxLength={100}
      autoCapitalize="none"
      spellCheck={false}
      hint={`Shown as /blog/${value || '…'}. Links to the old address keep working.`}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
