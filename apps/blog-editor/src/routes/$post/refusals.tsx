import type { Article } from '@agency/contract';
import { Link } from '@agency/router';
import { AdminPage, Button, StateMessage } from '@agency/ui-kit';

const BACK = (
  <Link className="uk-button uk-button--secondary" to=".." relative="path">
    Back to your posts
  </Link>
);

/**
 * An article that could not be loaded: one that is not there for this user (unknown, deleted, or
 * another author's draft: 404) has nothing to retry; anything else can be tried again.
 */
export function CannotOpen({
  article,
}: {
  article: { httpStatus?: number; message?: string; reload: () => void };
}) {
  const missing = article.httpStatus === 404;
  return (
    <AdminPage title="Updating">
      <StateMessage
        tone="error"
        title="This article could not be opened"
        action={missing ? BACK : <Button onClick={article.reload}>Try again</Button>}
      >
        {missing ? 'It was deleted, or it is a draft of another author.' : article.message}
      </StateMessage>
    </AdminPage>
  );
}

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
