import { z } from 'zod';
import { contactFieldError, EMAIL_PATTERN, type ContactField } from './rules.ts';
import { text } from './strings.ts';

const longerThanOne = (field: ContactField, max: number) =>
  text({
    max,
    tooLong: `${field[0]!.toUpperCase()}${field.slice(1)} is too long`,
    invalid: contactFieldError(field),
    min: 2,
  });

export const contactRequest = z.strictObject({
  name: longerThanOne('name', 200),
  // The length check aborts first, and the pattern is linear: no input makes it slow.
  email: longerThanOne('email', 254).regex(EMAIL_PATTERN, contactFieldError('email')),
  number: longerThanOne('number', 40),
  message: longerThanOne('message', 5000),
});
export type ContactRequest = z.infer<typeof contactRequest>;
