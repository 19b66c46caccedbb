import { api } from '@agency/api-client';
import { Link, usePageMeta, useRouteData } from '@agency/router';
import { formatDate, Loaded } from '@agency/ui-kit/public';
import { BLOG_FEED } from '../../structured-data.ts';
import './blog.css';

/** /blog: the published articles, newest first, each card with its cover picture when it has one. */
export function BlogIndex() {
  usePageMeta({
    title: 'Blog — Forgeworks',
    description:
      'Notes from the forge on selling online: stores, payments, delivery and growth for Nigerian businesses.',
    canonical: '/blog',
    feeds: [BLOG_FEED],
  });
  const articles = useRouteData(
    'blog:published',
    async () => (await api.blog.published()).data.documents,
  );

  return (
    <section className="uk-container agency__page">
      <p className="uk-eyebrow">Blog</p>
      <h1 className="uk-page-title">Notes from the forge</h1>
      <p className="uk-muted agency__blog-lead">
        Selling online in Nigeria: stores, payments, delivery and growth.
      </p>
      <Loaded
        state={articles}
        what="the articles"
        empty={{ title: 'No articles yet', children: 'New articles are on their way.' }}
      >
        {(list) => (
          <ol className="agency__articles" aria-label="Articles">
            {list.map((article, index) => (
              <li key={article.id}>
                <Link to={`/blog/${article.slug}`} className="agency__article-card">
                  {article.cover_url && (
                    // The title beside it says what the article is: the picture adds no words.
                    <img
                      className="agency__article-cover"
                      src={article.cover_url}
                      alt=""
                      width={1200}
                      height={628}
                      loading={index < 2 ? 'eager' : 'lazy'}
                    />
                  )}
                  <time dateTime={article.created_at}>{formatDate(article.created_at)}</time>
                  <h2>{article.title}</h2>
                  {article.excerpt && <p>{article.excerpt}</p>}
                  <span className="agency__read">Read article →</span>
                </Link>
              </li>
            ))}
          </ol>
        )}
      </Loaded>
    </section>
  );
}
