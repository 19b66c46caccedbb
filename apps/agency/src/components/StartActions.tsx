import { Link } from '@agency/router';
import { buttonClass } from '@agency/ui-kit/public';

/** The site's two next steps, wherever a page ends in them: talk to us, or see a store working. */
export function StartActions() {
  return (
    <div className="uk-row">
      <Link to="/contact" className={buttonClass('primary')}>
        Reach out
      </Link>
      <Link to="/demo" className={buttonClass('secondary')}>
        See a demo store
      </Link>
    </div>
  );
}
