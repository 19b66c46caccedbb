import { api } from '@agency/api-client';
import { isStaffBrowser } from '@agency/auth-gate/staff-browser';
import { contactErrors, contactFieldError, type ContactField } from '@agency/contract/rules';
import { Button, TextArea, TextField, useAction, useFieldErrors } from '@agency/ui-kit/public';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useStore } from '../lib/store-info.ts';

/** Stores whose view was sent from this page already (the server counts one a day anyway). */
const viewed = new Set<string>();

/**
 * On a demo store made for a prospect (docs/product-rules.md, "From prospect to store"): tells the
 * API it was opened (no cookie; link previews and crawlers run no script, so they are not
 * counted), and offers "Make it yours", a short form whose message reaches the agency's leads
 * linked to the business.
 */
export function MakeItYours() {
  const store = useStore();
  const slug = store?.made_for_prospect ? store.slug : null;
  useEffect(() => {
    // The agency's own previews (a browser its staff sign in on) are not the prospect opening it.
    if (!slug || viewed.has(slug) || isStaffBrowser()) return;
    viewed.add(slug);
    api.prospects.viewed(slug).catch(() => viewed.delete(slug));
  }, [slug]);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  if (!slug || !store) return null;
  return (
    <aside className="sf-yours" aria-label="Make this store yours">
      {sent ? (
        <p className="sf-yours__done" role="status">
          Thank you. We will be in touch about {store.name} soon.
        </p>
      ) : open ? (
        <YoursForm slug={slug} name={store.name} onSent={() => setSent(true)} />
      ) : (
        <p className="sf-yours__ask">
          <span>Like what you see? This store can be yours, with your own items.</span>
          <Button small onClick={() => setOpen(true)}>
            Make it yours
          </Button>
        </p>
      )}
    </aside>
  );
}

const EMPTY: Record<ContactField, string> = { name: '', email: '', number: '', message: '' };

function YoursForm({ slug, name, onSent }: { slug: string; name: string; onSent: () => void }) {
  const [values, setValues] = useState({
    ...EMPTY,
    message: `I would like ${name} to be my store.`,
  });
  const errors = useFieldErrors<ContactField>();
  const sending = useAction(
    async () => {
      await api.prospects.interest(slug, values);
      onSent();
    },
    { context: 'send your message' },
  );
  const titleId = useId();
  const field = (key: ContactField) => ({
    name: key,
    value: values[key],
    error: errors.errorOf(key),
    onChange: (event: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [key]: event.target.value }));
      errors.clear(key);
    },
  });

  async function send(event: FormEvent) {
    event.preventDefault();
    const wrong = contactErrors(values);
    if (!errors.show(Object.fromEntries(wrong.map((f) => [f, contactFieldError(f)])))) return;
    await sending.run();
  }

  return (
    <form
      ref={errors.formRef}
      className="sf-yours__form"
      onSubmit={send}
      aria-labelledby={titleId}
      noValidate
    >
      <h2 id={titleId} className="sf-yours__title">
        Make {name} yours
      </h2>
      <TextField
        label="Your name"
        autoComplete="name"
        placeholder="e.g. Funke Adebayo"
        {...field('name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="e.g. funke@shop.ng"
        {...field('email')}
      />
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        placeholder="e.g. 0803 123 4567"
        {...field('number')}
      />
      <TextArea label="Message" rows={3} {...field('message')} />
      <Button type="submit" busy={sending.busy}>
        Send message
      </Button>
    </form>
  );
}
