import { api } from '@agency/api-client';
import type { ArticleListItem } from '@agency/contract';
import { showApiError, useSession } from '@agency/auth-gate';
import { Link } from '@agency/router';
import { AdminPage, Button, buttonClass, formatDateTime, Loading, StateMessage } from '@agency/ui-kit';
import { useCallback, useEffect, useState } from 'react';

type ListState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; posts: ArticleListItem[] };

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** /admin/blog: the signed-in author's posts. */
export function BlogIndex() {
  const session = useSession('admin');
  const [state, setState] = useState<ListState>({ status: 'loading' });

  const load = useCallback(async () => {
    if (!session) return;
    setState({ status: 'loading' });
    try {
      const { data } = await api.listArticles(session.id, session.token);
      setState({ status: 'ready', posts: data.documents });
    } catch (error) {
      showApiError(error, 'blog list');
      setState({ status: 'failed' });
    }
  }, [session?.id, session?.token]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <AdminPage title="Blog" actions={<Link to="new" className={buttonClass('primary')}>Create a new post</Link>}>
      {state.status === 'loading' && <Loading label="Loading posts" />}
      {state.status === 'failed' && (
        <StateMessage tone="error" title="Your posts could not be loaded" action={<Button onClick={() => void load()}>Try again</Button>} />
      )}
      {state.status === 'ready' && state.posts.length === 0 && (
        <StateMessage title="No posts yet" action={<Link to="new" className={buttonClass('secondary')}>Write your first post</Link>}>
          Drafts, published and archived posts will all be listed here.
        </StateMessage>
      )}
      {state.status === 'ready' && state.posts.length > 0 && (
        <ul className="be-posts" aria-label="Posts">
          {state.posts.map((post) => (
            <li key={post.id} className="be-post uk-panel">
              <div className="be-post__main">
                <div className="be-post__head">
                  <h2 className="be-post__title">{post.title}</h2>
                  <span className={`be-status be-status--${post.status}`}>{capitalise(post.status)}</span>
                </div>
                {post.excerpt && <p className="be-post__excerpt">{post.excerpt}</p>}
                <p className="be-post__dates">
                  Created <time dateTime={post.created_at}>{formatDateTime(post.created_at)}</time> · Last updated{' '}
                  <time dateTime={post.last_updated_at} data-field="last-updated">{formatDateTime(post.last_updated_at)}</time>
                </p>
              </div>
              <div className="be-post__actions">
                <a className={buttonClass('secondary', true)} href={`/blog/${post.slug}`}>Visit</a>
                <Link className={buttonClass('dark', true)} to={post.slug}>Update</Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
