import {
  type AppliedTemplate,
  DEFAULT_LOOK,
  type DeliveryZone,
  type TagGroup,
} from '@agency/contract';
import { freeSlug, insertProduct } from '../catalogue/index.ts';
import type { Db, Queryable } from '../db/index.ts';
import { DomainError } from '../lib/errors.ts';
import { findTemplate } from './catalogue.ts';

/** Why a template is refused on a store that already sells something. */
export const STORE_NOT_EMPTY =
  'This store already has items. A template only fills an empty store; import a CSV to add items to it.';

interface StoreRow {
  tagline: string;
  description: string;
  hero_url: string;
  primary_colour: string;
  accent_colour: string;
  search_hint: string;
  delivery_promise: string;
  categories: TagGroup[];
  delivery_zones: DeliveryZone[];
}

/** The store's categories with the template's added: same-named groups gain the missing tags. */
export function mergeCategories(current: TagGroup[], added: TagGroup[]): TagGroup[] {
  const merged = current.map((group) => ({ ...group, tags: [...group.tags] }));
  for (const group of added) {
    const same = merged.find((g) => g.name.toLowerCase() === group.name.toLowerCase());
    if (same) same.tags.push(...group.tags.filter((tag) => !same.tags.includes(tag)));
    else merged.push({ name: group.name, tags: [...group.tags] });
  }
  return merged;
}

/**
 * Fills an empty store from a template inside the caller's transaction: its items, its categories
 * (added to the store's), its delivery zones (when the store has none) and its look where the
 * store still has the default. 404 for an unknown template, 409 when the store has items. Its items
 * and zones are samples (decision 044): the checklist counts them once the owner keeps them.
 */
export async function applyTemplateIn(
  tx: Queryable,
  storeId: string,
  templateId: string,
): Promise<AppliedTemplate> {
  const template = findTemplate(templateId);
  if (!template) throw new DomainError('not_found', 'No such template');
  const { rows } = await tx.query<StoreRow>(
    `SELECT tagline, description, hero_url, primary_colour, accent_colour, search_hint,
        delivery_promise, categories, delivery_zones
       FROM stores WHERE id = $1 FOR UPDATE`,
    [storeId],
  );
  const store = rows[0];
  if (!store) throw new DomainError('not_found', 'Store not found');
  const { rows: counted } = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM products WHERE store_id = $1',
    [storeId],
  );
  if (counted[0]!.n > 0) throw new DomainError('conflict', STORE_NOT_EMPTY);

  const look = template.look;
  const unset = (field: keyof typeof look & keyof StoreRow) =>
    store[field] === '' || store[field] === DEFAULT_LOOK[field];
  const pick = <K extends keyof typeof look & keyof StoreRow>(field: K) =>
    unset(field) ? look[field] : store[field];
  const categories = mergeCategories(store.categories, look.categories);
  const zones =
    store.delivery_zones.length > 0
      ? store.delivery_zones
      : template.delivery_zones.map((z) => ({
          name: z.name,
          fee_kobo: Math.round(z.fee_naira * 100),
          ...(z.areas ? { areas: z.areas } : {}),
          ...(z.free_over_naira ? { free_over_kobo: Math.round(z.free_over_naira * 100) } : {}),
          ...(z.estimate ? { estimate: z.estimate } : {}),
        }));
  await tx.query(
    `UPDATE stores SET tagline = $2, description = $3, hero_url = $4, primary_colour = $5,
        accent_colour = $6, search_hint = $7, delivery_promise = $8, categories = $9,
        delivery_zones = $10, sample_zones = sample_zones OR $11
      WHERE id = $1`,
    [
      storeId,
      pick('tagline'),
      pick('description'),
      pick('hero_url'),
      pick('primary_colour'),
      pick('accent_colour'),
      pick('search_hint'),
      pick('delivery_promise'),
      JSON.stringify(categories),
      JSON.stringify(zones),
      store.delivery_zones.length === 0 && zones.length > 0,
    ],
  );
  // The first item of the file is the newest, so the store opens on the template's order.
  const start = Date.now();
  for (const [index, product] of template.products.entries())
    await insertProduct(
      tx,
      storeId,
      { ...product, sample: true },
      {
        slug: await freeSlug(tx, storeId, product.name),
        created_at: new Date(start - index * 1000).toISOString(),
      },
    );
  return {
    template: template.id,
    products: template.products.length,
    categories,
    delivery_zones: zones,
  };
}

/** applyTemplateIn in a transaction of its own: all of the template lands, or none of it. */
export function applyTemplate(
  db: Db,
  storeId: string,
  templateId: string,
): Promise<AppliedTemplate> {
  return db.transaction((tx) => applyTemplateIn(tx, storeId, templateId));
}
