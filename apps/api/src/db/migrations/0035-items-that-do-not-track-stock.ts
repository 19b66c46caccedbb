import type { Migration } from './types.ts';

/**
 * Items made to order (docs/product-rules.md, "Catalogue and orders"): `products.track_stock`
 * false means the item's stock is not counted. It never sells out, checkout neither takes nor
 * checks its units, and a cancelled order puts none back.
 */
export const migration: Migration = {
  version: 35,
  name: 'items that do not track stock',
  sql: `
ALTER TABLE products ADD COLUMN track_stock boolean NOT NULL DEFAULT true;
`,
};
