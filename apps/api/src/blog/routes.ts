import {
  type Article,
  articleDocumentAnswer,
  type ArticleDocument,
  articleListAnswer,
  articleRequest,
  articleUpdateRequest,
  listArticlesQuery,
  messageAnswer,
  pathParams,
} from '@agency/contract';
import { mayChangeArticle } from '@agency/contract/rules';
import type { FastifyRequest } from 'fastify';
import { requireUser, type Context, type User } from '../context.ts';
import { HttpError } from '../lib/errors.ts';
import { originOf } from '../lib/events.ts';
import { userIdParam } from '../lib/ids.ts';
import type { ApiApp } from '../lib/schemas.ts';
import { sanitizeArticle } from '../lib/sanitize.ts';
import { slugify } from '../lib/slugs.ts';
import { sendWritten, writtenBytes } from '../lib/written-answers.ts';
import {
  type ArticleListRow,
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

const one = (article: Article): ArticleDocument => ({ data: { documents: [article] } });
const idParams = pathParams('id');

/** /blog and /blog/:id: public reads of published articles, authors' drafts and writes. */
export default async function blogRoutes(app: ApiApp, { ctx }: { ctx: Context }): Promise<void> {
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

  const list = {
    description:
      "Without `author_id`: the published articles, newest first (anyone). With it: that author's articles, drafts and archived ones included (the author, or an admin; 403 for another author's).",
    querystring: listArticlesQuery,
    response: { 200: articleListAnswer },
  };
  app.get('/blog', { schema: list }, async (request, reply) => {
    const { author_id } = request.query;
    // Lists are cached as the JSON they are sent as (written by the route's answer schema):
    // serialising 50 rows is most of a hit's cost.
    const listJson = async (rows: Promise<ArticleListRow[]>) =>
      writtenBytes(reply, { data: { documents: await rows } });
    const send = (bytes: Buffer) => sendWritten(reply, bytes);
    if (author_id === undefined)
      return send(await reads.read('published', () => listJson(publishedArticles(db))));
    const user = await requireUser(ctx, request, AUTHORS);
    const authorId = userIdParam(author_id, 'author_id');
    if (user.role !== 'admin' && user.id !== authorId)
      throw new HttpError(403, 'You can only list your own articles');
    return send(await reads.read(`author:${authorId}`, () => listJson(articlesBy(db, authorId))));
  });

  const read = {
    description:
      'One article by its id or its address (slug; an old address still finds it). Drafts and archived articles only for their author or an admin: 404 for anyone else.',
    params: idParams,
    response: { 200: articleDocumentAnswer },
  };
  app.get('/blog/:id', { schema: read }, async (request) => {
    const article = (await reads.read(`article:${request.params.id}`, () =>
      findArticle(db, request.params.id),
    )) as Article | undefined;
    if (article && article.status === 'published') return one(article);
    // Drafts and archived articles are for their author (and admins) only; to anyone else they don't exist.
    const user = await optionalUser(ctx, request);
    if (!article || !mayChangeArticle(user, article)) throw new HttpError(404, 'Article not found');
    return one(article);
  });

  const create = {
    description:
      "A new article by the caller (marketers and admins); its address comes from its title. The content's HTML is cleaned of anything but text, links and pictures.",
    body: articleRequest,
    response: { 201: articleDocumentAnswer },
  };
  app.post('/blog', { bodyLimit: ARTICLE_BODY_LIMIT, schema: create }, async (request, reply) => {
    const user = await requireUser(ctx, request, AUTHORS);
    const input = request.body;
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

  const edit = {
    description:
      'Changes an article (its author or an admin): only the fields sent change. A new `slug` is its new address (409 when another article has it); the old one keeps finding it.',
    params: idParams,
    body: articleUpdateRequest,
    response: { 200: articleDocumentAnswer },
  };
  app.patch('/blog/:id', { bodyLimit: ARTICLE_BODY_LIMIT, schema: edit }, async (request) => {
    const user = await requireUser(ctx, request, AUTHORS);
    const article = await findArticle(db, request.params.id);
    if (!article) throw new HttpError(404, 'Article not found');
    if (!mayChangeArticle(user, article))
      throw new HttpError(403, 'Only the author can change this article');
    const input = request.body;
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
  });

  const remove = {
    description: 'Deletes an article for good (its author or an admin).',
    params: idParams,
    response: { 200: messageAnswer },
  };
  app.delete('/blog/:id', { schema: remove }, async (request) => {
    const user = await requireUser(ctx, request, AUTHORS);
    const article = await findArticle(db, request.params.id);
    if (!article) throw new HttpError(404, 'Article not found');
    if (!mayChangeArticle(user, article))
      throw new HttpError(403, 'Only the author can delete this article');
    await db.transaction(async (tx) => {
      await deleteArticle(tx, article.id);
      await ctx.events.emit(tx, {
        type: 'blog.article_deleted',
        origin: originOf(request, user),
        article,
      });
    });
    forget(article);
    return { message: 'Post deleted' };
  });
}
