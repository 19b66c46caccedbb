import { api } from '@agency/api-client';
import { Button, useAction } from '@agency/ui-kit';
import { imageSrc } from '../../../catalogue/art.ts';

/** A picture of the store (logo, hero): uploaded like an item's pictures, shown, removable. */
export function PictureField({
  label,
  value,
  onChange,
  hint,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  hint: string;
}) {
  const uploading = useAction(
    async (file: File) => {
      const { data } = await api.media.upload(file);
      onChange(data.files[0]!.url);
    },
    { context: `upload ${label.toLowerCase()}` },
  );
  const upload = async (files: FileList | null) => {
    const file = files?.[0];
    if (file) await uploading.run(file);
  };
  return (
    <div className="uk-field sa-picture">
      <span className="uk-field__label">{label}</span>
      {value ? (
        <div className="sa-row">
          <img src={imageSrc(value)} alt={label} width={96} height={72} />
          <Button variant="ghost" small onClick={() => onChange('')}>
            Remove<span className="uk-visually-hidden"> {label.toLowerCase()}</span>
          </Button>
        </div>
      ) : (
        <span className="uk-field__hint">{hint}</span>
      )}
      <label className="sa-upload">
        <span>
          {uploading.busy
            ? 'Uploading…'
            : value
              ? `Change ${label.toLowerCase()}`
              : `Add ${label.toLowerCase()}`}
        </span>
        <input
          type="file"
          accept="image/*"
          disabled={uploading.busy}
          onChange={(event) => {
            void upload(event.target.files);
            event.target.value = '';
          }}
        />
      </label>
    </div>
  );
}
