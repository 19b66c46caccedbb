import { z } from 'zod';

export const ARTICLE_STATUSES = ['published', 'draft', 'archived'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const articleRequest = z.strictObject({
  /** Sent by the editor (SPEC 7); ignored on create, must match the path on update. */
  id: z.string().optional(),
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
  excerpt: z.string().trim().max(500, 'Excerpt must be at most 500 characters').default(''),
  content: z.string().max(500_000, 'Content is too long').default(''),
  status: z.enum(ARTICLE_STATUSES, { error: 'Status must be published, draft or archived' }).default('published'),
});
export type ArticleRequest = z.input<typeof articleRequest>;

export const listArticlesQuery = z.strictObject({
  author_id: z.string().optional(),
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
