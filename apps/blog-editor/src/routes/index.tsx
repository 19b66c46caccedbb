import { api, signedIn } from '@agency/api-client';
import { Link, useRouteData } from '@agency/router';
import { AdminPage, buttonClass, formatDateTime, Loaded } from '@agency/ui-kit';
import './index.css';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** /admin/blog: the signed-in author's posts. */
export function BlogIndex() {
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
      <Loaded
        state={state}
        what="your posts"
        empty={{
          title: 'No posts yet',
          children: 'Drafts, published and archived posts will all be listed here.',
          action: (
            <Link to="new" className={buttonClass('secondary')}>
              Write your first post
            </Link>
          ),
        }}
      >
        {(posts) => (
          <ul className="be-posts" aria-label="Posts">
            {posts.map((post) => (
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
                    Created{' '}
                    <time dateTime={post.created_at}>{formatDateTime(post.created_at)}</time> · Last
                    updated{' '}
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
      </Loaded>
    </AdminPage>
  );
}
