import type { CsvImportReport, TagGroup } from '@agency/contract';
import type { Queryable } from '../db/index.ts';
import type { Parsed } from './csv-import.ts';
import { findProduct, productSlugs } from './read-queries.ts';
import { insertProducts, updateProduct } from './write-queries.ts';
import { strayTags } from './tags.ts';

/** Writing a checked CSV import (csv-import.ts reads and checks it; nothing there writes). */

/** The store's categories with the accepted products' new tags added (by Type, else "Imported"). */
export function withNewTags(
  categories: TagGroup[],
  accepted: Parsed[],
): { categories: TagGroup[]; added: string[] } {
  const next = categories.map((g) => ({ ...g, tags: [...g.tags] }));
  const added: string[] = [];
  for (const product of accepted)
    for (const tag of strayTags(product.write.tags, next)) {
      const name = product.groupOf(tag);
      const group = next.find((g) => g.name.toLowerCase() === name.toLowerCase());
      if (group) group.tags.push(tag);
      else next.push({ name, tags: [tag] });
      added.push(tag);
    }
  return { categories: next, added };
}

/** Writes the accepted products (inside the caller's transaction): a Handle the store has is updated. */
export async function writeImport(
  tx: Queryable,
  storeId: string,
  accepted: Parsed[],
): Promise<Pick<CsvImportReport, 'created' | 'updated'>> {
  const existing = await productSlugs(tx, storeId);
  let created = 0;
  let updated = 0;
  // The file's first product is the newest, so the store lists them in the file's order.
  const start = Date.now();
  const fresh: Parameters<typeof insertProducts>[2][number][] = [];
  for (const [index, product] of accepted.entries()) {
    const id = existing.get(product.slug);
    if (!id) {
      fresh.push({
        product: product.write,
        extra: { slug: product.slug, created_at: new Date(start - index).toISOString() },
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
  await insertProducts(tx, storeId, fresh);
  created = fresh.length;
  return { created, updated };
}
