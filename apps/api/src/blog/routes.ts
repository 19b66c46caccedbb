import {
  articleRequest,
  articleUpdateRequest,
  listArticlesQuery,
  type Article,
} from '@agency/contract';
import { mayChangeArticle } from '@agency/contract/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditArticleDeleted } from '../audit/events.ts';
import { requireUser, type Context, type User } from '../context.ts';
import { HttpError, parse } from '../lib/errors.ts';
import { userIdParam } from '../lib/ids.ts';
import { sanitizeArticle } from '../lib/sanitize.ts';
import { slugify } from '../lib/slugs.ts';
import {
  articlesBy,
  changeSlug,
  deleteArticle,
  findArticle,
  freeSlug,
  insertArticle,
  publishedArticles,
  slugTaken,
  updateArticle,
} from './queries.ts';

const AUTHORS = ['marketer', 'admin'] as const;
/** Article bodies carry HTML with inline images; every other body of the API stays small. */
const ARTICLE_BODY_LIMIT = 2 * 1024 * 1024;

/** The signed-in user, if a token came with the request and is good; public reads don't need one. */
async function optionalUser(ctx: Context, request: FastifyRequest): Promise<User | null> {
  if (!request.headers.authorization) return null;
  return requireUser(ctx, request);
}

const one = (article: Article) => ({ data: { documents: [article] } });

/** /blog and /blog/:id: public reads of published articles, authors' drafts and writes. */
export default async function blogRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: Context },
): Promise<void> {
  const { db } = ctx;
  const reads = ctx.cache.reads;
  /** After a write: drop the cached copies it changed (its id, its slug, its author's list, the public list). */
  const forget = (article: Article) => {
    for (const key of [
      `article:${article.id}`,
      `article:${article.slug}`,
      `author:${article.author_id}`,
      'published',
    ])
      reads.delete(key);
  };

  // Lists are cached as the JSON text they are sent as: serialising 50 rows is most of a hit's cost.
  const listJson = (rows: unknown[]) => JSON.stringify({ data: { documents: rows } });

  app.get('/blog', async (request, reply) => {
    const { author_id } = parse(listArticlesQuery, request.query);
    reply.type('application/json; charset=utf-8');
    if (author_id === undefined) {
      return reads.get('published', async () => listJson(await publishedArticles(db)));
    }
    const user = await requireUser(ctx, request, AUTHORS);
    const authorId = userIdParam(author_id, 'author_id');
    if (user.role !== 'admin' && user.id !== authorId)
      throw new HttpError(403, 'You can only list your own articles');
    return reads.get(`author:${authorId}`, async () => listJson(await articlesBy(db, authorId)));
  });

  app.get<{ Params: { id: string } }>('/blog/:id', async (request) => {
    const article = (await reads.get(`article:${request.params.id}`, () =>
      findArticle(db, request.params.id),
    )) as Article | undefined;
    if (article && article.status === 'published') return one(article);
    // Drafts and archived articles are for their author (and admins) only; to anyone else they don't exist.
    const user = await optionalUser(ctx, request);
    if (!article || !mayChangeArticle(user, article)) throw new HttpError(404, 'Article not found');
    return one(article);
  });

  app.post('/blog', { bodyLimit: ARTICLE_BODY_LIMIT }, async (request, reply) => {
    const user = await requireUser(ctx, request, AUTHORS);
    const input = parse(articleRequest, request.body);
    const content = sanitizeArticle(input.content);
    const base = slugify(input.title, 'article');
    for (let attempt = 0; ; attempt += 1) {
      try {
        const article = await db.transaction(async (tx) => {
          const slug = await freeSlug(tx, base);
          return insertArticle(tx, {
            author_id: user.id,
            title: input.title,
            slug,
            excerpt: input.excerpt,
            content,
            status: input.status,
            cover_url: input.cover_url,
          });
        });
        forget(article);
        return reply.code(201).send(one(article));
      } catch (error) {
        // Another writer took the same slug between our read and write: pick again.
        if ((error as { code?: string }).code === '23505' && attempt < 5) continue;
        throw error;
      }
    }
  });

  app.patch<{ Params: { id: string } }>(
    '/blog/:id',
    { bodyLimit: ARTICLE_BODY_LIMIT },
    async (request) => {
      const user = await requireUser(ctx, request, AUTHORS);
      const article = await findArticle(db, request.params.id);
      if (!article) throw new HttpError(404, 'Article not found');
      if (!mayChangeArticle(user, article))
        throw new HttpError(403, 'Only the author can change this article');
      const input = parse(articleUpdateRequest, request.body);
      if (input.id && input.id !== article.id)
        throw new HttpError(400, 'id does not match the article being updated');
      // Partial: a field left out keeps its stored value (COALESCE), nothing is defaulted.
      const changes = {
        title: input.title ?? null,
        excerpt: input.excerpt ?? null,
        content: input.content === undefined ? null : sanitizeArticle(input.content),
        status: input.status ?? null,
        cover_url: input.cover_url ?? null,
      };
      const updated = await db
        .transaction(async (tx) => {
          // A new address: the old one keeps finding the article (and is no longer cached as it).
          if (input.slug && input.slug !== article.slug) await changeSlug(tx, article, input.slug);
          return updateArticle(tx, article.id, changes);
        })
        .catch((error) => {
          if ((error as { code?: string }).code === '23505' && input.slug)
            throw slugTaken(input.slug);
          throw error;
        });
      forget(article);
      forget(updated);
      return one(updated);
    },
  );

  app.delete<{ Params: { id: string } }>('/blog/:id', async (request) => {
    const user = await requireUser(ctx, request, AUTHORS);
    const article = await findArticle(db, request.params.id);
    if (!article) throw new HttpError(404, 'Article not found');
    if (!mayChangeArticle(user, article))
      throw new HttpError(403, 'Only the author can delete this article');
    await deleteArticle(db, article.id);
    await auditArticleDeleted(db, request, user, article);
    forget(article);
    return { message: 'Post deleted' };
  });
}
