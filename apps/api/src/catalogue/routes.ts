import {
  messageAnswer,
  pathParams,
  productAnswer,
  productListQuery,
  productPageAnswer,
  productRequest,
  productUpdateRequest,
  type Sort,
  STOCK_CHANGED,
} from '@agency/contract';
import type { Context } from '../context.ts';
import { andThen } from '../lib/awaitable.ts';
import { originOf } from '../lib/events.ts';
import { clientKey } from '../lib/client-address.ts';
import { HttpError } from '../lib/errors.ts';
import { takeToken } from '../lib/limits.ts';
import type { ApiApp } from '../lib/schemas.ts';
import { ANYONE, managedOf, type Refreshes } from '../route-access.ts';
import { seesDrafts, cachedStore } from '../stores/index.ts';
import { catalogueReads } from './cache.ts';
import { findProduct, listProducts } from './read-queries.ts';
import { sampleRoutes } from './samples.ts';
import { bulkRoutes } from './bulk.ts';
import { queryWords } from './search-queries.ts';
import { storeCaps } from './caps.ts';
import { checkProductRoom, freeSlug, insertProduct } from './insert-queries.ts';
import { lockStockVersion } from './variant-queries.ts';
import { deleteProduct, updateProduct } from './write-queries.ts';
import { checkProductShape } from './selection.ts';
import { checkTags } from './tags.ts';

const storeParams = pathParams('store');
export const SEARCHES_LIMITED = 'Too many searches from your address. Try again in a minute.';
const productParams = pathParams('store', 'product');
/** A write by the store's managers changes its catalogue's cached pages and products. */
const CATALOGUE: Refreshes = (request) => catalogueReads(managedOf(request).store.id);
const WRITE = { access: { store: 'store' }, refreshes: CATALOGUE } as const;

/** /stores/:store/products and /stores/:store/products/:product: a store's catalogue. */
export default async function productRoutes(app: ApiApp, { ctx }: { ctx: Context }): Promise<void> {
  const { db } = ctx;
  /**
   * A page of cards: search, tag groups and sort run here, on the server. A shopper's read of a
   * cached page makes no promise: every step answers at once from the read cache
   * (lib/awaitable.ts); a miss or a manager's token waits as usual. A search the cache does not
   * answer takes a token of its address's search budget first (docs/product-rules.md, "Search"):
   * shoppers typing stay far below it, one address cannot keep the database searching.
   */
  const listSchema = {
    description:
      "A page of the store's items for its index: search (`q`, forgiving of typos and plurals), categories (`tags`, comma-separated), sort and page. A search that finds nothing may offer a `suggestion`. 429 past an address's searches per minute (repeats the read cache answers are free); 503 when the database is too busy to answer in time.",
    params: storeParams,
    querystring: productListQuery,
    response: { 200: productPageAnswer },
  };
  app.get('/stores/:store/products', { schema: listSchema, config: ANYONE }, (request) => {
    const { query, params } = request;
    return andThen(cachedStore(ctx, params.store), ({ id, categories, is_demo }) =>
      andThen(seesDrafts(ctx, request, params.store), (drafts) => {
        // A template's samples are shown in a demo store, and to a live store's managers only.
        const samples = drafts || is_demo;
        const tags = (query.tags ?? '')
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean)
          .slice(0, 30);
        const key = `products:${id}:${JSON.stringify([query.q, tags, query.sort, query.page, query.per_page, drafts])}`;
        const list = () =>
          listProducts(db, id, categories, {
            ...query,
            tags,
            sort: query.sort as Sort | undefined,
            drafts,
            samples,
          });
        const searches = queryWords(query.q ?? '').length > 0;
        return ctx.cache.reads.read(
          key,
          searches
            ? () =>
                takeToken(
                  db,
                  `search:${clientKey(request.ip)}`,
                  { capacity: ctx.config.limits.searchesPerMinutePerAddress, perSeconds: 60 },
                  SEARCHES_LIMITED,
                ).then(list)
            : list,
        );
      }),
    );
  });

  const one = {
    description: 'One item by its id or slug, with its options (`mods`), variants and pictures.',
    params: productParams,
    response: { 200: productAnswer },
  };
  app.get('/stores/:store/products/:product', { schema: one, config: ANYONE }, (request) => {
    const { store, product: wanted } = request.params;
    return andThen(cachedStore(ctx, store), ({ id, is_demo }) =>
      andThen(seesDrafts(ctx, request, store), (drafts) =>
        andThen(
          ctx.cache.reads.read(`product:${id}:${wanted}:${drafts}`, () =>
            findProduct(db, id, wanted, { drafts, samples: drafts || is_demo }),
          ),
          (product) => {
            if (!product) throw new HttpError(404, 'Product not found');
            return product;
          },
        ),
      ),
    );
  });

  const create = {
    description:
      "Adds an item to the store (the store's owner, admins and staff). A picture's `mods` tie it to choices of the item's list or colour options (400 when it names one the item does not offer). 409 when the store holds the most items it may (STORE_MAX_PRODUCTS; a demo store 200).",
    params: storeParams,
    body: productRequest,
    response: { 201: productAnswer },
  };
  app.post('/stores/:store/products', { schema: create, config: WRITE }, async (request, reply) => {
    const { user, store } = managedOf(request);
    const product = request.body;
    checkProductShape(product.mods, product.variants, product.media);
    product.tags = checkTags(product.tags, store.categories);
    const { products: max } = await storeCaps(db, ctx.config.limits, store.id, user);
    const created = await db.transaction(async (tx) => {
      await checkProductRoom(tx, store.id, 1, max);
      const id = await insertProduct(tx, store.id, product, {
        slug: await freeSlug(tx, store.id, product.name),
      });
      return findProduct(tx, store.id, id, { drafts: true });
    });
    if (!created) throw new Error('A product just added was not found');
    return reply.code(201).send(created);
  });

  const edit = {
    description:
      "Changes an item. A save that changes variants sends the `stock_version` it saw: 409 when an order changed the stock since. 400 when a picture's `mods` name an option or choice the item does not offer.",
    params: productParams,
    body: productUpdateRequest,
    response: { 200: productAnswer },
  };
  const editRoute = { schema: edit, config: WRITE };
  app.patch('/stores/:store/products/:product', editRoute, async (request) => {
    const { user, store } = managedOf(request);
    const changes = request.body;
    if (changes.tags) changes.tags = checkTags(changes.tags, store.categories);
    const updated = await db.transaction(async (tx) => {
      const current = await findProduct(tx, store.id, request.params.product, { drafts: true });
      if (!current) throw new HttpError(404, 'Product not found');
      checkProductShape(
        changes.mods ?? current.mods,
        changes.variants ?? current.variants,
        changes.media ?? current.media,
      );
      // A save writes absolute stock; one opened before an order came in would undo the sale.
      const { stock_version, ...fields } = changes;
      if (
        fields.variants &&
        stock_version !== undefined &&
        (await lockStockVersion(tx, current.id)) !== stock_version
      )
        throw new HttpError(409, STOCK_CHANGED);
      await updateProduct(tx, current, fields);
      await ctx.events.emit(tx, {
        type: 'catalogue.product_edited',
        origin: originOf(request, user),
        before: current,
        variants: fields.variants,
        status: fields.status,
        tags: fields.tags,
      });
      return findProduct(tx, store.id, current.id, { drafts: true });
    });
    return updated;
  });

  const remove = {
    description: 'Deletes an item; its past orders keep their lines.',
    params: productParams,
    response: { 200: messageAnswer },
  };
  const removeRoute = { schema: remove, config: WRITE };
  app.delete('/stores/:store/products/:product', removeRoute, async (request) => {
    const { user, store } = managedOf(request);
    const current = await findProduct(db, store.id, request.params.product, { drafts: true });
    if (!current) throw new HttpError(404, 'Product not found');
    await db.transaction(async (tx) => {
      await deleteProduct(tx, current.id);
      await ctx.events.emit(tx, {
        type: 'catalogue.item_deleted',
        origin: originOf(request, user),
        product: current,
      });
    });
    return { message: `${current.name} deleted` };
  });

  sampleRoutes(app, ctx);
  bulkRoutes(app, ctx);
}
