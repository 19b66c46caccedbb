import { z } from 'zod';
import { contactFieldError, EMAIL_PATTERN, type ContactField } from './rules.ts';

const longerThanOne = (field: ContactField, max: number) =>
  z
    .string({ error: contactFieldError(field) })
    .trim()
    .min(2, contactFieldError(field))
    .max(max, `${field[0]!.toUpperCase()}${field.slice(1)} is too long`);

export const contactRequest = z.strictObject({
  name: longerThanOne('name', 200),
  email: longerThanOne('email', 254).regex(EMAIL_PATTERN, contactFieldError('email')),
  number: longerThanOne('number', 40),
  message: longerThanOne('message', 5000),
});
export type ContactRequest = z.infer<typeof contactRequest>;
