import type { Caller } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { HttpError } from '../lib/errors.ts';
import { UUID } from '../lib/ids.ts';
import { type ProspectBusiness, prospectBusiness } from './queries.ts';

/**
 * A business of the caller's workspace, if the caller may act on it: a marketer's own, any for an
 * admin (403 otherwise; 404 for none). `forUpdate` locks it until the caller's transaction ends.
 */
export async function staffBusiness(
  db: Queryable,
  user: Caller,
  id: string,
  { forUpdate = false } = {},
): Promise<ProspectBusiness> {
  const business = UUID.test(id)
    ? await prospectBusiness(db, id.toLowerCase(), user.workspace, { forUpdate })
    : undefined;
  if (!business) throw new HttpError(404, 'Business not found');
  if (user.role !== 'admin' && business.marketer_id !== user.id)
    throw new HttpError(
      403,
      'Only the marketer who recorded this business, or an admin, can do this',
    );
  return business;
}
