import { api, ApiError } from '@agency/api-client';
import type { Article } from '@agency/contract';
import { Link, useParams } from '@agency/router';
import { Button, buttonClass, formatDate, Loading, StateMessage } from '@agency/ui-kit';
import { useCallback, useEffect, useState } from 'react';

type State = { status: 'loading' } | { status: 'missing' } | { status: 'failed' } | { status: 'ready'; article: Article };

/** /blog/{slug} — one published article; drafts, archived and unknown slugs are not found. */
export function BlogArticle() {
  const slug = (useParams()['*'] ?? '').split('/').filter(Boolean)[0] ?? '';
  const [state, setState] = useState<State>({ status: 'loading' });
  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const { data } = await api.getArticle(slug);
      setState({ status: 'ready', article: data.documents[0] });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return setState({ status: 'missing' });
      console.error('[blog] article not loaded', error);
      setState({ status: 'failed' });
    }
  }, [slug]);
  useEffect(() => {
    void load();
  }, [load]);

  if (state.status !== 'ready') {
    return (
      <section className="uk-container agency__page">
        <p className="uk-eyebrow">Blog</p>
        <h1 className="uk-page-title">Article</h1>
        {state.status === 'loading' && <Loading label="Loading article" />}
        {state.status === 'missing' && (
          <StateMessage title="This article is not available" action={<Link className={buttonClass('secondary')} to="/blog">See all articles</Link>}>
            It may have been moved, archived or never published.
          </StateMessage>
        )}
        {state.status === 'failed' && (
          <StateMessage tone="error" title="The article could not be loaded" action={<Button onClick={() => void load()}>Try again</Button>} />
        )}
      </section>
    );
  }
  const { article } = state;
  return (
    <article className="uk-container agency__page agency__article">
      <p className="uk-eyebrow">
        <Link to="/blog">Blog</Link>
      </p>
      <h1 className="uk-page-title">{article.title}</h1>
      <p className="uk-muted">
        Published <time dateTime={article.created_at}>{formatDate(article.created_at)}</time>
        {article.last_updated_at !== article.created_at && (
          <> · Updated <time dateTime={article.last_updated_at}>{formatDate(article.last_updated_at)}</time></>
        )}
      </p>
      {article.excerpt && <p className="agency__lead">{article.excerpt}</p>}
      {/* Sanitised by the server on every write (apps/api/src/lib/sanitize.ts). */}
      <div className="agency__prose" dangerouslySetInnerHTML={{ __html: article.content }} />
    </article>
  );
}
