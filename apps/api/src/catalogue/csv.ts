import {
  CSV_COLUMNS as C,
  CSV_HEADER,
  type Product,
  type ProductOption,
  type TagGroup,
} from '@agency/contract';
import { stringify } from 'csv-stringify/sync';
import { variantImage } from './csv-pictures.ts';

/**
 * Products to and from Shopify-shaped CSV rows (no database here; csv-import.ts writes). The CSV
 * itself is read and written by csv-parse/csv-stringify (docs/decisions/010-csv-library.md).
 */

export type CsvRow = Record<string, string>;

/** What Shopify has no column for, kept in our own column on a product's first row. */
export interface CsvDetails {
  mods: ProductOption[];
  delivery: string;
  price_suffix: string;
  /** Each tag's category in the exporting store, so an import can add it to the same one. */
  tag_groups?: Record<string, string>;
  /** false: made to order, stock not tracked (written only then; left out means tracked). */
  track_stock?: boolean;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`,
  );

/** Description and details as Body (HTML): one <p> per paragraph, the description first. */
export function bodyHtml(description: string, details: string): string {
  const paragraphs = [description, ...details.split(/\n{2,}/).filter(Boolean)];
  return paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('');
}

/**
 * Body (HTML) back to plain text (we store text, never a shop's HTML): its first paragraph is the
 * description (300 characters at most), the rest the details.
 */
export function fromBodyHtml(html: string): { description: string; details: string } {
  const text = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>\s*/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole)
    .replace(/\r/g, '');
  const paragraphs = text.split(/\n{2,}/).map((p) => p.replace(/[ \t]+/g, ' ').trim());
  while (paragraphs.length > 0 && paragraphs.at(-1) === '') paragraphs.pop();
  const [first = '', ...rest] = paragraphs;
  if (first.length <= 300)
    return { description: first, details: rest.filter(Boolean).join('\n\n') };
  const cut = first.slice(0, 299).replace(/\s+\S*$/, '');
  return { description: `${cut}…`, details: paragraphs.filter(Boolean).join('\n\n') };
}

/** An option's key from a column's name: "Size" → size, "Gift wrap" → giftWrap. */
export function optionKey(name: string): string {
  const words = name
    .trim()
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean);
  const key = words
    .map((word, i) =>
      i === 0
        ? word.charAt(0).toLowerCase() + word.slice(1)
        : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join('');
  return /^[a-zA-Z]/.test(key) ? key : `option${key}`;
}

/** The options variants are told apart by (at most three, Shopify's Option1–3). */
export function variantAxes(product: Pick<Product, 'mods' | 'variants'>): string[] {
  const used = new Set(product.variants.flatMap((v) => Object.keys(v.mods)));
  return product.mods
    .filter((mod) => used.has(mod.key))
    .map((mod) => mod.key)
    .slice(0, 3);
}

const naira = (kobo: number) => (kobo / 100).toFixed(2);

/**
 * Spreadsheets run a cell that starts with = + - @, TAB or CR as a formula (CSV injection, OWASP):
 * the export writes such a text cell with a ' before it, and the import takes that one ' away
 * again. A cell already starting with quotes before one of them gets one more, so every text
 * round-trips. Number columns (price, stock, position) are never negative and are not touched.
 */
const FORMULA = /^'*[=+\-@\t\r]/;
export const shield = (text: string): string => (FORMULA.test(text) ? `'${text}` : text);
export const unshield = (text: string): string =>
  text.startsWith("'") && FORMULA.test(text) ? text.slice(1) : text;
const NUMBERS = new Set<string>([C.price, C.compareAt, C.qty, C.imagePosition]);

/** One product's rows: its fields and first variant on the first row, then a row per variant and picture. */
export function productRows(product: Product, categories: readonly TagGroup[] = []): CsvRow[] {
  const axes = variantAxes(product);
  const count = Math.max(product.variants.length, product.media.length);
  const rows: CsvRow[] = [];
  for (let i = 0; i < count; i++) {
    const row: CsvRow = { [C.handle]: product.slug };
    if (i === 0) {
      const details: CsvDetails = {
        mods: product.mods,
        delivery: product.delivery,
        price_suffix: product.price_suffix,
        ...(product.track_stock === false ? { track_stock: false } : {}),
        tag_groups: Object.fromEntries(
          product.tags.flatMap((tag) => {
            const group = categories.find((g) => g.tags.includes(tag));
            return group ? [[tag, group.name]] : [];
          }),
        ),
      };
      Object.assign(row, {
        [C.title]: product.name,
        [C.body]: bodyHtml(product.description, product.details),
        [C.tags]: product.tags.join(', '),
        [C.published]: product.status === 'active' ? 'TRUE' : 'FALSE',
        [C.status]: product.status,
        [C.details]: JSON.stringify(details),
      });
      axes.forEach((key, n) => {
        row[`Option${n + 1} Name`] = key;
      });
    }
    const variant = product.variants[i];
    if (variant) {
      axes.forEach((key, n) => {
        row[`Option${n + 1} Value`] = variant.mods[key] ?? '';
      });
      row[C.price] = naira(variant.price_kobo);
      row[C.compareAt] = variant.compare_at_kobo == null ? '' : naira(variant.compare_at_kobo);
      row[C.sku] = variant.sku ?? '';
      row[C.qty] = String(variant.qty);
      const own = variantImage(product.media, variant.mods);
      if (own) row[C.variantImage] = own;
    }
    const picture = product.media[i];
    if (picture) {
      row[C.imageSrc] = picture.file;
      row[C.imagePosition] = String(i + 1);
    }
    rows.push(row);
  }
  return rows;
}

/** The store's products as one CSV file, Shopify's header first. */
export function toCsv(products: readonly Product[], categories: readonly TagGroup[] = []): string {
  const rows = products.flatMap((product) => productRows(product, categories));
  for (const row of rows)
    for (const [column, text] of Object.entries(row))
      if (!NUMBERS.has(column)) row[column] = shield(text);
  return stringify(rows, {
    header: true,
    columns: CSV_HEADER.map((key) => ({ key })),
  });
}
