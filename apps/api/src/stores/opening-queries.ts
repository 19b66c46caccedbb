import type { StoreChecklist } from '@agency/contract';
import type { Queryable } from '../db/index.ts';
import { CHECKLIST_ROW, type ChecklistRow, checklistOf } from './checklist.ts';

/** The store's checklist, read in the caller's transaction. */
export async function checklistOfStore(db: Queryable, storeId: string): Promise<StoreChecklist> {
  const { rows } = await db.query<ChecklistRow>(
    `SELECT ${CHECKLIST_ROW} FROM stores s WHERE s.id = $1`,
    [storeId],
  );
  return checklistOf(rows[0]!);
}

/** Marks the store open; answers whether it was closed until now. */
export async function markOpen(db: Queryable, storeId: string): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE stores SET opened_at = now() WHERE id = $1 AND opened_at IS NULL RETURNING 1',
    [storeId],
  );
  return rows.length > 0;
}
