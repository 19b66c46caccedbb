import { z } from 'zod';
import {
  ARTICLE_STATUSES,
  type Article,
  type ArticleDocument,
  type ArticleList,
  type ArticleListItem,
} from '../blog.ts';
import { timestampAnswer } from './shared.ts';

/** An article in a list: everything but its content. */
export const articleListItemAnswer = z
  .object({
    id: z.string(),
    title: z.string(),
    excerpt: z.string(),
    slug: z.string(),
    status: z.enum(ARTICLE_STATUSES),
    created_at: timestampAnswer,
    last_updated_at: timestampAnswer,
    author_id: z.string(),
    cover_url: z.string(),
  })
  .meta({ id: 'ArticleListItem' }) satisfies z.ZodType<ArticleListItem>;

export const articleAnswer = articleListItemAnswer
  .extend({ content: z.string() })
  .meta({ id: 'Article' }) satisfies z.ZodType<Article>;

/** `GET /blog`: the published list, or one author's articles. */
export const articleListAnswer = z
  .object({ data: z.object({ documents: z.array(articleListItemAnswer) }) })
  .meta({ id: 'ArticleList' }) satisfies z.ZodType<ArticleList>;

/**
 * One article, as the list's envelope holding it alone. The tuple's rest is `never` (nothing after
 * the article) rather than left out, so the document says `items` as OpenAPI linters want.
 */
export const articleDocumentAnswer = z
  .object({ data: z.object({ documents: z.tuple([articleAnswer], z.never()) }) })
  .meta({ id: 'ArticleDocument' }) satisfies z.ZodType<{
  data: { documents: [ArticleDocument['data']['documents'][0], ...never[]] };
}>;
