import { z } from 'zod';
import { BLOG_ROUTE_WORDS } from './rules.ts';
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
  /** An uploaded picture (the media upload's URL), or '' for none: the article's sharing card. */
  cover_url: z
    .string({ error: 'The cover must be an uploaded picture' })
    .max(500, { error: 'The cover must be an uploaded picture', abort: true })
    .regex(/^((https?:\/\/[a-z0-9.-]+(:\d+)?)?\/api\/v1\/media\/[\w.-]+)?$/, {
      error: 'The cover must be an uploaded picture',
    }),
  /** The article's address: lower-case words joined by hyphens. */
  slug: z
    .string({ error: 'Enter an address like lagos-food-guide' })
    .trim()
    .toLowerCase()
    .max(100, { error: 'The address must be at most 100 characters', abort: true })
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
      error: 'Use lower-case letters, digits and hyphens for the address, like lagos-food-guide',
    })
    .refine((slug) => !(BLOG_ROUTE_WORDS as readonly string[]).includes(slug), {
      error: 'That address is taken by the editor. Choose another.',
    }),
};

/** A new article; what is left out takes the defaults (empty texts, status published). */
export const articleRequest = z.strictObject({
  id: fields.id,
  title: fields.title,
  excerpt: fields.excerpt.default(''),
  content: fields.content.default(''),
  status: fields.status.default('published'),
  cover_url: fields.cover_url.default(''),
});
export type ArticleRequest = z.input<typeof articleRequest>;

/** A change to an article: only what is sent changes, nothing is defaulted. */
export const articleUpdateRequest = z.strictObject({
  id: fields.id,
  title: fields.title.optional(),
  excerpt: fields.excerpt.optional(),
  content: fields.content.optional(),
  status: fields.status.optional(),
  cover_url: fields.cover_url.optional(),
  slug: fields.slug.optional(),
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
  /** The cover picture ('' for none): shown on the article and on its shared link's card. */
  cover_url: string;
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
