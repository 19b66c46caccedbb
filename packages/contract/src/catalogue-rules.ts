/**
 * Catalogue and order rules both sides need. No zod here, so the storefront imports it
 * ('@agency/contract/catalogue') without the schema library; the shapes the API sends are in
 * catalogue.ts, orders.ts and stores.ts. This file keeps the store index's rules (tag groups,
 * sorts, money, bulk work) and re-exports the rest by subject, so importers name one entry; with
 * the contract's "sideEffects": false a bundle still takes only the modules whose exports it uses
 * (decision 049, second amendment).
 */
export * from './option-rules.ts';
export * from './order-steps.ts';
export * from './order-rules.ts';
export * from './fulfilment-rules.ts';
export * from './stock-rules.ts';
export * from './analytics-periods.ts';

/**
 * Selected tags grouped as the filter applies them: tags within one group widen (any of them),
 * groups narrow each other. Tags outside every group form a group of their own.
 */
export function tagFilterGroups(
  tags: string[],
  groups: { name: string; tags: string[] }[],
): string[][] {
  const grouped = groups.map((group) => group.tags.filter((tag) => tags.includes(tag)));
  const loose = tags.filter((tag) => !groups.some((group) => group.tags.includes(tag)));
  return [...grouped, loose].filter((selected) => selected.length > 0);
}

/** An item is sold ('active') or the store's own until published ('draft': shoppers never see it). */
export const PRODUCT_STATUSES = ['active', 'draft'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Sort orders of the store index: Latest, Oldest, Most Popular, then price both ways (docs/product-rules.md). The label is the URL value. */
export const SORTS = [
  'Latest',
  'Oldest',
  'Most Popular',
  'Price: low to high',
  'Price: high to low',
] as const;
export type Sort = (typeof SORTS)[number];

/** Products per page of the store index. */
export const PRODUCTS_PER_PAGE = 24;

/** Money: integer kobo in the API, naira on screen. */
export const koboToNaira = (kobo: number) => kobo / 100;
export const nairaToKobo = (naira: number) => Math.round(naira * 100);

export * from './pay-rules.ts';
export * from './discount-rules.ts';
export * from './lagos-time.ts';
export * from './whatsapp.ts';
export * from './option-pictures.ts';
export * from './delivery-rules.ts';

// ---------------------------------------------------------------- bulk work on items (catalogue-bulk.ts)

/** Items one bulk call may change: a page of Our Items with room to spare. */
export const BULK_MAX_ITEMS = 100;

/**
 * delete: the items go (their orders keep their lines); publish / draft: their status;
 * set_category: `tag` is added to each item's categories, their other categories stay.
 */
export const BULK_ACTIONS = ['delete', 'publish', 'draft', 'set_category'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** "3 items" / "1 item". */
export const itemCount = (n: number) => `${n.toLocaleString('en-NG')} item${n === 1 ? '' : 's'}`;
