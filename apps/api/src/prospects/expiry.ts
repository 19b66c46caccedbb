import type { Db } from '../db/index.ts';
import type { Storage } from '../lib/storage.ts';
import {
  deleteMediaRows,
  deleteStores,
  expiredDemoStores,
  storePictures,
  unusedPictures,
} from './queries.ts';

/**
 * Demo stores made for prospects that nobody opened for `days` days (DEMO_STORE_EXPIRY_DAYS) go,
 * with their products, orders, views and the uploaded pictures nothing else shows. Run by the
 * API's periodic sweep and by `pnpm demo-stores:expire`. Answers how many went.
 */
export async function expireDemoStores(
  { db, storage }: { db: Db; storage: Storage },
  days: number,
): Promise<number> {
  let removed = 0;
  for (let batch = 0; batch < 10; batch += 1) {
    const ids = await expiredDemoStores(db, days);
    if (ids.length === 0) break;
    const pictures = await storePictures(db, ids);
    const files = await db.transaction(async (tx) => {
      await deleteStores(tx, ids);
      const unused = await unusedPictures(tx, pictures);
      await deleteMediaRows(tx, unused);
      return unused;
    });
    // Files go once their rows are gone: a failure leaves a file nobody points to, never a hole.
    for (const name of files) await storage.delete(name);
    removed += ids.length;
  }
  return removed;
}
