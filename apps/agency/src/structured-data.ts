import type { Article } from '@agency/contract';

/**
 * schema.org JSON-LD for the agency's pages (docs/product-rules.md, "Search engines"). Paths are
 * made absolute on the site's origin by the page's head (usePageMeta, the server's template).
 */

/** The blog's RSS feed, announced in the head of the home page, the blog and its articles. */
export const BLOG_FEED = { title: 'Forgeworks blog', href: '/rss.xml' };

const FORGEWORKS = { '@type': 'Organization', name: 'Forgeworks', url: '/' } as const;

/** The agency itself, on its home page. */
export function organizationJsonLd(description: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    ...FORGEWORKS,
    '@id': '/#organization',
    description,
    areaServed: { '@type': 'Country', name: 'Nigeria' },
    contactPoint: { '@type': 'ContactPoint', contactType: 'sales', url: '/contact' },
  };
}

/** One published article; its first picture (if any) as its image. */
export function articleJsonLd(
  article: Pick<
    Article,
    'title' | 'slug' | 'excerpt' | 'content' | 'created_at' | 'last_updated_at' | 'cover_url'
  >,
): Record<string, unknown> {
  // The cover when the article has one (its shared card uses it too), else its first picture.
  const picture = article.cover_url || /<img[^>]+src="([^"]+)"/i.exec(article.content)?.[1];
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title.slice(0, 110),
    ...(article.excerpt ? { description: article.excerpt } : {}),
    url: `/blog/${article.slug}`,
    mainEntityOfPage: `/blog/${article.slug}`,
    datePublished: new Date(article.created_at).toISOString(),
    dateModified: new Date(article.last_updated_at).toISOString(),
    ...(picture && /^(https?:\/\/|\/)/.test(picture) ? { image: [picture] } : {}),
    author: FORGEWORKS,
    publisher: FORGEWORKS,
  };
}
