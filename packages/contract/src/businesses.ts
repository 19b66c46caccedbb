import { z } from 'zod';
import { text } from './strings.ts';

export const createBusinessRequest = z.strictObject({
  name: text({
    max: 120,
    tooLong: 'Business name must be at most 120 characters',
    invalid: 'Business name is required',
    min: 2,
    tooShort: 'Business name must be at least 2 characters',
  }),
  /** Accepted for compatibility with older clients; the server takes the marketer from the token. */
  marketer_id: z.string().max(100, { abort: true }).optional(),
});
export type CreateBusinessRequest = z.infer<typeof createBusinessRequest>;

export const listBusinessesQuery = z.strictObject({
  marketer_id: z.string().max(100, { abort: true }).optional(),
});

export interface Business {
  id: string;
  name: string;
  marketer_id: string;
  created_at: string;
}

export interface BusinessList {
  documents: Business[];
}

/** The staff-only list used for the similarity check: names and who recorded them. */
export interface BusinessNameList {
  documents: { name: string; contact: string }[];
}
