/** Field builders the store, product and order request schemas share. */
import { z } from 'zod';
import { normalisePhone, phoneMessage } from './phone.ts';
import { text } from './strings.ts';

export const money = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int({ error: `${field} must be whole kobo` })
    .min(0, { error: `${field} cannot be negative` })
    .max(2_000_000_000, { error: `${field} is too large` });

export const shortText = (field: string, max: number, min = 0) =>
  text({
    max,
    tooLong: `${field} must be at most ${max} characters`,
    invalid: `${field} is required`,
    min,
  });

export const optionKey = z
  .string({ error: 'Option key is required' })
  .max(40, { error: 'Option keys are at most 40 characters', abort: true })
  .regex(/^[a-zA-Z][a-zA-Z0-9_]*$/, {
    error: 'Option keys are letters and digits, starting with a letter',
  });

/**
 * A phone number as Nigerians write it (phone.ts), stored as +2348035550101; `what` names it in
 * the message ('phone number', 'WhatsApp number'). Optional numbers may be left empty ('').
 */
export const phoneField = (what: string, { required = false } = {}) =>
  z
    .string({ error: phoneMessage(what) })
    .max(40, { error: phoneMessage(what), abort: true })
    .transform((typed, ctx) => {
      const stored = normalisePhone(typed);
      if (stored === null || (required && stored === '')) {
        ctx.addIssue({ code: 'custom', message: phoneMessage(what) });
        return z.NEVER;
      }
      return stored;
    });
