import type { ReactNode } from 'react';
import { formatDate } from './format.ts';

export interface ArticleViewProps {
  article: {
    title: string;
    excerpt: string;
    content: string;
    created_at: string;
    last_updated_at: string;
    /** The cover picture ('' or left out for none). */
    cover_url?: string;
  };
  /** Above the title: the way back to the blog, or what kind of view this is. */
  eyebrow?: ReactNode;
  /** The page's own spacing class. */
  className?: string;
}

/** Minutes to read, at 200 words a minute (at least one): the text without its markup. */
export function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

/** An article as readers see it: the public blog and the editor's preview render this one markup. */
export function ArticleView({ article, eyebrow, className }: ArticleViewProps) {
  return (
    <article className={`uk-container uk-article${className ? ` ${className}` : ''}`}>
      {eyebrow && <p className="uk-eyebrow">{eyebrow}</p>}
      <h1 className="uk-page-title">{article.title}</h1>
      <p className="uk-muted">
        Published <time dateTime={article.created_at}>{formatDate(article.created_at)}</time>
        {article.last_updated_at !== article.created_at && (
          <>
            {' '}
            · Updated{' '}
            <time dateTime={article.last_updated_at}>{formatDate(article.last_updated_at)}</time>
          </>
        )}
        {` · ${readingMinutes(article.content)} min read`}
      </p>
      {article.excerpt && <p className="uk-article__lead">{article.excerpt}</p>}
      {article.cover_url && (
        // The cover is the article's first picture: loaded at once, sized to the column.
        <img
          className="uk-article__cover"
          src={article.cover_url}
          alt=""
          width={1200}
          height={628}
          fetchPriority="high"
        />
      )}
      {/* Sanitised by the server on every write (apps/api/src/lib/sanitize.ts). */}
      <div className="uk-prose" dangerouslySetInnerHTML={{ __html: article.content }} />
    </article>
  );
}
