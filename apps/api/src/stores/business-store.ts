import type { BusinessStore } from '@agency/contract';
import type { Queryable } from '../db/index.ts';
import { CHECKLIST_DONE, CHECKLIST_SIZE } from './checklist.ts';

/** The row summary of a business's store: views, launch and checklist progress. */
export const BUSINESS_STORE_JSON = `(SELECT json_build_object(
    'slug', s.slug, 'is_demo', s.is_demo,
    'views', (SELECT count(*)::int FROM store_views v WHERE v.store_id = s.id),
    'last_viewed_at', s.last_viewed_at, 'launched_at', s.launched_at,
    'checklist_done', ${CHECKLIST_DONE}, 'checklist_total', ${CHECKLIST_SIZE})
  FROM stores s WHERE s.business_id = b.id)`;

export async function businessStore(db: Queryable, businessId: string): Promise<BusinessStore> {
  const { rows } = await db.query<{ store: BusinessStore }>(
    `SELECT ${BUSINESS_STORE_JSON} AS store FROM businesses b WHERE b.id = $1`,
    [businessId],
  );
  return rows[0]!.store;
}
