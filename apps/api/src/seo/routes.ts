import type {
  AgencySitemap,
  BlogFeed,
  SitemapPage,
  StoreInfo,
  StoreSitemap,
} from '@agency/contract';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../context.ts';
import { storeBySlug } from '../stores/queries.ts';
import { agencyPages, feedArticles, storePages } from './queries.ts';

/**
 * /seo/sitemap, /seo/stores/:store/sitemap and /seo/feed: what the sites' servers turn into
 * sitemap.xml and rss.xml (tooling/serve/src/seo.ts), read from the database on each request
 * (briefly cached), so they follow every publish, new product and deletion.
 */
export default async function seoRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: Context },
): Promise<void> {
  const { db } = ctx;

  app.get(
    '/seo/sitemap',
    async (): Promise<AgencySitemap> => ({
      pages: (await ctx.cache.reads.get('seo:agency', () => agencyPages(db))) as SitemapPage[],
    }),
  );

  app.get<{ Params: { store: string } }>(
    '/seo/stores/:store/sitemap',
    async (request): Promise<StoreSitemap> => {
      const slug = request.params.store;
      const store = (await ctx.cache.reads.get(`store:${slug}`, () =>
        storeBySlug(db, ctx.config.stores, slug),
      )) as StoreInfo;
      // A demo store's canonical pages are the agency's (/demo/{store}): none on its own address.
      const pages = store.is_demo
        ? []
        : ((await ctx.cache.reads.get(`seo:store:${store.id}`, () =>
            storePages(db, store.id),
          )) as SitemapPage[]);
      return { origin: store.origin, pages };
    },
  );

  app.get(
    '/seo/feed',
    async (): Promise<BlogFeed> => ({
      articles: (await ctx.cache.reads.get('seo:feed', () =>
        feedArticles(db),
      )) as BlogFeed['articles'],
    }),
  );
}
