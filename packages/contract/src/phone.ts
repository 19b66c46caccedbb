/**
 * Phone numbers as Nigerians write them (docs/product-rules.md, "Phone numbers"): one rule for the
 * API and the forms. No zod here: front-end bundles import it through './rules.ts'.
 *
 * Typed as 0803 555 0101, 08035550101, 803 555 0101, +234 803 555 0101, 234-803-555-0101 or
 * (0803) 555-0101, a number is stored as +2348035550101. A number abroad is typed with + (or 00)
 * and its country code and stored as + and its digits.
 */

/** The example the messages give: the way a Nigerian number is usually written. */
export const PHONE_EXAMPLE = '0803 555 0101';

/** The message at a phone field (and the API's), `what` naming the number: 'phone number'. */
export const phoneMessage = (what = 'phone number') => `Enter a ${what} like ${PHONE_EXAMPLE}.`;

/** What may separate digits: spaces, dashes, dots, brackets and slashes. */
const SEPARATORS = /[\s\-.()/\u00a0]/g;

/**
 * A Nigerian number without its 0 or +234: a mobile number has 10 digits and starts 70, 80, 81, 90
 * or 91; a fixed line has 8 (01 234 5678 in Lagos, 09 234 5678 in Abuja), and never starts like a
 * mobile number (803 555 01 is a mobile number missing two digits).
 */
const NIGERIAN = /^(?:[789][01]\d{8}|(?![789][01])[1-9]\d{7})$/;

/**
 * The number in its stored form (+2348035550101), '' for an empty one, or null when it cannot be
 * a phone number (too few or too many digits, letters, a Nigerian number of the wrong length).
 */
export function normalisePhone(typed: string): string | null {
  const compact = typed.trim().replace(SEPARATORS, '');
  if (compact === '') return '';
  if (compact.length > 20 || !/^(\+|00)?\d+$/.test(compact)) return null;
  const abroad = compact.startsWith('+') || compact.startsWith('00');
  const digits = compact.replace(/^(\+|00)/, '');
  // +234 0803… and 2340803…: the 0 a Nigerian number is dialled with at home, kept by mistake.
  const nigerian = digits.startsWith('234')
    ? digits.slice(3).replace(/^0/, '')
    : abroad
      ? undefined
      : digits.replace(/^0/, '');
  if (nigerian !== undefined) return NIGERIAN.test(nigerian) ? `+234${nigerian}` : null;
  // Another country's number: its code and number, 8 to 15 digits in all (E.164).
  return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
}

/** Whether a number typed into an optional field (contact phone, WhatsApp) can be stored. */
export function isPhoneOrEmpty(typed: string): boolean {
  return normalisePhone(typed) !== null;
}

/** Whether a required number (checkout's) can be stored. */
export function isPhone(typed: string): boolean {
  return Boolean(normalisePhone(typed));
}

/**
 * A stored number as people read it: +234 803 555 0101 (a fixed line: +234 1 234 5678); any other
 * number as stored.
 */
export function displayPhone(stored: string): string {
  const mobile = /^\+234([789]\d{2})(\d{3})(\d{4})$/.exec(stored);
  if (mobile) return `+234 ${mobile[1]} ${mobile[2]} ${mobile[3]}`;
  const fixed = /^\+234(1|[2-9]\d)(\d{3})(\d{3,4})$/.exec(stored);
  if (fixed) return `+234 ${fixed[1]} ${fixed[2]} ${fixed[3]}`;
  return stored;
}
