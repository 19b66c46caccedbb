import {
  articleRequest,
  articleUpdateRequest,
  listArticlesQuery,
  type Article,
} from '@agency/contract';
import { BLOG_ROUTE_WORDS, mayChangeArticle } from '@agency/contract/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser, type Context, type User } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { HttpError, parse } from '../lib/errors.ts';
import { UUID, userIdParam } from '../lib/ids.ts';
import { firstFree, slugify } from '../lib/slugs.ts';
import { sanitizeArticle } from '../lib/sanitize.ts';

const AUTHORS = ['marketer', 'admin'] as const;
const LIST_COLUMNS = 'id, title, excerpt, slug, status, created_at, last_updated_at, author_id';
/** Article bodies carry HTML with inline images; every other body of the API stays small. */
const ARTICLE_BODY_LIMIT = 2 * 1024 * 1024;
/** What slugify can produce (with room for a -N suffix): anything else names no article. */
const SLUG = /^[a-z0-9-]{1,100}$/;

/** The first free slug for an article title. */
async function freeSlug(db: Queryable, base: string): Promise<string> {
  // The prefix (slugify output: [a-z0-9-] only, so no LIKE wildcards) uses the text_pattern_ops index; the regex only checks its matches.
  const { rows } = await db.query<{ slug: string }>(
    `SELECT slug FROM articles WHERE slug = $1 OR (slug LIKE $2 AND slug ~ ('^' || $1 || '-[0-9]+$'))`,
    [base, `${base}-%`],
  );
  // The editor's route words are never slugs: 'New' becomes new-2, so its Update link edits it.
  return firstFree(base, [...rows.map((row) => row.slug), ...BLOG_ROUTE_WORDS]);
}

async function findArticle(db: Queryable, idOrSlug: string): Promise<Article | undefined> {
  const byId = UUID.test(idOrSlug);
  if (!byId && !SLUG.test(idOrSlug)) return undefined;
  const { rows } = await db.query<Article>(
    `SELECT * FROM articles WHERE ${byId ? 'id = $1::uuid' : 'slug = $1'}`,
    [idOrSlug],
  );
  return rows[0];
}

/** The signed-in user, if a token came with the request and is good; public reads don't need one. */
async function optionalUser(ctx: Context, request: FastifyRequest): Promise<User | null> {
  if (!request.headers.authorization) return null;
  return requireUser(ctx, request);
}

const one = (article: Article) => ({ data: { documents: [article] } });

export function blogRoutes(app: FastifyInstance, ctx: Context): void {
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
      return reads.get('published', async () => {
        const { rows } = await db.query(
          `SELECT ${LIST_COLUMNS} FROM articles WHERE status = 'published' ORDER BY created_at DESC LIMIT 200`,
        );
        return listJson(rows);
      });
    }
    const user = await requireUser(ctx, request, AUTHORS);
    const authorId = userIdParam(author_id, 'author_id');
    if (user.role !== 'admin' && user.id !== authorId)
      throw new HttpError(403, 'You can only list your own articles');
    return reads.get(`author:${authorId}`, async () => {
      const { rows } = await db.query(
        `SELECT ${LIST_COLUMNS} FROM articles WHERE author_id = $1 ORDER BY created_at DESC`,
        [authorId],
      );
      return listJson(rows);
    });
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
          const { rows } = await tx.query<Article>(
            `INSERT INTO articles (author_id, title, slug, excerpt, content, status) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
            [user.id, input.title, slug, input.excerpt, content, input.status],
          );
          return rows[0]!;
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
      const { rows } = await db.query<Article>(
        `UPDATE articles SET title = coalesce($2, title), excerpt = coalesce($3, excerpt), content = coalesce($4, content),
              status = coalesce($5, status), last_updated_at = now()
        WHERE id = $1 RETURNING *`,
        [
          article.id,
          input.title ?? null,
          input.excerpt ?? null,
          input.content === undefined ? null : sanitizeArticle(input.content),
          input.status ?? null,
        ],
      );
      forget(rows[0]!);
      return one(rows[0]!);
    },
  );

  app.delete<{ Params: { id: string } }>('/blog/:id', async (request) => {
    const user = await requireUser(ctx, request, AUTHORS);
    const article = await findArticle(db, request.params.id);
    if (!article) throw new HttpError(404, 'Article not found');
    if (!mayChangeArticle(user, article))
      throw new HttpError(403, 'Only the author can delete this article');
    await db.query('DELETE FROM articles WHERE id = $1', [article.id]);
    forget(article);
    return { message: 'Post deleted' };
  });
}
