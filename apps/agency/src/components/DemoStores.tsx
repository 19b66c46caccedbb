import { AREA_PATHS } from '@agency/areas';
import { Link } from '@agency/router';
import { buttonClass } from '@agency/ui-kit/public';
import { useAssetUrl } from '../asset-base.ts';
import './demo-stores.css';

/** Where a prospect tries the store admin of the demo store (a sandbox of their own). */
export const TRY_STORE_ADMIN = `${AREA_PATHS.store_admin}/try`;

/** The proof: a store we made, as its shoppers see it, and the way to try the owner's side. */
export function DemoStores() {
  // Pictures of the real demo store (e2e/src/agency-pictures.ts makes them) in public/media,
  // served beside the remote's entry: no bytes of them in the page's JavaScript.
  const homePicture = useAssetUrl('media/snailhouse-home.webp');
  const storePicture = useAssetUrl('media/snailhouse-store.webp');
  return (
    <section className="uk-container agency__section" aria-labelledby="work-title">
      <div className="agency__section-head">
        <p className="uk-eyebrow">Our work</p>
        <h2 id="work-title" className="agency__h2">
          A store we forged, working now
        </h2>
      </div>
      <div className="agency__work">
        <div className="agency__shots">
          <img
            src={homePicture}
            width={360}
            height={720}
            loading="lazy"
            decoding="async"
            alt="Snailhouse on a phone: its name, “cravings sorted ASAP”, and the buttons to visit the store or talk to us."
          />
          <img
            src={storePicture}
            width={360}
            height={720}
            loading="lazy"
            decoding="async"
            alt="Snailhouse’s store on a phone: a search box, categories and a grid of snail products priced in naira."
          />
        </div>
        <div className="agency__work-copy">
          <h3>Snailhouse</h3>
          <p>
            A Lagos snail farm’s store: live snails, peppered platters and farming supplies, with
            item options, delivery zones and naira checkout. Shop it as a customer, then run it as
            its owner: add an item, change a price, handle an order. Nothing you do there touches a
            real store.
          </p>
          <div className="uk-row">
            <Link to="/demo" className={buttonClass('secondary')}>
              Open the demo store
            </Link>
            <Link to={TRY_STORE_ADMIN} className={buttonClass('secondary')}>
              Try the store admin
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
