import { api } from '@agency/api-client';
import { contactErrors, contactFormError, type ContactField } from '@agency/contract/rules';
import { usePageMeta, useSearchParams } from '@agency/router';
import {
  Button,
  notify,
  TextArea,
  TextField,
  useAction,
  useFieldErrors,
  useTypedBeforeHydration,
} from '@agency/ui-kit/public';
import { type FormEvent, useState } from 'react';
import { messageAbout } from '../packages.ts';
import './contact.css';

/** Contact toasts last 3000 ms. */
const CONTACT_TOAST_MS = 3000;
const EMPTY: Record<ContactField, string> = { name: '', email: '', number: '', message: '' };
/** Where the form is one column (agency.css): below this width the page has no side to spare. */
const oneColumn = () => window.matchMedia('(max-width: 800px)').matches;

/**
 * The one toast of a send with wrong fields (docs/product-rules.md), placed where no field is:
 * beside the form, under the page's words, where it has a column of its own; above it otherwise
 * (the first wrong field is scrolled to below it, by its scroll margin in agency.css). One toast
 * names every wrong field: a stack of one per field covered the page's heading on a phone.
 */
function raiseFieldToast(failing: ContactField[]) {
  const top = oneColumn();
  notify.error(contactFormError(failing), {
    id: 'contact-fields',
    duration: CONTACT_TOAST_MS,
    position: top ? 'top-center' : 'bottom-left',
    className: 'agency__contact-toast',
  });
}

/** What each field needs, said under it; the toasts say that a field is wrong, these say how. */
const FIELD_HELP: Record<ContactField, string> = {
  name: 'Enter your name, so we know who to ask for.',
  email: 'Enter an email address we can reply to, like ada@shop.ng.',
  number: 'Enter a phone number, like 0803 123 4567.',
  message: 'Tell us a little about what you sell.',
};

export function ContactPage() {
  usePageMeta({
    title: 'Contact — Forgeworks',
    description:
      'Tell Forgeworks about your business and get a launch-ready online store. We answer within one working day.',
    canonical: '/contact',
  });
  // Asked about a package on the home page (?store=launch): the message starts from it.
  const [params] = useSearchParams();
  const [values, setValues] = useState(() => ({
    ...EMPTY,
    message: messageAbout(params.get('store')),
  }));
  /** Who the last message came from: the thank-you stays until they write another. */
  const [sentBy, setSentBy] = useState<string | null>(null);
  const errors = useFieldErrors<ContactField>();
  useTypedBeforeHydration(errors.formRef, (typed) =>
    setValues((current) => ({ ...current, ...typed })),
  );

  const bind = (field: ContactField) => ({
    name: field,
    value: values[field],
    error: errors.errorOf(field),
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      errors.clear(field);
    },
  });

  const send = useAction(
    async (message: Record<ContactField, string>) => {
      await api.contact.send(message);
      notify.success('Message sent successfully', { duration: CONTACT_TOAST_MS });
      setSentBy(message.name.trim());
      setValues(EMPTY);
    },
    // A failed contact call is only logged (docs/product-rules.md).
    { onError: (error) => console.error('[contact] message not sent', error) },
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (send.busy) return;
    const failing = contactErrors(values);
    errors.show(Object.fromEntries(failing.map((field) => [field, FIELD_HELP[field]])));
    if (failing.length > 0) {
      // On one column it sits at the top; the first wrong field, focused and scrolled to by
      // useFieldErrors, keeps below it by its scroll margin (agency.css).
      raiseFieldToast(failing);
      return;
    }
    await send.run(values);
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
      {sentBy !== null && (
        <div className="agency__sent" role="status">
          <p className="agency__sent-title">Thanks, {sentBy}. Your message is with us.</p>
          <p>A real person replies within one working day, usually by email.</p>
          <Button variant="secondary" onClick={() => setSentBy(null)}>
            Send another message
          </Button>
        </div>
      )}
      <form
        ref={errors.formRef}
        className="agency__form uk-stack"
        onSubmit={submit}
        noValidate
        aria-label="Contact form"
        hidden={sentBy !== null}
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
        <Button type="submit" busy={send.busy}>
          Send message
        </Button>
      </form>
    </section>
  );
}
