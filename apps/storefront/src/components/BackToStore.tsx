import { Link } from '@agency/router';
import { buttonClass } from '@agency/ui-kit/public';
import { useStorePaths } from '../lib/store-context.tsx';

/** The not-found screen's way back: the store's front page. */
export function BackToStore() {
  return (
    <Link to={useStorePaths().index} className={buttonClass()}>
      Back to the store
    </Link>
  );
}
