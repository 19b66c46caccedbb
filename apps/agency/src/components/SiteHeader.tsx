import { SiteNav } from '@agency/ui-kit/public';
import { Link, NavLink, useLocation } from '@agency/router';

export function SiteHeader() {
  const { pathname } = useLocation();
  return (
    <SiteNav
      locationKey={pathname}
      brand={
        <Link to="/" className="uk-nav__brand agency__brand">
          <span className="agency__mark" aria-hidden="true">
            F
          </span>{' '}
          Forgeworks
        </Link>
      }
      links={[
        <NavLink key="home" to="/" end>
          home
        </NavLink>,
        <NavLink key="blog" to="/blog">
          blog
        </NavLink>,
        <NavLink key="contact" to="/contact">
          contact us
        </NavLink>,
      ]}
    />
  );
}
