import { telHref, whatsAppHref } from '@agency/contract/rules';
import type { ReactNode } from 'react';

/**
 * How to reach a business or a lead, one tap away on a phone: the person, the number as a call
 * and a WhatsApp chat, the email as a mail. Empty parts are left out.
 */
export function ContactLinks({
  person,
  phone,
  email,
  children,
}: {
  person?: string;
  phone?: string;
  email?: string;
  /** Said after the links (a lead's time, for one). */
  children?: ReactNode;
}) {
  const chat = phone ? whatsAppHref(phone) : '';
  if (!person && !phone && !email && !children) return null;
  return (
    <div className="mk-contact uk-muted">
      {person && <span>{person}</span>}
      {phone && (
        <a className="mk-contact__link" href={telHref(phone)}>
          {phone}
        </a>
      )}
      {chat && (
        <a
          className="mk-contact__link"
          href={chat}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`WhatsApp ${phone}`}
        >
          WhatsApp
        </a>
      )}
      {email && (
        <a className="mk-contact__link" href={`mailto:${email}`}>
          {email}
        </a>
      )}
      {children}
    </div>
  );
}
