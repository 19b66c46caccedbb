import type { Article, ArticleStatus } from '@agency/contract';

/** The editor's form: what an author changes. `slug` is '' for a new post (made from its title). */
export interface Form {
  id: string;
  title: string;
  excerpt: string;
  content: string;
  status: ArticleStatus;
  cover_url: string;
  slug: string;
}

/** A new article starts with empty strings and status published. */
export const NEW_ARTICLE: Form = {
  id: '',
  title: '',
  excerpt: '',
  content: '',
  status: 'published',
  cover_url: '',
  slug: '',
};

export const toForm = (article: Article): Form => ({
  id: article.id,
  title: article.title,
  excerpt: article.excerpt,
  content: article.content,
  status: article.status,
  cover_url: article.cover_url ?? '',
  slug: article.slug,
});

export const same = (a: Form, b: Form) =>
  a.title === b.title &&
  a.excerpt === b.excerpt &&
  a.content === b.content &&
  a.status === b.status &&
  a.cover_url === b.cover_url &&
  a.slug === b.slug;

/** An address as the author types it, tidied as the server will store it. */
export const tidySlug = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
