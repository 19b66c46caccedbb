import type { z } from 'zod';

/** The messages a schema refuses a value with, in order ([] when it takes it). */
export function refusals(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** The one message the API answers with: the first refusal (undefined when the value is taken). */
export const refusal = (schema: z.ZodType, value: unknown): string | undefined =>
  refusals(schema, value)[0];
