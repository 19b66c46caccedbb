import { z } from 'zod';
import { EMAIL_PATTERN } from './rules.ts';
import { text } from './strings.ts';

/** Where a business stands with the agency, in the order a marketer works through them. */
export const BUSINESS_STATUSES = ['to_contact', 'contacted', 'interested', 'won', 'lost'] as const;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];
/** How the list can be ordered: newest first, by name, or soonest follow-up first. */
export const BUSINESS_SORTS = ['newest', 'name', 'follow_up'] as const;
export type BusinessSort = (typeof BUSINESS_SORTS)[number];
export const BUSINESS_PAGE_SIZE = 20;

const businessName = text({
  max: 120,
  tooLong: 'Business name must be at most 120 characters',
  invalid: 'Business name is required',
  min: 2,
  tooShort: 'Business name must be at least 2 characters',
});

/** Optional details: each may be left empty. */
const details = {
  contact_person: text({
    max: 120,
    tooLong: 'Contact person must be at most 120 characters',
    invalid: 'Contact person is not valid',
  }).optional(),
  phone: text({
    max: 40,
    tooLong: 'Phone must be at most 40 characters',
    invalid: 'Phone is not valid',
  }).optional(),
  email: text({
    max: 254,
    tooLong: 'Email must be at most 254 characters',
    invalid: 'Email is not valid',
  })
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), {
      error: 'Email is not valid',
    })
    .optional(),
  status: z.enum(BUSINESS_STATUSES, { error: 'Status is not valid' }).optional(),
  notes: text({
    max: 5000,
    tooLong: 'Notes must be at most 5000 characters',
    invalid: 'Notes are not valid',
  }).optional(),
  /** A day (YYYY-MM-DD), or null for none. */
  next_follow_up: z
    .string({ error: 'Next follow-up must be a date' })
    .max(10, { error: 'Next follow-up must be a date', abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Next follow-up must be a date' })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
      error: 'Next follow-up must be a date',
    })
    .nullable()
    .optional(),
};

export const createBusinessRequest = z.strictObject({
  name: businessName,
  /** Accepted for compatibility with older clients; the server takes the marketer from the token. */
  marketer_id: z.string().max(100, { abort: true }).optional(),
  ...details,
});
export type CreateBusinessRequest = z.infer<typeof createBusinessRequest>;

export const updateBusinessRequest = z.strictObject({ name: businessName.optional(), ...details });
export type UpdateBusinessRequest = z.infer<typeof updateBusinessRequest>;

/**
 * The original list call (`?marketer_id=`) with optional narrowing: `q` searches name, contact person,
 * email and phone; `marketer_id=all` is every marketer's (admins only).
 */
export const listBusinessesQuery = z.strictObject({
  marketer_id: z.string().max(100, { abort: true }).optional(),
  q: z.string().max(120, { error: 'Search is too long', abort: true }).optional(),
  status: z.enum(BUSINESS_STATUSES, { error: 'Status is not valid' }).optional(),
  sort: z.enum(BUSINESS_SORTS, { error: 'Sort is not valid' }).optional(),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int({ error: 'Page must be a number' })
    .min(1, { error: 'Page must be a number' })
    .max(100_000, { error: 'Page must be a number' })
    .optional(),
});
export type ListBusinessesQuery = z.infer<typeof listBusinessesQuery>;

export interface Business {
  id: string;
  name: string;
  marketer_id: string;
  created_at: string;
  contact_person?: string;
  phone?: string;
  email?: string;
  status?: BusinessStatus;
  notes?: string;
  /** YYYY-MM-DD or null. */
  next_follow_up?: string | null;
  updated_at?: string;
  /** Who recorded it (in lists). */
  marketer_name?: string | null;
  /** Its store (a demo made for it, or the launched one), in lists. */
  store?: import('./prospects.ts').BusinessStore | null;
}

export interface BusinessList {
  documents: Business[];
  total?: number;
  page?: number;
  pages?: number;
}

/** The staff-only list used for the similarity check: names and who recorded them. */
export interface BusinessNameList {
  /**
   * `contact` names the recorder only when that is someone else ('the Forgeworks team' for the
   * caller's own); `id` is there when the caller can open the business (theirs, or any for an admin).
   */
  documents: { name: string; contact: string; id?: string }[];
}

/** `POST /businesses/:id/notes`: one more note on the business's timeline. */
export const addBusinessNoteRequest = z.strictObject({
  body: text({
    max: 5000,
    tooLong: 'A note must be at most 5000 characters',
    invalid: 'Write the note first',
    min: 1,
    tooShort: 'Write the note first',
  }),
});
export type AddBusinessNoteRequest = z.infer<typeof addBusinessNoteRequest>;

/** One entry of a business's timeline: a note, or a change of status, with who and when. */
export interface BusinessEvent {
  id: string;
  at: string;
  kind: 'note' | 'status';
  /** The note's text ('' for a status change). */
  body: string;
  from_status: BusinessStatus | null;
  to_status: BusinessStatus | null;
  author: string;
}

/** `GET /businesses/:id/events`: newest first. */
export interface BusinessTimeline {
  documents: BusinessEvent[];
}
