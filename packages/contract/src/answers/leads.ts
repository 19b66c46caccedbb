import { z } from 'zod';
import type { ContactMessage, ContactMessagePage, ContactSent } from '../contact.ts';
import { businessAnswer } from './businesses.ts';
import { timestampAnswer } from './shared.ts';

/** POST /contact: the lead is recorded. */
export const contactSentAnswer = z
  .object({ message: z.string(), id: z.string() })
  .meta({ id: 'ContactSent' }) satisfies z.ZodType<ContactSent>;

/** A lead: what a prospect sent, and when staff handled it (null: not yet). */
export const contactMessageAnswer = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    number: z.string(),
    message: z.string(),
    created_at: timestampAnswer,
    handled_at: timestampAnswer.nullable(),
    business_id: z.string().nullable().optional(),
    business_name: z.string().nullable().optional(),
    attached_to: z.string().nullable().optional(),
    attached_name: z.string().nullable().optional(),
  })
  .meta({ id: 'ContactMessage' }) satisfies z.ZodType<ContactMessage>;

/** GET /contact: a page of leads, and how many are not handled yet (the menu's badge). */
export const contactMessagePageAnswer = z
  .object({
    documents: z.array(contactMessageAnswer),
    total: z.number(),
    page: z.number(),
    pages: z.number(),
    unread: z.number(),
  })
  .meta({ id: 'ContactMessagePage' }) satisfies z.ZodType<ContactMessagePage>;

/**
 * POST /contact/:id/attach and /contact/:id/convert: the lead added to a business. `message` says
 * what was merged, and which of the business's details were kept where the lead's differ.
 */
export const contactAttachedAnswer = z
  .object({ message: z.string(), lead: contactMessageAnswer, business: businessAnswer })
  .meta({ id: 'ContactAttached' });
export type ContactAttached = z.infer<typeof contactAttachedAnswer>;
