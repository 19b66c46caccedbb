import type { Article } from '@agency/contract';
import { Link } from '@agency/router';
import { AdminPage, StateMessage, type StateView } from '@agency/ui-kit';

const BACK = (
  <Link className="uk-button uk-button--secondary" to=".." relative="path">
    Back to your posts
  </Link>
);

/**
 * An article that is not there for this user (unknown, deleted, or another author's draft: 404):
 * nothing to retry, a way back instead. Any other failure can be tried again (`<Loaded>`).
 */
export const MISSING: StateView = {
  title: 'This article could not be opened',
  children: 'It was deleted, or it is a draft of another author.',
  action: BACK,
};

/** Another author's article, opened by its link: readable on the blog if published, not editable here. */
export function NotYours({ article }: { article: Article }) {
  return (
    <AdminPage title="Updating">
      <StateMessage title="Only its author can change this article" action={BACK}>
        “{article.title}” was written by someone else. Ask them, or an admin, to change it.{' '}
        {article.status === 'published' && (
          <a href={`/blog/${article.slug}`}>Read it on the blog</a>
        )}
      </StateMessage>
    </AdminPage>
  );
}
