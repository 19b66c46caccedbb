import { z } from 'zod';
import { text } from './strings.ts';

export const ARTICLE_STATUSES = ['published', 'draft', 'archived'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

const fields = {
  /** Sent by the editor; ignored on create, must match the path on update. */
  id: text({
    max: 100,
    tooLong: 'id is not an article id',
    invalid: 'id is not an article id',
    trim: false,
  }).optional(),
  title: text({
    max: 200,
    tooLong: 'Title must be at most 200 characters',
    invalid: 'Title is required',
    min: 1,
  }),
  excerpt: text({
    max: 500,
    tooLong: 'Excerpt must be at most 500 characters',
    invalid: 'Excerpt must be text',
  }),
  content: text({
    max: 500_000,
    tooLong: 'Content is too long',
    invalid: 'Content must be text',
    trim: false,
  }),
  status: z.enum(ARTICLE_STATUSES, { error: 'Status must be published, draft or archived' }),
};

/** A new article; what is left out takes the defaults (empty texts, status published). */
export const articleRequest = z.strictObject({
  id: fields.id,
  title: fields.title,
  excerpt: fields.excerpt.default(''),
  content: fields.content.default(''),
  status: fields.status.default('published'),
});
export type ArticleRequest = z.input<typeof articleRequest>;

/** A change to an article: only what is sent changes, nothing is defaulted. */
export const articleUpdateRequest = z.strictObject({
  id: fields.id,
  title: fields.title.optional(),
  excerpt: fields.excerpt.optional(),
  content: fields.content.optional(),
  status: fields.status.optional(),
});
export type ArticleUpdateRequest = z.input<typeof articleUpdateRequest>;

export const listArticlesQuery = z.strictObject({
  author_id: z.string().max(100, { abort: true }).optional(),
  status: z.enum(['published']).optional(),
});

export interface ArticleListItem {
  id: string;
  title: string;
  excerpt: string;
  slug: string;
  status: ArticleStatus;
  created_at: string;
  last_updated_at: string;
  author_id: string;
}

export interface Article extends ArticleListItem {
  content: string;
}

export interface ArticleList {
  data: { documents: ArticleListItem[] };
}

export interface ArticleDocument {
  data: { documents: [Article] };
}
