import { HttpError } from './errors.ts';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A user id from a query parameter; compared as a uuid so the indexes on it are used. */
export function userIdParam(value: string, field: string): string {
  if (!UUID.test(value)) throw new HttpError(400, `${field} must be a user id`);
  return value.toLowerCase();
}
