/**
 * What search engines and feed readers are given (docs/product-rules.md, "Search engines"): the
 * API lists the pages, the sites' servers (apps/web-server) write them as sitemap.xml and rss.xml
 * at their own address.
 */

/** One page of a sitemap: its path on the site, and when it last changed (ISO time), if known. */
export interface SitemapPage {
  path: string;
  lastmod?: string;
}

/** The agency site's pages: its own, published articles, and the demo stores shown there. */
export interface AgencySitemap {
  pages: SitemapPage[];
}

/**
 * A store's pages on its own address (`origin`). A demo store's canonical pages are the agency's
 * (/demo/{store}), so its own address lists none until it is launched.
 */
export interface StoreSitemap {
  origin: string;
  pages: SitemapPage[];
}

/** The blog's newest published articles, for its RSS feed. */
export interface BlogFeed {
  articles: {
    title: string;
    slug: string;
    excerpt: string;
    content: string;
    author: string;
    published_at: string;
    updated_at: string;
  }[];
}
