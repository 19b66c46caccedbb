import { Link, usePageMeta } from '@agency/router';
import { buttonClass } from '@agency/ui-kit';
import './store-landing.css';
import { imageSrc } from '../catalog/art.ts';
import { ContactLink } from '../components/ContactLink.tsx';
import { FloatingVideos } from '../components/FloatingVideos.tsx';
import { storePath, useStorefront } from '../lib/store-context.tsx';

/** Four of the catalogue's pictures, one per kind of product. */
const PHONE_TILES = ['art:live:0:0', 'art:delicacy:1:1', 'art:supply:2:2', 'art:processed:3:3'];

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
      {/* Phones get a still picture of the store instead of the videos (store-landing.css). */}
      <div className="sf-landing__tiles" aria-hidden="true">
        {PHONE_TILES.map((file) => (
          <img key={file} src={imageSrc(file)} alt="" width={160} height={120} />
        ))}
      </div>
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
