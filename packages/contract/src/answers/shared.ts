import { z } from 'zod';

/**
 * Answers: the shapes the API sends, as zod schemas the routes declare (apps/api/src/lib/schemas.ts
 * writes answers from them and /api/v1/openapi.json publishes them). Each is checked against the
 * contract's TypeScript interface with `satisfies`, so the two cannot drift; the interfaces stay
 * the readable, zod-free types the browser imports. Answers carry types, not the request rules
 * (lengths, wording): what the server sends is already checked.
 */

/** `{ message }`: every error of the API, and the answer of a call that only says what it did. */
export const messageAnswer = z.object({ message: z.string() }).meta({ id: 'Message' });

/** A page of a list: `documents` with the counts the pager needs. */
export const pageOf = <T extends z.ZodType>(documents: T) =>
  z.object({
    documents: z.array(documents),
    total: z.number(),
    page: z.number(),
    per_page: z.number(),
  });

/** `{ store }` and `{ store, product }` …: the path's named parts. */
export const pathParams = <K extends string>(...names: K[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, z.string()])) as Record<K, z.ZodString>);

/** Text keyed by name: a variant's chosen options, a picture's options. */
export const stringMap = z.record(z.string(), z.string());

/**
 * A moment: the database gives a Date and the wire an ISO 8601 string, which is what the
 * interfaces say (fast-json-stringify writes a Date as its ISO string).
 */
export const timestampAnswer = z
  .custom<string>((value) => typeof value === 'string' || value instanceof Date, {
    error: 'Expected a time',
  })
  .meta({ type: 'string', format: 'date-time' });
