import './agency.css';
import { buttonClass, NotFound, SkipLink } from '@agency/ui-kit/public';
import { Link, Route, Routes, usePageMeta } from '@agency/router';
import { AssetBase } from './asset-base.ts';
import { SiteFooter } from './components/SiteFooter.tsx';
import { SiteHeader } from './components/SiteHeader.tsx';
import { BlogArticle } from './routes/blog/$slug.tsx';
import { BlogIndex } from './routes/blog/index.tsx';
import { ContactPage } from './routes/contact.tsx';
import { HomePage } from './routes/index.tsx';

/**
 * The agency's public site (exposed to the shell as ./App; routes relative to where it is mounted).
 * `assetBase`: where its public/ files are served (the shell derives it from the registry).
 */
export default function AgencyApp({ assetBase = '/' }: { assetBase?: string }) {
  return (
    <AssetBase.Provider value={assetBase}>
      <div className="agency">
        <SkipLink />
        <SiteHeader />
        <main id="main" className="agency__main" tabIndex={-1}>
          <Routes>
            <Route index element={<HomePage />} />
            <Route path="blog" element={<BlogIndex />} />
            <Route path="blog/:slug" element={<BlogArticle />} />
            <Route path="contact" element={<ContactPage />} />
            <Route path="*" element={<PageNotFound />} />
          </Routes>
        </main>
        <SiteFooter />
      </div>
    </AssetBase.Provider>
  );
}

/** Any other path: the not-found page, answered with HTTP 404. */
function PageNotFound() {
  usePageMeta({ title: 'Page not found — Forgeworks', status: 404 });
  return (
    <NotFound
      action={
        <Link to="/" className={buttonClass()}>
          Go to the home page
        </Link>
      }
    />
  );
}
