import { z } from 'zod';

/**
 * Products as CSV, in Shopify's column names where they fit (docs/product-rules.md, "CSV import and
 * export"). A product is one or more rows with the same Handle: its first row carries the product's
 * fields, every row with a price is a variant, rows with only an Image Src add a picture.
 */
export const CSV_COLUMNS = {
  handle: 'Handle',
  title: 'Title',
  body: 'Body (HTML)',
  tags: 'Tags',
  published: 'Published',
  option1Name: 'Option1 Name',
  option1Value: 'Option1 Value',
  option2Name: 'Option2 Name',
  option2Value: 'Option2 Value',
  option3Name: 'Option3 Name',
  option3Value: 'Option3 Value',
  qty: 'Variant Inventory Qty',
  price: 'Variant Price',
  /** The price it was ("was ₦3,000"), kept from a Shopify file and written back. */
  compareAt: 'Variant Compare At Price',
  sku: 'Variant SKU',
  imageSrc: 'Image Src',
  imagePosition: 'Image Position',
  /** A variant's own picture: the import ties it to the variant's choices (apps/api/src/catalogue/csv-pictures.ts). */
  variantImage: 'Variant Image',
  status: 'Status',
  /** Ours: what Shopify has no column for (option prompts and kinds, delivery text, '/mo'). */
  details: 'Forgeworks Details (JSON)',
} as const;

/** The columns an export writes, in order (the same header every time). */
export const CSV_HEADER: readonly string[] = Object.values(CSV_COLUMNS);

/** Most rows one import takes (5,000 import in well under 10 s; see bench/import.bench.ts). */
export const MAX_IMPORT_ROWS = 10_000;

/** Most columns a file's header may have (Shopify's export has about 50). */
export const MAX_IMPORT_COLUMNS = 200;

/** Ignored columns a report names; it counts them all (ignored_columns_count). */
export const MAX_IGNORED_SHOWN = 20;

export const csvImportRequest = z.strictObject({
  csv: z
    .string({ error: 'Choose a CSV file' })
    .min(1, { error: 'The file is empty' })
    .max(8_000_000, { error: 'The file is too large (at most 8 MB)', abort: true }),
  /**
   * Tags the store has no category for: false refuses the product (a typo cannot make a stray
   * tag); true adds them to a category named by the product's Type column, or "Imported".
   */
  add_tags: z.boolean({ error: 'add_tags must be true or false' }).default(false),
});
export type CsvImportRequest = z.input<typeof csvImportRequest>;

/** One product the import refused, by its first row's number (the header is row 1). */
export interface CsvRefusal {
  row: number;
  handle: string;
  reason: string;
}

/** What an import did: products are taken or refused whole, never half a product. */
export interface CsvImportReport {
  /** Data rows read (the header not counted). */
  rows: number;
  created: number;
  updated: number;
  refused: CsvRefusal[];
  /**
   * Columns of the file this store does not use (Shopify's Vendor, SEO Title, …): ignored. The
   * first MAX_IGNORED_SHOWN are named; ignored_columns_count says how many there are in all.
   */
  ignored_columns: string[];
  ignored_columns_count: number;
  /** Pictures given as addresses on other sites: never downloaded; the products came in without them. */
  pictures_not_imported: { row: number; handle: string; src: string }[];
  /** Tags added to the store's categories (add_tags only). */
  tags_added: string[];
}

/** GET /stores/:store/catalogue/export */
export interface CsvExport {
  filename: string;
  csv: string;
  products: number;
}
