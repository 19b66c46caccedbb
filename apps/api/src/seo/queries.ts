import type { BlogFeed, SitemapPage } from '@agency/contract';
import type { Queryable } from '../db/index.ts';
import { UNLISTED } from '../stores/index.ts';

/** Sitemap entries are capped per file (the protocol's limit is 50,000 URLs). */
const MAX_PAGES = 45_000;

/**
 * The agency's own showcase stores (the demo brand): demo stores of the live workspace made for no
 * prospect. A prospect's demo is shared by its link, and a visitor's sandbox is theirs alone: the
 * sitemap names neither (decision 033).
 */
export const SHOWCASE_STORE = `s.is_demo AND NOT ${UNLISTED} AND s.disabled_at IS NULL`;

/**
 * The agency site's pages: home, contact, the blog and each published article, and its showcase
 * stores (canonical at /demo/{store}, docs/product-rules.md "Many stores") with their published
 * products (never drafts).
 */
export async function agencyPages(db: Queryable): Promise<SitemapPage[]> {
  const [articles, demoStores, demoProducts] = await Promise.all([
    db.query<{ slug: string; lastmod: string }>(
      `SELECT slug, last_updated_at AS lastmod FROM articles WHERE status = 'published'
        ORDER BY created_at DESC LIMIT ${MAX_PAGES}`,
    ),
    db.query<{ slug: string; lastmod: string | null }>(
      `SELECT s.slug, (SELECT max(updated_at) FROM products p WHERE p.store_id = s.id) AS lastmod
         FROM stores s WHERE ${SHOWCASE_STORE} ORDER BY s.created_at`,
    ),
    db.query<{ store: string; slug: string; lastmod: string }>(
      `SELECT s.slug AS store, p.slug, p.updated_at AS lastmod
         FROM products p JOIN stores s ON s.id = p.store_id
        WHERE ${SHOWCASE_STORE} AND p.status = 'active'
        ORDER BY s.created_at, p.created_at LIMIT ${MAX_PAGES}`,
    ),
  ]);
  const newest = articles.rows[0]?.lastmod;
  return [
    { path: '/' },
    { path: '/contact' },
    { path: '/blog', ...(newest ? { lastmod: iso(newest) } : {}) },
    ...articles.rows.map((a) => ({ path: `/blog/${a.slug}`, lastmod: iso(a.lastmod) })),
    ...demoStores.rows.flatMap((s) => [
      { path: `/demo/${s.slug}` },
      { path: `/demo/${s.slug}/store`, ...(s.lastmod ? { lastmod: iso(s.lastmod) } : {}) },
    ]),
    ...demoProducts.rows.map((p) => ({
      path: `/demo/${p.store}/store/${p.slug}`,
      lastmod: iso(p.lastmod),
    })),
  ].slice(0, MAX_PAGES);
}

/**
 * A store's pages at the root of its own address: home, index and every published product. None
 * for a store that is a demo, disabled, or not of the live workspace (only a client's store that
 * shoppers may use is indexed).
 */
export async function storePages(db: Queryable, storeId: string): Promise<SitemapPage[]> {
  const { rows: live } = await db.query(
    `SELECT 1 FROM stores s JOIN businesses b ON b.id = s.business_id
      WHERE s.id = $1 AND NOT s.is_demo AND s.disabled_at IS NULL AND s.opened_at IS NOT NULL
        AND b.workspace = 'live'`,
    [storeId],
  );
  if (live.length === 0) return [];
  const { rows } = await db.query<{ slug: string; lastmod: string }>(
    `SELECT slug, updated_at AS lastmod FROM products WHERE store_id = $1 AND status = 'active' AND NOT sample
      ORDER BY created_at LIMIT ${MAX_PAGES}`,
    [storeId],
  );
  const newest = rows.reduce<string | undefined>(
    (latest, r) => (!latest || iso(r.lastmod) > latest ? iso(r.lastmod) : latest),
    undefined,
  );
  return [
    { path: '/' },
    { path: '/store', ...(newest ? { lastmod: newest } : {}) },
    ...rows.map((p) => ({ path: `/store/${p.slug}`, lastmod: iso(p.lastmod) })),
  ];
}

/** The 20 newest published articles with their author's name, for the blog's RSS feed. */
export async function feedArticles(db: Queryable): Promise<BlogFeed['articles']> {
  const { rows } = await db.query<BlogFeed['articles'][number]>(
    `SELECT a.title, a.slug, a.excerpt, a.content, u.name AS author,
            a.created_at AS published_at, a.last_updated_at AS updated_at
       FROM articles a JOIN users u ON u.id = a.author_id
      WHERE a.status = 'published' ORDER BY a.created_at DESC LIMIT 20`,
  );
  return rows.map((r) => ({
    ...r,
    published_at: iso(r.published_at),
    updated_at: iso(r.updated_at),
  }));
}

/** Timestamps arrive as Date (PGlite, pg) or text: always ISO 8601 out. */
const iso = (value: string | Date) => new Date(value).toISOString();
