import { api } from '@agency/api-client';
import { contactErrors, contactFieldError, type ContactField } from '@agency/contract/rules';
import { usePageMeta } from '@agency/router';
import { Button, TextArea, TextField, useTypedBeforeHydration } from '@agency/ui-kit';
import { type FormEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast';

/** Contact toasts last 3000 ms. */
const CONTACT_TOAST_MS = 3000;
const EMPTY: Record<ContactField, string> = { name: '', email: '', number: '', message: '' };

export function ContactPage() {
  usePageMeta({
    title: 'Contact — Forgeworks',
    description:
      'Tell Forgeworks about your business and get a launch-ready online store. We answer within one working day.',
    canonical: '/contact',
  });
  const [values, setValues] = useState(EMPTY);
  const [invalid, setInvalid] = useState<ContactField[]>([]);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed) => setValues((current) => ({ ...current, ...typed })));

  const bind = (field: ContactField) => ({
    name: field,
    value: values[field],
    error: invalid.includes(field) ? contactFieldError(field) : undefined,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      setInvalid((current) => current.filter((f) => f !== field));
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const failing = contactErrors(values);
    setInvalid(failing);
    if (failing.length > 0) {
      for (const field of failing)
        toast.error(contactFieldError(field), {
          id: `contact-${field}`,
          duration: CONTACT_TOAST_MS,
        });
      return;
    }
    setBusy(true);
    try {
      await api.contact.send(values);
      toast.success('Message sent successfully', { duration: CONTACT_TOAST_MS });
      setValues(EMPTY);
    } catch (error) {
      // A failed contact call is only logged (docs/product-rules.md).
      console.error('[contact] message not sent', error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="uk-container agency__page agency__contact">
      <div className="agency__contact-copy">
        <p className="uk-eyebrow">Contact us</p>
        <h1 className="uk-page-title">Let’s forge your store</h1>
        <p className="agency__lead">
          Tell us what you sell and where you deliver. A real person replies within one working day.
        </p>
        <ul className="agency__contact-points">
          <li>Free 30-minute store review</li>
          <li>Fixed prices in naira, no surprises</li>
          <li>Launch in as little as two weeks</li>
        </ul>
      </div>
      <form
        ref={form}
        className="agency__form uk-stack"
        onSubmit={submit}
        noValidate
        aria-label="Contact form"
      >
        <TextField label="Name" autoComplete="name" {...bind('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...bind('email')} />
        <TextField
          label="Number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          {...bind('number')}
        />
        <TextArea label="Message" rows={5} {...bind('message')} />
        <Button type="submit" busy={busy}>
          Send message
        </Button>
      </form>
    </section>
  );
}
