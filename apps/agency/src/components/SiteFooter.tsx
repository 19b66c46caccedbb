import { Link } from '@agency/router';

export function SiteFooter() {
  return (
    <footer className="agency__footer">
      <div className="uk-container agency__footer-inner">
        <p>
          <strong>Forgeworks</strong> forges stores that sell. Lagos · Remote
        </p>
        <nav aria-label="Footer">
          <Link to="/demo">See a demo store</Link>
          <Link to="/blog">Blog</Link>
          <Link to="/contact">Contact us</Link>
        </nav>
      </div>
    </footer>
  );
}
