/**
 * Rules and messages the browser needs too. No zod here: front-end bundles import this file
 * ('@agency/contract/rules') without paying for the schema library.
 */
export const CONTACT_FIELDS = ['name', 'email', 'number', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export function contactFieldError(field: ContactField): string {
  return `${field[0]!.toUpperCase()}${field.slice(1)} not entered or value entered is not valid`;
}

/**
 * The contact form's one toast for a send with wrong fields: the field's own words when one is
 * wrong, the fields named together when several are (one toast, not one per field, covers less).
 */
export function contactFormError(fields: readonly ContactField[]): string {
  if (fields.length <= 1) return contactFieldError(fields[0] ?? 'name');
  const names = fields.map((field, i) =>
    i === 0 ? field[0]!.toUpperCase() + field.slice(1) : field,
  );
  const list = `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${list} not entered or values entered are not valid`;
}

/**
 * A plausible address: something@label.tld, no spaces. Linear: the domain's labels cannot hold a
 * dot, so no input has two ways to match (the old pattern was quadratic on 'a@....').
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Each contact field must be longer than 1 character (and the email plausible). */
export function contactErrors(values: Record<ContactField, string>): ContactField[] {
  return CONTACT_FIELDS.filter((field) => {
    const value = values[field].trim();
    return value.length <= 1 || (field === 'email' && !EMAIL_PATTERN.test(value));
  });
}

/** Names at an edit distance below this are "similar" (docs/product-rules.md). */
export const SIMILAR_NAME_DISTANCE = 2;

/** Said under a business name that is too short (every business form). */
export const BUSINESS_NAME_HELP = 'Enter the business name, at least 2 characters.';

export function similarBusinessMessage(existingName: string, contact: string): string {
  return `A similar business named "${existingName}" already exists, reach out to ${contact} if you feel this is a bad catch`;
}

/** The forgot-password screen's words for a missing (or implausible) email, and the API's. */
export const EMAIL_INVALID = 'Enter a valid email address';
/** A new password and its confirmation differ (forgot-password and change-password forms). */
export const PASSWORDS_DIFFER = 'Passwords do not match';

export const MIN_PASSWORD_LENGTH = 8;
/** Roles that may turn on two-step sign-in (docs/product-rules.md, "Signing in"). */
export const TWO_STEP_ROLES: readonly ('admin' | 'owner' | 'marketer' | 'store_admin')[] = [
  'admin',
  'owner',
];
/**
 * A new password found on the list of the most common ones (the API checks the list; the forms
 * show this message at the new-password field).
 */
export const COMMON_PASSWORD =
  'This password is one of the most common ones, so it is easy to guess. Please choose another.';
/** Longer login passwords are refused before any hashing. */
export const MAX_LOGIN_PASSWORD_LENGTH = 256;
/** Phone photos (48–50 MP) run to 20 MB; they are stored as they come and sized after the answer. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** Server messages the client treats as a session expiry. */
export const TOKEN_MISSING = 'Access Denied. No token provided.';
export const TOKEN_EXPIRED = 'Token has expired.';
/** A token the server cannot trust (tampered, or signed with a rotated secret): the client treats it as an expiry too. */
export const TOKEN_INVALID = 'Invalid token.';
export const SESSION_EXPIRED = 'Session expired. Please log in again.';
export const SOMETHING_WENT_WRONG = 'Something went wrong';

/** Words the blog editor's routes use (/admin/blog/new, /admin/blog/{id}/preview): no article slug is one. */
export const BLOG_ROUTE_WORDS = ['new', 'preview'] as const;

/** Who may change, delete or see the draft of an article: its author, or an admin. */
export function mayChangeArticle(
  user: { id: string; role: string } | null | undefined,
  article: { author_id: string },
): boolean {
  return !!user && (user.role === 'admin' || user.id === article.author_id);
}
export * from './audit-actions.ts';
export * from './sale-rules.ts';

/** A phone number as a `tel:` link: its digits, and a leading + if it has one. */
export function telHref(phone: string): string {
  return `tel:${phone.trim().replace(/(?!^\+)[^\d]/g, '')}`;
}

/**
 * A phone number in WhatsApp's international form: digits only, a Nigerian 0xxx number becoming
 * 234xxx ('0803 555 0199' → '2348035550199'); '' when there are too few digits to be a number.
 */
export function whatsAppNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^00/, '');
  const international = digits.startsWith('0') ? `234${digits.slice(1)}` : digits;
  return international.length >= 7 && international.length <= 15 ? international : '';
}

/** A wa.me chat link for a phone number (with a message to start with), or '' when it is no number. */
export function whatsAppHref(phone: string, text?: string): string {
  const number = whatsAppNumber(phone);
  if (!number) return '';
  return `https://wa.me/${number}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}
export * from './phone.ts';
