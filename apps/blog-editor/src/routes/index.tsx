import { api, signedIn } from '@agency/api-client';
import { Link, useRouteData } from '@agency/router';
import {
  AdminPage,
  Button,
  buttonClass,
  formatDateTime,
  Loading,
  StateMessage,
} from '@agency/ui-kit';
import './index.css';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** /admin/blog: the signed-in author's posts. */
export function BlogIndex() {
  // A failure to load says so in place (once), with a way to try again.
  const state = useRouteData(
    `blog:mine:${signedIn()?.id}`,
    async () => (await api.blog.mine()).data.documents,
  );

  return (
    <AdminPage
      title="Blog"
      actions={
        <Link to="new" className={buttonClass('primary')}>
          Create a new post
        </Link>
      }
    >
      {state.status === 'loading' && <Loading label="Loading posts" />}
      {state.status === 'failed' && (
        <StateMessage
          tone="error"
          title="Your posts could not be loaded"
          action={<Button onClick={state.reload}>Try again</Button>}
        >
          {state.message}
        </StateMessage>
      )}
      {state.status === 'ready' && state.data.length === 0 && (
        <StateMessage
          title="No posts yet"
          action={
            <Link to="new" className={buttonClass('secondary')}>
              Write your first post
            </Link>
          }
        >
          Drafts, published and archived posts will all be listed here.
        </StateMessage>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <ul className="be-posts" aria-label="Posts">
          {state.data.map((post) => (
            <li key={post.id} className="be-post uk-panel">
              <div className="be-post__main">
                <div className="be-post__head">
                  <h2 className="be-post__title">{post.title}</h2>
                  <span className={`be-status be-status--${post.status}`}>
                    {capitalise(post.status)}
                  </span>
                </div>
                {post.excerpt && <p className="be-post__excerpt">{post.excerpt}</p>}
                <p className="be-post__dates">
                  Created <time dateTime={post.created_at}>{formatDateTime(post.created_at)}</time>{' '}
                  · Last updated{' '}
                  <time dateTime={post.last_updated_at} data-field="last-updated">
                    {formatDateTime(post.last_updated_at)}
                  </time>
                </p>
              </div>
              <div className="be-post__actions">
                <a className={buttonClass('secondary', true)} href={`/blog/${post.slug}`}>
                  Visit
                </a>
                <Link className={buttonClass('dark', true)} to={post.slug}>
                  Update
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
