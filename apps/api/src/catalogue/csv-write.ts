import type { CsvImportReport, TagGroup } from '@agency/contract';
import type { Db, Queryable } from '../db/index.ts';
import { lockStore, writeCategories } from '../stores/index.ts';
import { groupOf, type Parsed } from './csv-import.ts';
import { findProduct, productSlugs } from './read-queries.ts';
import { checkProductRoom, insertProducts, productIdsBySlug } from './insert-queries.ts';
import { updateProduct } from './write-queries.ts';
import { strayTags } from './tags.ts';

/** Writing a checked CSV import (csv-import.ts reads and checks it; nothing there writes). */

type Counts = Pick<CsvImportReport, 'created' | 'updated'>;

/**
 * Products one transaction writes: each holds the store's lock (and, on the embedded database,
 * every other query) for a moment, not for the minute a 10,000-row file takes. An update is a
 * few statements where 500 new products are one, so a batch holds 200 new ones or 25 updates.
 */
export const IMPORT_BATCH = 200;
const UPDATE_COST = 8;

/** The accepted products in batches of about equal work, in the file's order. */
function inBatches(accepted: Parsed[], known: ReadonlySet<string>): Parsed[][] {
  const batches: Parsed[][] = [[]];
  let cost = 0;
  for (const product of accepted) {
    const each = known.has(product.slug) ? UPDATE_COST : 1;
    if (cost + each > IMPORT_BATCH && batches.at(-1)!.length > 0) {
      batches.push([]);
      cost = 0;
    }
    batches.at(-1)!.push(product);
    cost += each;
  }
  return batches;
}

/** The store's categories with the accepted products' new tags added (by Type, else "Imported"). */
export function withNewTags(
  categories: TagGroup[],
  accepted: Parsed[],
): { categories: TagGroup[]; added: string[] } {
  const next = categories.map((g) => ({ ...g, tags: [...g.tags] }));
  const added: string[] = [];
  for (const product of accepted)
    for (const tag of strayTags(product.write.tags, next)) {
      const name = groupOf(product, tag);
      const group = next.find((g) => g.name.toLowerCase() === name.toLowerCase());
      if (group) group.tags.push(tag);
      else next.push({ name, tags: [tag] });
      added.push(tag);
    }
  return { categories: next, added };
}

/**
 * Writes accepted products (inside the caller's transaction): a Handle the store has is updated,
 * the rest are created if the store has room for them (`maxProducts`, else 409). `start` and
 * `offset` give created items times in the file's order, so the store lists them that way.
 */
export async function writeImport(
  tx: Queryable,
  storeId: string,
  accepted: Parsed[],
  {
    maxProducts,
    start = Date.now(),
    offset = 0,
  }: { maxProducts: number; start?: number; offset?: number },
): Promise<Counts> {
  const existing = await productIdsBySlug(
    tx,
    storeId,
    accepted.map((p) => p.slug),
  );
  let updated = 0;
  const fresh: Parameters<typeof insertProducts>[2][number][] = [];
  for (const [index, product] of accepted.entries()) {
    const id = existing.get(product.slug);
    if (!id) {
      fresh.push({
        product: product.write,
        extra: { slug: product.slug, created_at: new Date(start - offset - index).toISOString() },
      });
      continue;
    }
    const current = (await findProduct(tx, storeId, id, { drafts: true }))!;
    const signature = (mods: Record<string, string>) =>
      JSON.stringify(
        Object.entries(mods)
          .map(([k, v]) => [k, v.toLowerCase()])
          .sort(),
      );
    const ids = new Map(current.variants.map((v) => [signature(v.mods), v.id]));
    const variants = product.write.variants.map((v) => ({ ...v, id: ids.get(signature(v.mods)) }));
    await updateProduct(tx, current, { ...product.write, variants });
    updated++;
  }
  await checkProductRoom(tx, storeId, fresh.length, maxProducts);
  await insertProducts(tx, storeId, fresh);
  return { created: fresh.length, updated };
}

export interface BatchedImport {
  storeId: string;
  categories: TagGroup[];
  accepted: Parsed[];
  maxProducts: number;
  /** Records the import in the audit log (in the last batch's transaction, or after a failure). */
  audit: (db: Queryable, counts: Counts) => Promise<void>;
}

/**
 * Writes a checked import in batches (IMPORT_BATCH), a short transaction each (under the
 * store's lock). Every product was checked before the first batch, and each is written whole in
 * one batch. Room for the new items is checked before anything is written, and again in each
 * batch. If a batch fails (the server stops, the database refuses, the store filled up
 * meanwhile) the batches before it stay written and are recorded in the audit log; importing the
 * same file again finishes the job, since a Handle the store has is updated, not added twice.
 */
export async function writeImportInBatches(
  db: Db,
  { storeId, categories, accepted, maxProducts, audit }: BatchedImport,
): Promise<Counts & { added: string[] }> {
  const tags = withNewTags(categories, accepted);
  const known = new Set((await productSlugs(db, storeId)).keys());
  const adding = accepted.filter((p) => !known.has(p.slug)).length;
  await db.transaction((tx) => checkProductRoom(tx, storeId, adding, maxProducts));
  const batches = inBatches(accepted, known);
  const done: Counts = { created: 0, updated: 0 };
  const start = Date.now();
  let offset = 0;
  try {
    for (const [n, batch] of batches.entries()) {
      // The embedded database answers in microtasks: without a turn of the event loop between
      // batches, requests that came in meanwhile would wait for the whole import after all.
      if (n > 0) await new Promise((resolve) => setImmediate(resolve));
      await db.transaction(async (tx) => {
        await lockStore(tx, storeId);
        if (n === 0 && tags.added.length > 0) await writeCategories(tx, storeId, tags.categories);
        const counts = await writeImport(tx, storeId, batch, { maxProducts, start, offset });
        if (n === batches.length - 1)
          await audit(tx, {
            created: done.created + counts.created,
            updated: done.updated + counts.updated,
          });
        done.created += counts.created;
        done.updated += counts.updated;
      });
      offset += batch.length;
    }
  } catch (error) {
    if (done.created + done.updated > 0) await audit(db, done).catch(() => undefined);
    throw error;
  }
  return { ...done, added: tags.added };
}
