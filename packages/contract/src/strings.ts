import { z } from 'zod';

export interface TextRules {
  max: number;
  /** Said when the value is longer than `max`. */
  tooLong: string;
  /** Said when the value is missing, not a string, or holds a character that cannot be stored. */
  invalid: string;
  min?: number;
  tooShort?: string;
  /** Trim surrounding spaces before the minimum is checked (default true). */
  trim?: boolean;
}

const hasNoNul = (value: string) => !value.includes('\u0000');

/**
 * A text field as every schema takes it. zod 4 keeps running checks after one failed unless it
 * aborts, so the length check aborts: no pattern that follows ever sees an oversized string.
 * NUL is refused here because PostgreSQL cannot store it (it would be a 500, not a 400).
 */
export function text({ max, tooLong, invalid, min, tooShort, trim = true }: TextRules) {
  let schema = z
    .string({ error: invalid })
    .max(max, { error: tooLong, abort: true })
    .refine(hasNoNul, { error: invalid, abort: true });
  if (trim) schema = schema.trim();
  if (min !== undefined) schema = schema.min(min, { error: tooShort ?? invalid, abort: true });
  return schema;
}

/** An e-mail address: bounded before zod's own pattern runs, lower-cased. */
export function emailField(invalid: string) {
  return text({ max: 254, tooLong: invalid, invalid })
    .toLowerCase()
    .pipe(z.email({ error: invalid }));
}
