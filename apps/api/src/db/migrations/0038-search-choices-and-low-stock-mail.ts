import type { Migration } from './types.ts';

/**
 * Search finds an item by its option choices (docs/product-rules.md, "Search"): a product's search
 * text now ends with the choices of its list and colour options ("chocolate red velvet"), as the
 * item form writes it (catalogue/write-queries.ts, `searchText`); products written before get
 * theirs here, and the lexicon's trigger learns the new words.
 *
 * The owner's daily low-stock mail (docs/product-rules.md, "Low stock"): each store's threshold
 * (at or below it an item is low; 3 as the overview always counted) and the Lagos day its
 * morning check last ran, which one API instance claims with an UPDATE so the mail goes once a day.
 */
export const migration: Migration = {
  version: 38,
  name: 'search choices and low-stock mail',
  sql: `
WITH choices AS (
  SELECT p.id, string_agg(DISTINCT c.choice, ' ') AS words
    FROM products p,
         jsonb_array_elements(p.mods::jsonb) AS m,
         jsonb_array_elements_text(
           CASE WHEN jsonb_typeof(m->'options') = 'array' THEN m->'options' ELSE '[]'::jsonb END
         ) AS c(choice)
   WHERE m->>'type' IN ('list', 'color') AND btrim(c.choice) !~* '^#?[0-9a-f]{3,8}$'
   GROUP BY p.id
)
UPDATE products p SET search_text = p.search_text || ' ' || lower(choices.words)
  FROM choices WHERE choices.id = p.id;

ALTER TABLE stores
  ADD COLUMN low_stock_threshold integer NOT NULL DEFAULT 3
    CHECK (low_stock_threshold BETWEEN 0 AND 1000),
  ADD COLUMN low_stock_checked_on date;
`,
};
