import { z } from 'zod';
import type { AgencySitemap, BlogFeed, SitemapPage, StoreSitemap } from '../seo.ts';

export const sitemapPageAnswer = z
  .object({ path: z.string(), lastmod: z.string().optional() })
  .meta({ id: 'SitemapPage' }) satisfies z.ZodType<SitemapPage>;

export const agencySitemapAnswer = z
  .object({ pages: z.array(sitemapPageAnswer) })
  .meta({ id: 'AgencySitemap' }) satisfies z.ZodType<AgencySitemap>;

export const storeSitemapAnswer = z
  .object({ origin: z.string(), pages: z.array(sitemapPageAnswer) })
  .meta({ id: 'StoreSitemap' }) satisfies z.ZodType<StoreSitemap>;

export const blogFeedAnswer = z
  .object({
    articles: z.array(
      z.object({
        title: z.string(),
        slug: z.string(),
        excerpt: z.string(),
        content: z.string(),
        author: z.string(),
        published_at: z.string(),
        updated_at: z.string(),
      }),
    ),
  })
  .meta({ id: 'BlogFeed' }) satisfies z.ZodType<BlogFeed>;
