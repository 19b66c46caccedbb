import type { Migration } from './types.ts';

/**
 * Forgiving search (docs/product-rules.md, "Search"): every store keeps a lexicon of the words in
 * its products' search text, with their English stems, kept by a trigger so every writer (the
 * item form, the demo seed, a CSV import later) keeps it right. Search reads it to correct typos
 * (trigram similarity, edit distance), plurals and stems before it filters products; a GIN
 * trigram index serves the similarity lookups, and products' search text gets one too (LIKE).
 *
 * Pictures sized for phones: each upload records its widths (and height) so pages can offer a
 * srcset; existing uploads have none until they are sized on first use (media module).
 */
export const migration: Migration = {
  version: 15,
  name: 'forgiving search and picture sizes',
  sql: `
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The words of a search text: letters and digits, 2 to 40 of them.
CREATE FUNCTION search_words_of(body text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(body), '[^[:alnum:]]+') AS w
   WHERE length(w) BETWEEN 2 AND 40 ORDER BY w
$$;

-- The English stem of a word (snails → snail, peppered → pepper), or the word itself.
CREATE FUNCTION search_stem(word text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((ts_lexize('english_stem', word))[1], word)
$$;

CREATE TABLE search_words (
  store_id uuid NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  word text NOT NULL,
  stem text NOT NULL,
  -- How many of the store's products use it: a word no product uses any more goes.
  products integer NOT NULL,
  PRIMARY KEY (store_id, word)
);
CREATE INDEX search_words_stem ON search_words (store_id, stem);
-- Words that start with what was typed ("snai" → snail), and typos' neighbours by first letter.
CREATE INDEX search_words_prefix ON search_words (store_id, word text_pattern_ops);
CREATE INDEX search_words_trgm ON search_words USING gin (word gin_trgm_ops);
CREATE INDEX products_search_trgm ON products USING gin (search_text gin_trgm_ops);

CREATE FUNCTION products_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.search_text = NEW.search_text AND OLD.store_id = NEW.store_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE search_words SET products = products - 1
     WHERE store_id = OLD.store_id AND word IN (SELECT search_words_of(OLD.search_text));
    DELETE FROM search_words WHERE store_id = OLD.store_id AND products <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO search_words (store_id, word, stem, products)
      SELECT NEW.store_id, w, search_stem(w), 1 FROM search_words_of(NEW.search_text) AS w
      ON CONFLICT (store_id, word) DO UPDATE SET products = search_words.products + 1;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER products_search_words AFTER INSERT OR DELETE OR UPDATE OF search_text, store_id
  ON products FOR EACH ROW EXECUTE FUNCTION products_search_words();

INSERT INTO search_words (store_id, word, stem, products)
  SELECT p.store_id, w, search_stem(w), count(*)::int
    FROM products p, search_words_of(p.search_text) AS w
   GROUP BY p.store_id, w;

-- Widths an upload was stored at (320, 640, 1024, 1600, never wider than the original), and its
-- own size: '{}' means not sized yet (uploads made before this version, sized on first use).
ALTER TABLE media
  ADD COLUMN widths integer[] NOT NULL DEFAULT '{}',
  ADD COLUMN width integer NOT NULL DEFAULT 0,
  ADD COLUMN height integer NOT NULL DEFAULT 0;
`,
};
