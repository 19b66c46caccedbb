import { Link, usePageMeta } from '@agency/router';
import { buttonClass } from '@agency/ui-kit';
import { ContactLink } from '../components/ContactLink.tsx';
import { FloatingVideos } from '../components/FloatingVideos.tsx';
import { storePath, useStorefront } from '../lib/store-context.tsx';

/** The demo brand's landing page. */
export function Landing() {
  const { base } = useStorefront();
  usePageMeta({
    title: 'Snailhouse — cravings sorted ASAP',
    description:
      'Live snails, peppered platters and everything you need to farm your own, delivered fresh in Lagos.',
    canonical: base || '/',
  });
  return (
    <section className="sf-landing">
      <FloatingVideos />
      <div className="sf-landing__copy">
        <p className="sf-eyebrow">Lagos · farm to table</p>
        <h1 className="sf-landing__title">Snailhouse</h1>
        <p className="sf-landing__tagline">cravings sorted ASAP</p>
        <p className="sf-landing__lead">
          Live snails, peppered platters and everything you need to farm your own, delivered fresh.
        </p>
        <div className="sf-landing__actions">
          <Link to={storePath(base)} className={buttonClass('primary')}>
            Visit our store
          </Link>
          <ContactLink className={buttonClass('secondary')}>Talk to us</ContactLink>
        </div>
      </div>
    </section>
  );
}
