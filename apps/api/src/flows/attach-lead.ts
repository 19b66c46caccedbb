/**
 * A lead joins its business (POST /contact/:id/attach and /contact/:id/convert), the way a CRM
 * merges an inbound message into the company it is about: the lead's name, e-mail and phone fill
 * the business's empty details (a detail the business has already is kept, and the answer says
 * so), the business becomes "interested", the message goes on its timeline, and the lead is
 * marked handled and linked to it. All in one transaction: never a half-write.
 */
import {
  type Business,
  type BusinessStatus,
  type ContactMessage,
  type CreateBusinessRequest,
  normalisePhone,
} from '@agency/contract';
import {
  addBusinessEvent,
  insertBusiness,
  readBusiness,
  updateBusiness,
} from '../businesses/index.ts';
import { markAttached, readContactMessage } from '../contact/index.ts';
import type { Context, User } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { HttpError } from '../lib/errors.ts';
import { UUID } from '../lib/ids.ts';
import { nameKey } from '../lib/names.ts';

export interface Attached {
  message: string;
  lead: ContactMessage;
  business: Business;
}

/** A lead asking about its business makes it "interested"; a won client stays won. */
const STAYS: readonly BusinessStatus[] = ['interested', 'won'];

const LEAD_NOT_FOUND = 'Message not found';
const BUSINESS_NOT_FOUND = 'Business not found';
const NOT_YOURS =
  'Only the marketer who recorded this business, or an admin, can add messages to it.';

/** The same detail written two ways: e-mails in any case, phones in any format (0803…, +234 803…). */
function sameDetail(field: 'email' | 'phone' | 'contact_person', a: string, b: string): boolean {
  if (field === 'phone') {
    const [x, y] = [normalisePhone(a), normalisePhone(b)];
    if (x && y) return x === y;
  }
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

const LABELS = { contact_person: 'contact person', email: 'email', phone: 'phone' } as const;

/** The lead, locked, or 404. */
async function leadFor(tx: Queryable, leadId: string) {
  const lead = await readContactMessage(tx, leadId);
  if (!lead) throw new HttpError(404, LEAD_NOT_FOUND);
  return lead;
}

/** A lead joins one business: added to another already, it is refused (409). */
function refuseIfAttachedElsewhere(lead: ContactMessage, businessId: string | null) {
  if (lead.attached_to && lead.attached_to !== businessId)
    throw new HttpError(409, `This message was added to ${lead.attached_name} already.`);
}

/** Merges the lead into `business` (locked by the caller), inside the caller's transaction. */
async function merge(
  tx: Queryable,
  user: User,
  lead: ContactMessage,
  business: Business,
): Promise<Attached> {
  // A lead's name may be longer than a contact person's (200 and 120 characters).
  const fromLead = {
    contact_person: lead.name.slice(0, 120),
    email: lead.email,
    phone: lead.number,
  };
  const merged = { ...business };
  const kept: string[] = [];
  for (const field of ['contact_person', 'email', 'phone'] as const) {
    const theirs = fromLead[field].trim();
    const ours = business[field] ?? '';
    if (!ours.trim()) merged[field] = theirs;
    else if (theirs && !sameDetail(field, ours, theirs))
      kept.push(`${LABELS[field]} ${ours} (the message gave ${theirs})`);
  }
  const status = STAYS.includes(business.status as BusinessStatus)
    ? (business.status as BusinessStatus)
    : 'interested';
  if (status !== business.status)
    await addBusinessEvent(tx, business.id, user.id, {
      kind: 'status',
      from: (business.status as BusinessStatus | undefined) ?? null,
      to: status,
    });
  const from = lead.business_id ? ` from the demo store of ${lead.business_name}` : '';
  const keptLine = kept.length ? `\nKept its ${kept.join(', ')}.` : '';
  await addBusinessEvent(tx, business.id, user.id, {
    kind: 'note',
    body: `Message${from} by ${lead.name} (${lead.email}, ${lead.number}):\n${lead.message}${keptLine}`,
  });
  const updated = await updateBusiness(tx, business.id, {
    name: business.name,
    name_key: nameKey(business.name),
    contact_person: merged.contact_person ?? '',
    phone: merged.phone ?? '',
    email: merged.email ?? '',
    status,
    // The business's notes field is its latest note (docs/product-rules.md): the message now.
    notes: lead.message.slice(0, 5000),
    next_follow_up: business.next_follow_up ?? null,
  });
  const attached = await markAttached(tx, lead.id, business.id);
  const keptSentence = kept.length ? ` Kept its ${kept.join(', ')}.` : '';
  return {
    message: `${lead.name}’s message added to ${business.name}.${keptSentence}`,
    lead: attached,
    business: updated,
  };
}

/** "Add to {business}": the lead joins a business the caller recorded (or any, for an admin). */
export async function attachLead(
  ctx: Context,
  user: User,
  leadId: string,
  businessId: string,
): Promise<Attached> {
  return ctx.db.transaction(async (tx) => {
    // The lead first, then the business: locked in the order a convert takes them too.
    const lead = await leadFor(tx, leadId);
    const id = UUID.test(businessId) ? businessId.toLowerCase() : null;
    const business = id
      ? await readBusiness(tx, id, { deleted: false, workspace: 'live', forUpdate: true })
      : undefined;
    if (!business) throw new HttpError(404, BUSINESS_NOT_FOUND);
    if (user.role !== 'admin' && business.marketer_id !== user.id) {
      // The lead names its demo store's business to every marketer already: say whose it is to
      // add to. Any other business of another marketer's is not shown: the same 404 as an unknown id.
      if (lead.business_id === business.id) throw new HttpError(403, NOT_YOURS);
      throw new HttpError(404, BUSINESS_NOT_FOUND);
    }
    refuseIfAttachedElsewhere(lead, business.id);
    // Pressed twice: the second press changes nothing and answers the same.
    if (lead.attached_to === business.id)
      return { message: `${lead.name}’s message is on ${business.name} already.`, lead, business };
    return merge(tx, user, lead, business);
  });
}

/**
 * "Convert to business": a new business from the lead, under the similar-name rule (409 names the
 * similar business, so the marketer can add the lead to it instead), then the lead joins it.
 */
export async function convertLead(
  ctx: Context,
  user: User,
  leadId: string,
  request: CreateBusinessRequest,
): Promise<Attached> {
  const { name, marketer_id: _ignored, notes, ...details } = request;
  return ctx.db.transaction(async (tx) => {
    const lead = await leadFor(tx, leadId);
    refuseIfAttachedElsewhere(lead, null);
    // The message goes on the timeline once, as the lead's entry; other notes go first.
    const own = notes && notes.trim() !== lead.message.trim() ? { notes } : {};
    const business = await insertBusiness(tx, name, {
      recorderId: user.id,
      details: { ...details, ...own },
      workspace: 'live',
    });
    return merge(tx, user, lead, business);
  });
}
