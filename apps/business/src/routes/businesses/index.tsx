import { AREAS } from '@agency/auth-gate';
import { Link } from '@agency/router';
import { AdminPage, buttonClass } from '@agency/ui-kit';

/** /business/businesses: 'My Businesses'. */
export function BusinessesPage() {
  return (
    <AdminPage
      title="My Businesses"
      actions={
        <Link className={buttonClass('primary')} to={`${AREAS.business.base}/businesses/new`}>
          Add a new Business
        </Link>
      }
    >
      <p className="uk-placeholder">The businesses you manage will be listed here.</p>
    </AdminPage>
  );
}
