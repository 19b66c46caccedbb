import { api } from '@agency/api-client';
import type { ArticleListItem } from '@agency/contract';
import { Link } from '@agency/router';
import { Button, formatDate, Loading, StateMessage } from '@agency/ui-kit';
import { useCallback, useEffect, useState } from 'react';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; articles: ArticleListItem[] };

/** /blog — 'Main': the published articles, newest first. */
export function BlogIndex() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const { data } = await api.listPublishedArticles();
      setState({ status: 'ready', articles: data.documents });
    } catch (error) {
      console.error('[blog] articles not loaded', error);
      setState({ status: 'failed' });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section className="uk-container agency__page">
      <p className="uk-eyebrow">Blog</p>
      <h1 className="uk-page-title">Main</h1>
      <p className="uk-muted agency__blog-lead">Notes from the forge on selling online.</p>
      {state.status === 'loading' && <Loading label="Loading articles" />}
      {state.status === 'failed' && (
        <StateMessage tone="error" title="The articles could not be loaded" action={<Button onClick={() => void load()}>Try again</Button>} />
      )}
      {state.status === 'ready' && state.articles.length === 0 && <StateMessage title="No articles yet">New articles are on their way.</StateMessage>}
      {state.status === 'ready' && state.articles.length > 0 && (
        <ol className="agency__articles" aria-label="Articles">
          {state.articles.map((article) => (
            <li key={article.id}>
              <Link to={`/blog/${article.slug}`} className="agency__article-card">
                <time dateTime={article.created_at}>{formatDate(article.created_at)}</time>
                <h2>{article.title}</h2>
                {article.excerpt && <p>{article.excerpt}</p>}
                <span className="agency__read">Read article →</span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
