import {
  CSV_COLUMNS as C,
  CSV_HEADER,
  type CsvRefusal,
  MAX_IGNORED_SHOWN,
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  optionLabel,
  productRequest,
  type TagGroup,
} from '@agency/contract';
import { parse as parseCsv } from 'csv-parse/sync';
import { z } from 'zod';
import { HttpError } from '../lib/errors.ts';
import { slugify } from '../lib/slugs.ts';
import { type CsvDetails, type CsvRow, fromBodyHtml, optionKey, unshield } from './csv.ts';
import type { ProductWrite } from './write-queries.ts';
import { tieVariantImages } from './csv-pictures.ts';
import { checkProductShape } from './selection.ts';
import { strayTagMessage, strayTags } from './tags.ts';

/**
 * A CSV import: rows grouped by Handle, each product checked whole; csv-write.ts then writes every
 * product that passed. A product with one bad row is refused with all its rows (never half a
 * product); the others land. docs/product-rules.md, "CSV import and export". This file runs in a
 * worker thread (csv-read.ts): what it returns is plain data, copied back to the server's thread.
 */

export interface Parsed {
  slug: string;
  row: number;
  write: ProductWrite;
  /** Where new tags go (add_tags, groupOf): each tag's category as exported, and the Type column. */
  tagGroups: Record<string, string>;
  type: string;
  pictures_not_imported: { row: number; handle: string; src: string }[];
}

const detailsSchema = z.strictObject({
  mods: productRequest.shape.mods,
  delivery: productRequest.shape.delivery,
  price_suffix: productRequest.shape.price_suffix,
  tag_groups: z.record(z.string().max(40), z.string().min(1).max(60)).optional(),
  track_stock: productRequest.shape.track_stock.optional(),
});

const KNOWN = new Set<string>([...CSV_HEADER, 'Type']);
// A text cell the export shielded from spreadsheets ('=…) reads back as it was written.
const cell = (row: CsvRow, column: string) => unshield((row[column] ?? '').trim()).trim();

/** The category a new tag goes to (add_tags): as exported, else the Type column, else "Imported". */
export const groupOf = (product: Parsed, tag: string): string =>
  product.tagGroups[tag] ?? (product.type || 'Imported');

class Refused extends Error {}

function money(text: string, row: number, column: string = C.price): number {
  if (text === '') throw new Refused(`Row ${row}: ${column} is empty`);
  const value = Number(text.replace(/[₦,\s]|NGN/gi, ''));
  if (text === '' || !Number.isFinite(value))
    throw new Refused(`Row ${row}: ${column} "${text}" is not a price`);
  if (value < 0) throw new Refused(`Row ${row}: ${column} cannot be negative`);
  if (value > 20_000_000) throw new Refused(`Row ${row}: ${column} is too large`);
  return Math.round(value * 100);
}

/** A compare-at price: none when empty (Shopify leaves it so), else a price like Variant Price. */
const compareAt = (text: string, row: number): number | null =>
  text === '' ? null : money(text, row, C.compareAt);

function quantity(text: string, row: number): number {
  if (text === '') return 0;
  const value = Number(text.replace(/,/g, ''));
  if (!Number.isInteger(value))
    throw new Refused(`Row ${row}: Variant Inventory Qty "${text}" is not a whole number`);
  if (value < 0) throw new Refused(`Row ${row}: Variant Inventory Qty cannot be negative`);
  return value;
}

/** A picture the store may show: drawn art or this API's uploads. Other sites' are not fetched. */
function ownPicture(src: string, mediaBaseUrl: string): boolean {
  return (
    /^art:[a-z]+(:\d+){1,2}$/.test(src) ||
    /^\/api\/v1\/media\/[\w.-]+$/.test(src) ||
    (mediaBaseUrl !== '' && src.startsWith(`${mediaBaseUrl}/`) && /^[^\s"'<>]+$/.test(src))
  );
}

/** One Handle's rows as a product, or a Refused error naming the row. */
function toProduct(
  slug: string,
  rows: { row: number; cells: CsvRow }[],
  mediaBaseUrl: string,
): Parsed {
  const first = rows[0]!;
  const head = first.cells;
  const title = cell(head, C.title);
  if (!title) throw new Refused(`Row ${first.row}: a product's first row needs a Title`);
  let details: CsvDetails | undefined;
  const detailsText = cell(head, C.details);
  if (detailsText) {
    let raw: unknown;
    try {
      raw = JSON.parse(detailsText);
    } catch {
      throw new Refused(`Row ${first.row}: ${C.details} is not valid JSON`);
    }
    const checked = detailsSchema.safeParse(raw);
    if (!checked.success)
      throw new Refused(`Row ${first.row}: ${C.details}: ${checked.error.issues[0]!.message}`);
    details = checked.data as CsvDetails;
  }
  const names = [1, 2, 3]
    .map((n) => cell(head, `Option${n} Name`))
    .map((name) => (name === '' || name === 'Title' ? '' : name));
  // A name matches one of the file's own options by key or by label ("size", "Size", "Bowl size").
  const keyOf = (name: string) =>
    details?.mods.find(
      (m) =>
        m.key.toLowerCase() === optionKey(name).toLowerCase() ||
        optionLabel(m.key).toLowerCase() === name.toLowerCase(),
    )?.key ?? optionKey(name);
  const keys = names.map((name) => (name ? keyOf(name) : ''));
  const variants: ProductWrite['variants'] = [];
  const media: ProductWrite['media'] = [];
  const notImported: Parsed['pictures_not_imported'] = [];
  const named: Parameters<typeof tieVariantImages>[1][number][] = [];
  for (const { row, cells } of rows) {
    const values = [1, 2, 3].map((n) => cell(cells, `Option${n} Value`));
    const price = cell(cells, C.price);
    const src = cell(cells, C.imageSrc);
    // A row with a price, a stock or an option value is a variant (image-only rows have none).
    if (price !== '' || cell(cells, C.qty) !== '' || values.some((v, i) => v && keys[i])) {
      const mods: Record<string, string> = {};
      keys.forEach((key, i) => {
        if (!key) return;
        if (!values[i])
          throw new Refused(`Row ${row}: ${names[i]} needs a value (Option${i + 1} Value)`);
        mods[key] = values[i]!;
      });
      const image = cell(cells, C.variantImage);
      if (image && ownPicture(image, mediaBaseUrl)) named.push({ src: image, mods });
      else if (image) notImported.push({ row, handle: slug, src: image });
      variants.push({
        mods,
        price_kobo: money(price, row),
        qty: quantity(cell(cells, C.qty), row),
        compare_at_kobo: compareAt(cell(cells, C.compareAt), row),
        sku: cell(cells, C.sku),
      });
    }
    if (src) {
      if (ownPicture(src, mediaBaseUrl)) media.push({ file: src, mods: {} });
      else notImported.push({ row, handle: slug, src });
    }
  }
  if (variants.length === 0) throw new Refused(`Row ${first.row}: ${title} has no Variant Price`);
  tieVariantImages(media, named);
  const mods =
    details?.mods ??
    keys.flatMap((key, i) =>
      key
        ? [
            {
              key,
              type: /^colou?r$/i.test(names[i]!) ? ('color' as const) : ('list' as const),
              prompt: `Choose a ${names[i]!.toLowerCase()}`,
              required: true,
              options: [...new Set(variants.map((v) => v.mods[key]!))],
              ...(/^colou?r$/i.test(names[i]!) ? {} : { multi_select: false }),
            },
          ]
        : [],
    );
  const status = cell(head, C.status).toLowerCase();
  const published = cell(head, C.published).toLowerCase();
  const body = fromBodyHtml(cell(head, C.body));
  const candidate = {
    name: title,
    description: body.description,
    details: body.details,
    delivery: details?.delivery ?? '',
    price_suffix: details?.price_suffix ?? '',
    track_stock: details?.track_stock ?? true,
    tags: [
      ...new Set(
        cell(head, C.tags)
          .split(',')
          .map((t) => t.trim().toLowerCase())
          .filter(Boolean),
      ),
    ],
    mods,
    variants,
    media: media.slice(0, 12),
    status:
      status === 'draft' || status === 'archived' || (status === '' && published === 'false')
        ? 'draft'
        : 'active',
  };
  const checked = productRequest.safeParse(candidate);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    throw new Refused(
      `Row ${first.row}: ${issue.path.length ? `${issue.path.join(' ')}: ` : ''}${issue.message}`,
    );
  }
  try {
    checkProductShape(checked.data.mods, checked.data.variants, checked.data.media);
  } catch (error) {
    throw new Refused(`Row ${first.row}: ${(error as Error).message}`);
  }
  const type = cell(head, 'Type').slice(0, 60);
  return {
    slug,
    row: first.row,
    write: checked.data,
    tagGroups: details?.tag_groups ?? {},
    type,
    pictures_not_imported: notImported,
  };
}

export interface ImportOptions {
  addTags: boolean;
  mediaBaseUrl: string;
  /** Most data rows the file may have (a sandbox takes fewer than MAX_IMPORT_ROWS). */
  maxRows?: number;
}

export interface ImportRead {
  rows: number;
  accepted: Parsed[];
  refused: CsvRefusal[];
  /** The first MAX_IGNORED_SHOWN columns the store does not use, and how many there are in all. */
  ignored: string[];
  ignoredCount: number;
}

const tooManyColumns = (count: number) =>
  `The file has ${count.toLocaleString('en-NG')} columns; at most ${MAX_IMPORT_COLUMNS} can be read. Remove the columns you do not need and import it again.`;

/** The file read and checked: every product it holds, or why it was refused; nothing written. */
export function readImport(
  csv: string,
  categories: readonly TagGroup[],
  { addTags, mediaBaseUrl, maxRows = MAX_IMPORT_ROWS }: ImportOptions,
): ImportRead {
  let records: CsvRow[];
  let header: string[] = [];
  try {
    records = parseCsv(csv, {
      bom: true,
      // A wide header stops the read at once, before any row is kept.
      columns: (names: string[]) => {
        if (names.length > MAX_IMPORT_COLUMNS)
          throw new HttpError(400, tooManyColumns(names.length));
        header = names.map((n) => n.trim());
        return header;
      },
      skip_empty_lines: true,
      relax_column_count: true,
      to: maxRows + 1,
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, `The file could not be read as CSV: ${(error as Error).message}`);
  }
  if (!header.includes(C.handle)) throw new HttpError(400, 'The file has no Handle column');
  if (records.length === 0) throw new HttpError(400, 'The file has no rows under its header');
  if (records.length > maxRows)
    throw new HttpError(
      400,
      `At most ${maxRows.toLocaleString('en-NG')} rows per file. Split it and import each part.`,
    );
  const groups = new Map<string, { row: number; cells: CsvRow }[]>();
  const refused: CsvRefusal[] = [];
  for (const [index, cells] of records.entries()) {
    const row = index + 2;
    const handle = cell(cells, C.handle);
    const slug = slugify(handle, '', 60);
    if (!slug) {
      const reason = handle ? `Handle "${handle}" has no letters or digits` : 'Handle is empty';
      refused.push({ row, handle, reason: `Row ${row}: ${reason}` });
      continue;
    }
    const group = groups.get(slug);
    if (group) group.push({ row, cells });
    else groups.set(slug, [{ row, cells }]);
  }
  const known = categories;
  const accepted: Parsed[] = [];
  for (const [slug, rows] of groups) {
    try {
      const product = toProduct(slug, rows, mediaBaseUrl);
      const [stray] = strayTags(product.write.tags, known);
      if (stray !== undefined && !addTags)
        throw new Refused(`Row ${product.row}: ${strayTagMessage(stray)}`);
      accepted.push(product);
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      refused.push({
        row: rows[0]!.row,
        handle: cell(rows[0]!.cells, C.handle),
        reason: error.message,
      });
    }
  }
  refused.sort((a, b) => a.row - b.row);
  const ignored = header.filter((h) => !KNOWN.has(h));
  return {
    rows: records.length,
    accepted,
    refused,
    ignored: ignored.slice(0, MAX_IGNORED_SHOWN),
    ignoredCount: ignored.length,
  };
}
