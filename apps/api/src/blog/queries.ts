import type { Article, ArticleListItem } from '@agency/contract';
import { BLOG_ROUTE_WORDS } from '@agency/contract/rules';
import type { Queryable } from '../db/index.ts';
import { DomainError } from '../lib/errors.ts';
import { UUID } from '../lib/ids.ts';
import { firstFree } from '../lib/slugs.ts';

const LIST_COLUMNS =
  'id, title, excerpt, slug, status, created_at, last_updated_at, author_id, cover_url';
/** What slugify can produce (with room for a -N suffix): anything else names no article. */
const SLUG = /^[a-z0-9-]{1,100}$/;

/** An article in a list: everything but its content (LIST_COLUMNS). */
export type ArticleListRow = ArticleListItem;

/** The first free slug for an article title. */
export async function freeSlug(db: Queryable, base: string): Promise<string> {
  // The prefix (slugify output: [a-z0-9-] only, so no LIKE wildcards) uses the text_pattern_ops index; the regex only checks its matches.
  const { rows } = await db.query<{ slug: string }>(
    `SELECT slug FROM articles WHERE slug = $1 OR (slug LIKE $2 AND slug ~ ('^' || $1 || '-[0-9]+$'))`,
    [base, `${base}-%`],
  );
  // The editor's route words are never slugs: 'New' becomes new-2, so its Update link edits it.
  return firstFree(base, [...rows.map((row) => row.slug), ...BLOG_ROUTE_WORDS]);
}

export async function findArticle(db: Queryable, idOrSlug: string): Promise<Article | undefined> {
  const byId = UUID.test(idOrSlug);
  if (!byId && !SLUG.test(idOrSlug)) return undefined;
  const { rows } = await db.query<Article>(
    byId
      ? 'SELECT * FROM articles WHERE id = $1::uuid'
      : // An address the article had before it was edited still finds it.
        `SELECT a.* FROM articles a WHERE a.slug = $1
         UNION ALL
         SELECT a.* FROM article_old_slugs o JOIN articles a ON a.id = o.article_id WHERE o.slug = $1
         LIMIT 1`,
    [idOrSlug],
  );
  return rows[0];
}

/**
 * Gives an article a new address (inside the caller's transaction); its old one keeps finding it.
 * 409 when another article has the address now.
 */
export async function changeSlug(tx: Queryable, article: Article, slug: string): Promise<void> {
  const { rows } = await tx.query('SELECT 1 FROM articles WHERE slug = $1 AND id <> $2', [
    slug,
    article.id,
  ]);
  if (rows.length > 0) throw slugTaken(slug);
  await tx.query('DELETE FROM article_old_slugs WHERE slug = $1', [slug]);
  await tx.query(
    `INSERT INTO article_old_slugs (slug, article_id) VALUES ($1, $2)
     ON CONFLICT (slug) DO UPDATE SET article_id = EXCLUDED.article_id`,
    [article.slug, article.id],
  );
  await tx.query('UPDATE articles SET slug = $2 WHERE id = $1', [article.id, slug]);
}

export const slugTaken = (slug: string) =>
  new DomainError('conflict', `Another article has the address ${slug}. Choose another.`);

/** The public list: the 200 newest published articles. */
export async function publishedArticles(db: Queryable): Promise<ArticleListRow[]> {
  const { rows } = await db.query<ArticleListRow>(
    `SELECT ${LIST_COLUMNS} FROM articles WHERE status = 'published' ORDER BY created_at DESC LIMIT 200`,
  );
  return rows;
}

/** Every article of one author, newest first. */
export async function articlesBy(db: Queryable, authorId: string): Promise<ArticleListRow[]> {
  const { rows } = await db.query<ArticleListRow>(
    `SELECT ${LIST_COLUMNS} FROM articles WHERE author_id = $1 ORDER BY created_at DESC`,
    [authorId],
  );
  return rows;
}

export async function insertArticle(
  tx: Queryable,
  article: Pick<
    Article,
    'author_id' | 'title' | 'slug' | 'excerpt' | 'content' | 'status' | 'cover_url'
  >,
): Promise<Article> {
  const { rows } = await tx.query<Article>(
    `INSERT INTO articles (author_id, title, slug, excerpt, content, status, cover_url)
      VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [
      article.author_id,
      article.title,
      article.slug,
      article.excerpt,
      article.content,
      article.status,
      article.cover_url,
    ],
  );
  return rows[0]!;
}

/** Partial: a field left out (null) keeps its stored value (COALESCE), nothing is defaulted. */
export async function updateArticle(
  db: Queryable,
  id: string,
  changes: {
    title: string | null;
    excerpt: string | null;
    content: string | null;
    status: string | null;
    cover_url: string | null;
  },
): Promise<Article> {
  const { rows } = await db.query<Article>(
    `UPDATE articles SET title = coalesce($2, title), excerpt = coalesce($3, excerpt), content = coalesce($4, content),
              status = coalesce($5, status), cover_url = coalesce($6, cover_url), last_updated_at = now()
        WHERE id = $1 RETURNING *`,
    [id, changes.title, changes.excerpt, changes.content, changes.status, changes.cover_url],
  );
  return rows[0]!;
}

export async function deleteArticle(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM articles WHERE id = $1', [id]);
}
