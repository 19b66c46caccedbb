import {
  csvExportAnswer,
  csvImportReportAnswer,
  csvImportRequest,
  pathParams,
} from '@agency/contract';
import { auditCatalogueFilled } from '../audit/catalogue-events.ts';
import type { Context } from '../context.ts';
import type { ApiApp } from '../lib/schemas.ts';
import { managedStore } from '../stores/access.ts';
import { lockStore, writeCategories } from '../stores/queries.ts';
import { dropCatalogue } from './cache.ts';
import { toCsv } from './csv.ts';
import { readImport } from './csv-import.ts';
import { withNewTags, writeImport } from './csv-write.ts';
import { allProducts } from './read-queries.ts';
import { forgetCachedStore } from '../stores/cached.ts';

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
      "Imports a CSV in Shopify's columns (its managers), sent as JSON text (`csv`, at most 8 MB). Bad products are refused whole, with row and reason in the report; the rest are written in one transaction, and a Handle the store already has updates that product.",
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
      const read = readImport(csv, store.categories, {
        addTags: add_tags,
        mediaBaseUrl: ctx.config.mediaBaseUrl,
      });
      const written = await db.transaction(async (tx) => {
        await lockStore(tx, store.id);
        const { categories, added } = withNewTags(store.categories, read.accepted);
        if (added.length > 0) await writeCategories(tx, store.id, categories);
        const counts = await writeImport(tx, store.id, read.accepted);
        await auditCatalogueFilled(tx, request, user, store.id, {
          how: 'import',
          ...counts,
          refused: read.refused.length,
        });
        return { ...counts, added };
      });
      dropCatalogue(ctx, store.id);
      forgetCachedStore(ctx, store.slug);
      return {
        rows: read.rows,
        created: written.created,
        updated: written.updated,
        refused: read.refused,
        ignored_columns: read.ignored,
        pictures_not_imported: read.accepted.flatMap((p) => p.pictures_not_imported),
        tags_added: written.added,
      };
    },
  );
}
