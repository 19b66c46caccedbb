import { nameAndTagline, storeDescription } from '@agency/contract/store-look';
import { Link, usePageMeta } from '@agency/router';
import { buttonClass } from '@agency/ui-kit/public';
import { imageSrc } from '../catalogue/art.ts';
import { ContactLink } from '../components/ContactLink.tsx';
import { FloatingVideos } from '../components/FloatingVideos.tsx';

import { useStorefront, useStorePaths } from '../lib/store-context.tsx';
import { useStore } from '../lib/store-info.ts';
import './store-landing.css';

/** Four of the catalogue's pictures, one per kind of product. */
const PHONE_TILES = ['art:live:0:0', 'art:delicacy:1:1', 'art:supply:2:2', 'art:processed:3:3'];

/**
 * The demo brand's landing page (/demo, /store): the agency's demo store, its name, line and
 * description read from the store like every store's home (its copy is the store's seed data).
 */
export function Landing() {
  const store = useStore();
  const paths = useStorePaths();
  const { base } = useStorefront();
  usePageMeta({
    title: store ? nameAndTagline(store) : undefined,
    description: store ? storeDescription(store) : undefined,
    canonical: base || '/',
    siteName: store?.name,
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
        <h1 className="sf-landing__title">{store?.name}</h1>
        {store?.tagline && <p className="sf-landing__tagline">{store.tagline}</p>}
        {store?.description && <p className="sf-landing__lead">{store.description}</p>}
        <div className="sf-landing__actions">
          <Link to={paths.index} className={buttonClass('primary')}>
            Visit our store
          </Link>
          <ContactLink agency className={buttonClass('secondary')}>
            Talk to us
          </ContactLink>
        </div>
      </div>
    </section>
  );
}
