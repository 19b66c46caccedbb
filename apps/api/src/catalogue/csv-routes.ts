import { type CsvExport, type CsvImportReport, csvImportRequest } from '@agency/contract';
import type { FastifyInstance } from 'fastify';
import { auditCatalogueFilled } from '../audit/events.ts';
import type { Context } from '../context.ts';
import { parse } from '../lib/errors.ts';
import { managedStore } from '../stores/access.ts';
import { lockStore } from '../stores/queries.ts';
import { dropCatalogue } from './cache.ts';
import { toCsv } from './csv.ts';
import { readImport } from './csv-import.ts';
import { withNewTags, writeImport } from './csv-write.ts';
import { allProducts } from './queries.ts';

type StoreParams = { Params: { store: string } };

/** A CSV of 10,000 rows with long descriptions stays under this. */
const IMPORT_BODY_LIMIT = 9 * 1024 * 1024;

/** /stores/:store/catalogue/export and /import: the store's products as Shopify-shaped CSV. */
export default async function catalogueCsvRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: Context },
): Promise<void> {
  const { db } = ctx;

  /** Every product, drafts too, one row per variant and picture. */
  app.get<StoreParams>('/stores/:store/catalogue/export', async (request): Promise<CsvExport> => {
    const { store } = await managedStore(ctx, request, request.params.store);
    const products = await allProducts(db, store.id);
    return {
      filename: `${store.slug}-products-${new Date().toISOString().slice(0, 10)}.csv`,
      csv: toCsv(products, store.categories),
      products: products.length,
    };
  });

  /**
   * Reads the file, refuses bad products whole (row and reason in the report) and writes the rest
   * in one transaction; a Handle the store already has updates that product.
   */
  app.post<StoreParams>(
    '/stores/:store/catalogue/import',
    { bodyLimit: IMPORT_BODY_LIMIT },
    async (request): Promise<CsvImportReport> => {
      const { user, store } = await managedStore(ctx, request, request.params.store);
      const { csv, add_tags } = parse(csvImportRequest, request.body);
      const read = readImport(csv, store.categories, {
        addTags: add_tags,
        mediaBaseUrl: ctx.config.mediaBaseUrl,
      });
      const written = await db.transaction(async (tx) => {
        await lockStore(tx, store.id);
        const { categories, added } = withNewTags(store.categories, read.accepted);
        if (added.length > 0)
          await tx.query('UPDATE stores SET categories = $2 WHERE id = $1', [
            store.id,
            JSON.stringify(categories),
          ]);
        const counts = await writeImport(tx, store.id, read.accepted);
        await auditCatalogueFilled(tx, request, user, store.id, {
          how: 'import',
          ...counts,
          refused: read.refused.length,
        });
        return { ...counts, added };
      });
      dropCatalogue(ctx, store.id);
      ctx.cache.reads.delete(`store:${store.slug}`);
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
