import { api } from '@agency/api-client';
import { Link, usePageMeta, useParams, useRouteData } from '@agency/router';
import { ArticleView, buttonClass, Loaded } from '@agency/ui-kit';

/**
 * /admin/blog/{id}/preview: the article exactly as the public page shows it (the same ArticleView),
 * drafts included. Only signed-in staff reach it (the admin's gate), and the API answers a draft
 * to its author or an admin only.
 */
export function ArticlePreview() {
  const { post: idOrSlug = '' } = useParams<{ post: string }>();
  const state = useRouteData(
    `blog:preview:${idOrSlug}`,
    async () => (await api.blog.get(idOrSlug)).data.documents[0]!,
  );
  const article = state.status === 'ready' ? state.data : null;
  usePageMeta({ title: `Preview: ${article?.title ?? 'article'} · Forgeworks admin` });
  if (!article)
    return (
      <Loaded
        state={state}
        what="the preview"
        notFound={{
          title: 'This article cannot be previewed',
          children: 'It was deleted, or it is a draft of another author.',
          action: <Link to="../..">Back to the blog</Link>,
        }}
      />
    );
  return (
    <div className="be-preview">
      <div className="be-preview__bar" role="note">
        <span>
          Preview · <strong>{article.status}</strong>
          {article.status !== 'published' && ' — readers cannot see this yet'}
        </span>
        <Link className={buttonClass('secondary', true)} to=".." relative="path">
          Back to editing
        </Link>
      </div>
      <ArticleView article={article} eyebrow="Blog" />
    </div>
  );
}
