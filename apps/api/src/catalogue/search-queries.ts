import type { Queryable } from '../db/index.ts';

/**
 * Forgiving search (docs/product-rules.md, "Search"): each word of a query is matched against the
 * store's lexicon (`search_words`, kept by a trigger from the products' search text; migration 15)
 * before any product is read:
 * - the word itself, a word it starts ("snai" → snail), or one with the same English stem
 *   ("kebabs" → kebab, "peppered" → pepper);
 * - else, a typo: the store's words nearest by edit distance (1 for 4 letters, 2 from 5:
 *   "snial" → snail, "pepperd" → peppered), found by first letter or trigram similarity;
 * - plus a few synonyms shoppers use for what stores call otherwise ("escargot" → snail).
 * Products must then contain one of each word's matches. Every lookup here is index-backed, and
 * bounded whatever a store's lexicon holds (docs/decisions/031-bounded-search.md): a store can fill
 * its lexicon with words made to look alike, and the embedded database cannot stop a query once
 * it runs, so each lookup reads a fixed number of words, and at most TYPO_WORDS words get a typo
 * lookup, once per search (its nearest words also make the suggestion).
 */

/** Words shoppers use for what stores call otherwise; each side is searched for the other. */
export const SEARCH_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  escargot: ['snail'],
  escargots: ['snail'],
  snail: ['escargot'],
  igbin: ['snail'],
  chilli: ['pepper'],
  chili: ['pepper'],
  capsicum: ['pepper'],
  ebook: ['book'],
};

/** How far a typo may be from a word of the store, by the word's length. */
export function typoBudget(word: string): number {
  if (word.length <= 3) return 0;
  return word.length === 4 ? 1 : 2;
}

/** The words of a query: lower case, letters and digits, at most 10. */
export function queryWords(q: string): string[] {
  return [
    ...new Set(
      q
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length > 0 && w.length <= 40),
    ),
  ].slice(0, 10);
}

/** Words read per query word and per direction: the whole lookup reads a bounded number. */
const NEIGHBOURS = 200;
/** Typed words the store knows in no form that get a typo lookup; past them, none. */
export const TYPO_WORDS = 4;

interface Candidate {
  i: number;
  word: string;
  stem: string;
  products: number;
  /** The edit distance (typos and suggestions only). */
  distance: number;
}

/**
 * The query words as a table: w, its index i (from 1) and stem s. `word ~>=~ x AND word ~<~ (x ||
 * chr(1114111))` is "word starts with x" in a form the (store_id, word text_pattern_ops) index serves.
 */
const QUERY_WORDS = `q AS (
  SELECT w, i::int AS i, search_stem(w) AS s, left(w, 1) AS f
    FROM unnest($2::text[]) WITH ORDINALITY AS t(w, i))`;

/** The store's words that are each query word: itself, a word it starts (3 letters up), its stem. */
async function knownForms(db: Queryable, storeId: string, words: string[]) {
  const { rows } = await db.query<Candidate>(
    `WITH ${QUERY_WORDS}
     SELECT DISTINCT ON (q.i, f.word) q.i, f.word, f.stem, f.products, 0 AS distance FROM q
       CROSS JOIN LATERAL (
         SELECT word, stem, products FROM search_words WHERE store_id = $1 AND word = q.w
         UNION ALL
         (SELECT word, stem, products FROM search_words WHERE store_id = $1 AND stem = q.s
           LIMIT ${NEIGHBOURS})
         UNION ALL
         -- The most used of the first words (in index order) the typed word starts.
         (SELECT * FROM (SELECT word, stem, products FROM search_words
             WHERE store_id = $1 AND length(q.w) >= 3
               AND word ~>=~ q.w AND word ~<~ (q.w || chr(1114111))
             ORDER BY word USING ~<~ LIMIT ${NEIGHBOURS}) AS started
           ORDER BY products DESC LIMIT 30)
       ) AS f`,
    [storeId, words],
  );
  return rows;
}

/**
 * The store's words within `budget` edits of each query word, nearest first. Candidates: the
 * words beside it in the alphabet that share its first letter (NEIGHBOURS each way, read in index
 * order), and the most used of those sharing enough trigrams (a typo in the first letter). The
 * most used words of a first letter would need all of them read and sorted: 120,000 crafted
 * words took ~200 ms per query word (docs/decisions/031-bounded-search.md).
 */
async function nearWords(db: Queryable, storeId: string, words: string[], budget: number) {
  const { rows } = await db.query<Candidate>(
    `WITH ${QUERY_WORDS}
     SELECT * FROM (
       SELECT DISTINCT ON (q.i, n.word) q.i, n.word, n.stem, n.products,
              levenshtein_less_equal(n.word, q.w, $3) AS distance
         FROM q CROSS JOIN LATERAL (
           (SELECT word, stem, products FROM search_words
             WHERE store_id = $1 AND word ~>=~ q.w AND word ~<~ (q.f || chr(1114111))
             ORDER BY word USING ~<~ LIMIT ${NEIGHBOURS})
           UNION ALL
           (SELECT word, stem, products FROM search_words
             WHERE store_id = $1 AND word ~<~ q.w AND word ~>=~ q.f
             ORDER BY word USING ~>~ LIMIT ${NEIGHBOURS})
           UNION ALL
           (SELECT word, stem, products FROM search_words WHERE word % q.w AND store_id = $1
             ORDER BY products DESC LIMIT ${NEIGHBOURS})
         ) AS n
        WHERE abs(length(n.word) - length(q.w)) <= $3
     ) AS c WHERE c.distance <= $3
     ORDER BY c.i, c.distance, c.products DESC, c.word`,
    [storeId, words, budget],
  );
  return rows;
}

const byIndex = (rows: Candidate[], words: string[]) => {
  const map = new Map<string, Candidate[]>();
  for (const c of rows) {
    const word = words[c.i - 1]!;
    map.set(word, [...(map.get(word) ?? []), c]);
  }
  return map;
};

/** A matched word as a pattern: its stem when the word starts with it (snails → snail). */
const root = (c: Candidate) => (c.stem.length >= 3 && c.word.startsWith(c.stem) ? c.stem : c.word);

/** What a search looks for: per query word, the store's words that count as it. */
export interface SearchPlan {
  /** Per query word, the store's words that count as it (empty: the word matches nothing). */
  matches: string[][];
  /**
   * For when nothing is found: each word the store knows in no form replaced by its nearest word
   * (within 3 edits), words with none left out. Undefined when that is what was typed.
   */
  suggestion?: string;
}

/** How far a suggestion may be from what was typed. */
const SUGGESTION_BUDGET = 3;

/** Per query word, the store's words that count as it, and what to suggest if nothing is found. */
export async function planSearch(
  db: Queryable,
  storeId: string,
  words: string[],
): Promise<SearchPlan> {
  const asked = words.map((w) => [w, ...(SEARCH_SYNONYMS[w] ?? [])]);
  const flat = [...new Set(asked.flat())];
  const known = byIndex(await knownForms(db, storeId, flat), flat);
  // Typos are looked for only for typed words the store knows in no form (nor by a synonym), the
  // first TYPO_WORDS of them, in one lookup wide enough for the suggestion too.
  const isKnown = (forms: string[]) => forms.some((w) => known.has(w));
  const unknown = asked
    .filter((forms) => !isKnown(forms))
    .map((forms) => forms[0]!)
    .slice(0, TYPO_WORDS);
  const near = byIndex(
    unknown.length ? await nearWords(db, storeId, unknown, SUGGESTION_BUDGET) : [],
    unknown,
  );
  const matchesOf = (word: string): string[] => {
    const same = known.get(word);
    if (same) return same.map((c) => c.word);
    const typos = (near.get(word) ?? []).filter((c) => c.distance <= typoBudget(word));
    const best = typos[0]?.distance;
    // A typo of one form finds the others too ("snayls" → snails → snail, in "Snail Kebab").
    return typos
      .filter((c) => c.distance === best)
      .slice(0, 5)
      .map(root);
  };
  const matches = asked.map((forms) => [...new Set(forms.flatMap(matchesOf))]);
  const nearest = asked.map((forms) =>
    isKnown(forms) ? forms[0] : near.get(forms[0]!)?.[0]?.word,
  );
  const suggestion = nearest.filter(Boolean).join(' ');
  return {
    matches,
    suggestion: suggestion && suggestion !== words.join(' ') ? suggestion : undefined,
  };
}

/** LIKE patterns for a list of words (anywhere in the text). */
export const containing = (words: string[]) =>
  words.map((w) => `%${w.replace(/[\\%_]/g, '\\$&')}%`);

/** Words of a category's name that say nothing alone ("Bread and pastries"). */
const NAME_FILLERS = new Set(['and', 'the', 'for', 'with', 'of', 'in', 'on', '&']);

/**
 * The tags of the store's categories whose name has the typed word (docs/product-rules.md,
 * "Search"): "cakes" finds the items tagged with any tag of the category "Cakes", as does "cake"
 * or "cak" (a word of 3 letters or more that starts the other, or that the other starts). The
 * names are the store's own, read with its details: nothing in the lexicon to keep.
 */
export function categoryTags(
  word: string,
  categories: readonly { name: string; tags: readonly string[] }[],
): string[] {
  const same = (named: string) => {
    if (named === word) return true;
    const [short, long] = named.length < word.length ? [named, word] : [word, named];
    return short.length >= 3 && long.startsWith(short);
  };
  const tags = categories
    .filter((c) => queryWords(c.name).some((w) => !NAME_FILLERS.has(w) && same(w)))
    .flatMap((c) => c.tags.map((t) => t.toLowerCase()));
  return [...new Set(tags)];
}
