import { api } from '@agency/api-client';
import { Link, usePageMeta, useParams, useRouteData } from '@agency/router';
import { ArticleView, buttonClass, isNotFound, Loaded } from '@agency/ui-kit/public';
import { StartActions } from '../../components/StartActions.tsx';
import { articleJsonLd, BLOG_FEED } from '../../structured-data.ts';
import './blog.css';

/** /blog/{slug} — one published article; drafts, archived and unknown slugs are not found. */
export function BlogArticle() {
  const { slug = '' } = useParams<{ slug: string }>();
  const state = useRouteData(
    `blog:article:${slug}`,
    async () => (await api.blog.get(slug)).data.documents[0],
  );
  const missing = isNotFound(state);
  const article = state.status === 'ready' ? state.data : undefined;
  usePageMeta(
    article
      ? {
          title: `${article.title} — Forgeworks blog`,
          description: article.excerpt || undefined,
          canonical: `/blog/${article.slug}`,
          type: 'article',
          // The shared link's card (WhatsApp, X, Facebook) shows the cover.
          image: article.cover_url || undefined,
          jsonLd: [articleJsonLd(article)],
          feeds: [BLOG_FEED],
        }
      : missing
        ? { title: 'Article not found — Forgeworks', status: 404 }
        : { title: 'Article — Forgeworks blog' },
  );

  if (!article) {
    return (
      <section className="uk-container agency__page">
        <p className="uk-eyebrow">Blog</p>
        <h1 className="uk-page-title">Article</h1>
        <Loaded
          state={state}
          what="the article"
          notFound={{
            title: 'This article is not available',
            children: 'It may have been moved, archived or never published.',
            action: (
              <Link className={buttonClass('secondary')} to="/blog">
                See all articles
              </Link>
            ),
          }}
        />
      </section>
    );
  }
  return (
    <>
      <ArticleView
        article={article}
        className="agency__page"
        eyebrow={<Link to="/blog">Blog</Link>}
      />
      <aside className="uk-container agency__article-end" aria-labelledby="article-end-title">
        <div className="agency__article-cta">
          <h2 id="article-end-title">Ready for a store that sells?</h2>
          <p>
            Tell us what you sell and where you deliver. A real person replies within one working
            day.
          </p>
          <StartActions />
        </div>
        <Link to="/blog">← All articles</Link>
      </aside>
    </>
  );
}
