import { z } from 'zod';

export const createBusinessRequest = z.strictObject({
  name: z
    .string({ error: 'Business name is required' })
    .trim()
    .min(2, 'Business name must be at least 2 characters')
    .max(120, 'Business name must be at most 120 characters'),
  /** Accepted for compatibility with SPEC 7; the server takes the marketer from the token. */
  marketer_id: z.string().optional(),
});
export type CreateBusinessRequest = z.infer<typeof createBusinessRequest>;

export const listBusinessesQuery = z.strictObject({ marketer_id: z.string().optional() });

export interface Business {
  id: string;
  name: string;
  marketer_id: string;
  created_at: string;
}

export interface BusinessList {
  documents: Business[];
}

/** The unauthenticated list used for the similarity check: names only. */
export interface BusinessNameList {
  documents: { name: string; contact: string }[];
}
