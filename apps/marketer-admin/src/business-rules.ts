import { BUSINESS_NAME_HELP, EMAIL_PATTERN } from '@agency/contract/rules';
import type {
  Business,
  BusinessSort,
  BusinessStatus,
  ContactMessage,
  UpdateBusinessRequest,
} from '@agency/contract';

// Type-only imports from the contract keep zod out of the bundle; the lists are spelled here and
// the types keep them in step with the contract's.
export const STATUS_LABELS: Record<BusinessStatus, string> = {
  to_contact: 'To contact',
  contacted: 'Contacted',
  interested: 'Interested',
  won: 'Won',
  lost: 'Lost',
};
export const STATUSES = Object.keys(STATUS_LABELS) as BusinessStatus[];

export const SORT_LABELS: Record<BusinessSort, string> = {
  newest: 'Newest',
  name: 'Name',
  follow_up: 'Next follow-up',
};
export const SORTS = Object.keys(SORT_LABELS) as BusinessSort[];

/** What the business form edits: every field as text, the date '' for none. */
export interface BusinessDraft {
  name: string;
  contact_person: string;
  phone: string;
  email: string;
  status: BusinessStatus;
  notes: string;
  next_follow_up: string;
}

export const EMPTY_DRAFT: BusinessDraft = {
  name: '',
  contact_person: '',
  phone: '',
  email: '',
  status: 'to_contact',
  notes: '',
  next_follow_up: '',
};

export function draftOf(business: Business): BusinessDraft {
  return {
    name: business.name,
    contact_person: business.contact_person ?? '',
    phone: business.phone ?? '',
    email: business.email ?? '',
    status: business.status ?? 'to_contact',
    // Notes are a timeline: an edit adds a new one (if written) and never rewrites the last.
    notes: '',
    next_follow_up: business.next_follow_up ?? '',
  };
}

/** The request for a draft: trimmed text, no date as null; `before` leaves out what did not change. */
export function requestOf(draft: BusinessDraft, before?: BusinessDraft): UpdateBusinessRequest {
  const full: UpdateBusinessRequest = {
    name: draft.name.trim(),
    contact_person: draft.contact_person.trim(),
    phone: draft.phone.trim(),
    email: draft.email.trim(),
    status: draft.status,
    notes: draft.notes.trim(),
    next_follow_up: draft.next_follow_up || null,
  };
  if (!before) return full;
  const was = requestOf(before);
  return Object.fromEntries(
    Object.entries(full).filter(
      ([key, value]) => was[key as keyof UpdateBusinessRequest] !== value,
    ),
  ) as UpdateBusinessRequest;
}

/**
 * 'Convert to business': a lead's message as a new business. The name is the organisation when
 * the message names one ("… from Golden Shell Farms", "Company: …"), else the sender's name.
 */
export function leadToDraft(
  lead: Pick<ContactMessage, 'name' | 'email' | 'number' | 'message'>,
): BusinessDraft {
  const org = organisationIn(lead.message);
  return {
    ...EMPTY_DRAFT,
    name: (org ?? lead.name).slice(0, 120),
    contact_person: lead.name.slice(0, 120),
    phone: lead.number.slice(0, 40),
    email: lead.email,
    notes: lead.message.slice(0, 5000),
  };
}

const ORG_LINE = /^\s*(?:company|business|organi[sz]ation|org)\s*[:-]\s*(.{2,120}?)\s*$/im;

function organisationIn(message: string): string | undefined {
  const labelled = ORG_LINE.exec(message)?.[1];
  return labelled?.trim() || undefined;
}

/** The follow-up date as people read it, and whether it has come. */
export function followUpState(
  date: string | null | undefined,
  today: string,
): 'due' | 'later' | 'none' {
  if (!date) return 'none';
  return date <= today ? 'due' : 'later';
}

/** Today as YYYY-MM-DD in the browser's time zone. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The badge's text: nothing for none, 99+ past 99. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}

export const NAME_HELP = BUSINESS_NAME_HELP;

/** What a business form must fix before it is sent, said under each field. */
export function draftErrors(draft: BusinessDraft): Partial<Record<'name' | 'email', string>> {
  const email = draft.email.trim();
  return {
    ...(draft.name.trim().length < 2 && { name: NAME_HELP }),
    ...(email &&
      !EMAIL_PATTERN.test(email) && {
        email: 'Enter an email address like ada@shop.ng, or leave it empty.',
      }),
  };
}
