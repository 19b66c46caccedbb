import {
  agencySitemapAnswer,
  blogFeedAnswer,
  type BlogFeed,
  pathParams,
  type SitemapPage,
  storeSitemapAnswer,
} from '@agency/contract';
import type { Context } from '../context.ts';
import { ANYONE } from '../route-access.ts';
import type { ApiApp } from '../lib/schemas.ts';
import { cachedStore } from '../stores/index.ts';
import { agencyPages, feedArticles, storePages } from './queries.ts';

/**
 * /seo/sitemap, /seo/stores/:store/sitemap and /seo/feed: what the sites' servers turn into
 * sitemap.xml and rss.xml (apps/web-server/src/seo.ts), read from the database on each request
 * (briefly cached), so they follow every publish, new product and deletion.
 */
export default async function seoRoutes(app: ApiApp, { ctx }: { ctx: Context }): Promise<void> {
  const { db } = ctx;

  const agency = {
    description:
      "The agency site's pages for its sitemap.xml: home, contact, the blog and each published article, and the agency's showcase store with its published items (no prospect's demo, no sandbox, no draft), each with when it last changed where known.",
    response: { 200: agencySitemapAnswer },
  };
  app.get('/seo/sitemap', { schema: agency, config: ANYONE }, async () => ({
    pages: (await ctx.cache.reads.read('seo:agency', () => agencyPages(db))) as SitemapPage[],
  }));

  const storeMap = {
    description:
      "A store's pages on its own address (`origin`) for its sitemap.xml: home, index and every published item. A demo store lists none (its pages are the agency's, under /demo), nor does a disabled store. 404 for an unknown store.",
    params: pathParams('store'),
    response: { 200: storeSitemapAnswer },
  };
  const storeMapRoute = { schema: storeMap, config: ANYONE };
  app.get('/seo/stores/:store/sitemap', storeMapRoute, async (request) => {
    const slug = request.params.store;
    const store = await cachedStore(ctx, slug);
    // A demo store's canonical pages are the agency's (/demo/{store}): none on its own address.
    const pages = store.is_demo
      ? []
      : ((await ctx.cache.reads.read(`seo:store:${store.id}`, () =>
          storePages(db, store.id),
        )) as SitemapPage[]);
    return { origin: store.origin, pages };
  });

  const feed = {
    description:
      "The blog's 20 newest published articles with their author, for its rss.xml (times in ISO 8601).",
    response: { 200: blogFeedAnswer },
  };
  app.get('/seo/feed', { schema: feed, config: ANYONE }, async () => ({
    articles: (await ctx.cache.reads.read('seo:feed', () =>
      feedArticles(db),
    )) as BlogFeed['articles'],
  }));
}
