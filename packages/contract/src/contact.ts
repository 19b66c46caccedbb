import { z } from 'zod';
import { contactFieldError, EMAIL_PATTERN, type ContactField } from './rules.ts';
import { text } from './strings.ts';

const longerThanOne = (field: ContactField, max: number) =>
  text({
    max,
    tooLong: `${field[0]!.toUpperCase()}${field.slice(1)} is too long`,
    invalid: contactFieldError(field),
    min: 2,
  });

export const contactRequest = z.strictObject({
  name: longerThanOne('name', 200),
  // The length check aborts first, and the pattern is linear: no input makes it slow.
  email: longerThanOne('email', 254).regex(EMAIL_PATTERN, contactFieldError('email')),
  number: longerThanOne('number', 40),
  message: longerThanOne('message', 5000),
});
export type ContactRequest = z.infer<typeof contactRequest>;

/** Leads: `new` (not handled yet) or `handled`; without it, every message. */
export const listContactQuery = z.strictObject({
  status: z.enum(['new', 'handled'], { error: 'Status is not valid' }).optional(),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int({ error: 'Page must be a number' })
    .min(1, { error: 'Page must be a number' })
    .max(100_000, { error: 'Page must be a number' })
    .optional(),
});
export type ListContactQuery = z.infer<typeof listContactQuery>;

export const updateContactRequest = z.strictObject({
  handled: z.boolean({ error: 'handled must be true or false' }),
});
export type UpdateContactRequest = z.infer<typeof updateContactRequest>;

/** Adds a lead to a business the caller recorded (or any, for an admin). */
export const attachContactRequest = z.strictObject({
  business_id: z
    .string({ error: 'Choose a business' })
    .max(100, { error: 'Choose a business', abort: true })
    .regex(/^[0-9a-f-]{36}$/i, { error: 'Choose a business' }),
});
export type AttachContactRequest = z.infer<typeof attachContactRequest>;

export const CONTACT_PAGE_SIZE = 20;

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  number: string;
  message: string;
  created_at: string;
  handled_at: string | null;
  /** Sent from the demo store made for this business ("Make it yours"). */
  business_id?: string | null;
  business_name?: string | null;
  /** The business the lead was added to ("Add to …" or "Convert to business"). */
  attached_to?: string | null;
  attached_name?: string | null;
}

export interface ContactMessagePage {
  documents: ContactMessage[];
  total: number;
  page: number;
  pages: number;
  /** Messages not handled yet, whatever the filter: the menu's badge. */
  unread: number;
}

export interface ContactSent {
  message: string;
  id: string;
}
