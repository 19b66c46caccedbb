import {
  csvExportAnswer,
  csvImportReportAnswer,
  csvImportRequest,
  pathParams,
} from '@agency/contract';
import type { Context } from '../context.ts';
import { originOf } from '../lib/events.ts';
import type { ApiApp } from '../lib/schemas.ts';
import { managedStore, forgetCachedStore } from '../stores/index.ts';
import { dropCatalogue } from './cache.ts';
import { storeCaps, takeImport } from './caps.ts';
import { toCsv } from './csv.ts';
import { readImportOffThread } from './csv-read.ts';
import { writeImportInBatches } from './csv-write.ts';
import { allProducts } from './read-queries.ts';

const storeParams = pathParams('store');

/** A CSV of 10,000 rows with long descriptions stays under this. */
const IMPORT_BODY_LIMIT = 9 * 1024 * 1024;

/** /stores/:store/catalogue/export and /import: the store's products as Shopify-shaped CSV. */
export default async function catalogueCsvRoutes(
  app: ApiApp,
  { ctx }: { ctx: Context },
): Promise<void> {
  const { db } = ctx;

  const exportSchema = {
    description:
      "The store's products as CSV in Shopify's columns (its managers): every product, drafts too, one row per variant and picture. JSON with the file's name and text, for the admin to save.",
    params: storeParams,
    response: { 200: csvExportAnswer },
  };
  app.get('/stores/:store/catalogue/export', { schema: exportSchema }, async (request) => {
    const { store } = await managedStore(ctx, request, request.params.store);
    const products = await allProducts(db, store.id);
    return {
      filename: `${store.slug}-products-${new Date().toISOString().slice(0, 10)}.csv`,
      csv: toCsv(products, store.categories),
      products: products.length,
    };
  });

  const importSchema = {
    description:
      "Imports a CSV in Shopify's columns (its managers), sent as JSON text (`csv`, at most 8 MB, 10,000 rows and 200 columns; a demo store 500 rows). The file is read and checked first, off the server's event loop: bad products are refused whole, with row and reason in the report; the rest are written in batches of 200 products, and a Handle the store already has updates that product. 409 when the new items would pass the store's cap, 429 past the store's imports per hour.",
    params: storeParams,
    body: csvImportRequest,
    response: { 200: csvImportReportAnswer },
  };
  app.post(
    '/stores/:store/catalogue/import',
    { bodyLimit: IMPORT_BODY_LIMIT, schema: importSchema },
    async (request) => {
      const { user, store } = await managedStore(ctx, request, request.params.store);
      const { csv, add_tags } = request.body;
      const caps = await storeCaps(db, ctx.config.limits, store.id, user);
      await takeImport(db, store.id, caps);
      const read = await readImportOffThread(csv, store.categories, {
        addTags: add_tags,
        mediaBaseUrl: ctx.config.mediaBaseUrl,
        maxRows: caps.importRows,
      });
      const written = await writeImportInBatches(db, {
        storeId: store.id,
        categories: store.categories,
        accepted: read.accepted,
        maxProducts: caps.products,
        audit: (tx, counts) =>
          ctx.events.emit(tx, {
            type: 'catalogue.filled',
            origin: originOf(request, user),
            storeId: store.id,
            details: { how: 'import', ...counts, refused: read.refused.length },
          }),
      }).finally(() => {
        dropCatalogue(ctx, store.id);
        forgetCachedStore(ctx, store.slug);
      });
      return {
        rows: read.rows,
        created: written.created,
        updated: written.updated,
        refused: read.refused,
        ignored_columns: read.ignored,
        ignored_columns_count: read.ignoredCount,
        pictures_not_imported: read.accepted.flatMap((p) => p.pictures_not_imported),
        tags_added: written.added,
      };
    },
  );
}
