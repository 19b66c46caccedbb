import type { Migration } from './types.ts';

/**
 * What a Shopify file brings and a store shows: a variant's compare-at price ("was ₦3,000";
 * NULL for none) and its SKU ('' for none); and the point of the hero picture its owner tapped,
 * which the store's home keeps in view at every width ('x% y%', CSS object-position).
 */
export const migration: Migration = {
  version: 40,
  name: 'compare-at prices, SKUs and the hero focus',
  sql: `
ALTER TABLE variants ADD COLUMN compare_at_kobo integer CHECK (compare_at_kobo >= 0);
ALTER TABLE variants ADD COLUMN sku text NOT NULL DEFAULT '';
ALTER TABLE stores ADD COLUMN hero_focus text NOT NULL DEFAULT '50% 50%';
`,
};
