import type { Db, Queryable } from '../db/index.ts';
import type { Storage } from '../lib/storage.ts';
import {
  deleteMediaRows,
  deleteStores,
  expiredDemoStores,
  storePictures,
  unusedPictures,
} from './queries.ts';

/**
 * Removes stores with their products, orders, views and the uploaded pictures nothing else shows
 * (an expired demo, or an admin's "Remove store"). `alongside` runs in the removal's transaction
 * first (the admin's audit event: never a removal without it).
 */
export async function removeStores(
  { db, storage }: { db: Db; storage: Storage },
  ids: string[],
  alongside?: (tx: Queryable) => Promise<void>,
): Promise<void> {
  const pictures = await storePictures(db, ids);
  const files = await db.transaction(async (tx) => {
    await alongside?.(tx);
    await deleteStores(tx, ids);
    return deleteMediaRows(tx, await unusedPictures(tx, pictures));
  });
  // Files go once their rows are gone: a failure leaves a file nobody points to, never a hole.
  for (const name of files) await storage.delete(name);
}

/**
 * Demo stores made for prospects that nobody opened for `days` days (DEMO_STORE_EXPIRY_DAYS) go,
 * with their products, orders, views and the uploaded pictures nothing else shows. Run by the
 * API's periodic sweep and by `pnpm demo-stores:expire`. Answers how many went.
 */
export async function expireDemoStores(
  parts: { db: Db; storage: Storage },
  days: number,
): Promise<number> {
  let removed = 0;
  for (let batch = 0; batch < 10; batch += 1) {
    const ids = await expiredDemoStores(parts.db, days);
    if (ids.length === 0) break;
    await removeStores(parts, ids);
    removed += ids.length;
  }
  return removed;
}
