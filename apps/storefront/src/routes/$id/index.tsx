import { api } from '@agency/api-client';
import type { StoreInfo } from '@agency/contract';
import { DEFAULT_HERO_FOCUS, nameAndTagline, storeDescription } from '@agency/contract/store-look';
import { displayPhone, telHref, whatsAppHref } from '@agency/contract/rules';
import { Link, usePageMeta, useRouteData } from '@agency/router';
import { buttonClass, Loaded } from '@agency/ui-kit/public';
import { HERO_SIZES, pictureProps } from '../../catalogue/art.ts';
import { ProductGrid } from '../../components/ProductGrid.tsx';
import { StoreMark } from '../../components/StoreMark.tsx';
import { canonicalFor, hasContact } from '../../lib/look.ts';
import { useCurrentStore, useStorefront, useStorePaths } from '../../lib/store-context.tsx';
import { useStore, useStoreState } from '../../lib/store-info.ts';
import '../store-landing.css';
import './store-home.css';

/** How many products the home page shows before "Visit our store". */
const FEATURED = 8;

/**
 * A store's home (/{store}, or `/` on its own host): its hero, name, line and description, a few of
 * its products, its delivery promise, and how to reach it.
 */
export function StoreHome() {
  const info = useStoreState();
  const store = useStore();
  const slug = useCurrentStore();
  const context = useStorefront();
  const paths = useStorePaths();
  const featured = useRouteData(`products:${slug}:featured`, () =>
    api.shop.products(slug, { per_page: FEATURED }),
  );
  usePageMeta({
    title: store ? nameAndTagline(store) : undefined,
    description: store ? storeDescription(store) : undefined,
    canonical: canonicalFor(context, store, paths.home),
    siteName: store?.name,
    image: store?.hero_url && !store.hero_url.startsWith('art:') ? store.hero_url : undefined,
  });
  if (!store) return <Loaded state={info} what="the store" />;
  return (
    <div className="sf-home">
      <section className="sf-home__hero" aria-labelledby="sf-home-title">
        {store.hero_url ? (
          <img
            className="sf-home__picture"
            {...pictureProps(store.hero_url, HERO_SIZES)}
            // The part the owner tapped stays in view whatever the crop (Settings → Look).
            style={{ objectPosition: store.hero_focus || DEFAULT_HERO_FOCUS }}
            alt=""
            width={800}
            height={600}
            fetchPriority="high"
          />
        ) : (
          <div className="sf-home__picture sf-home__picture--mark" aria-hidden="true">
            <StoreMark store={store} size={160} />
          </div>
        )}
        <div className="sf-home__copy">
          <h1 id="sf-home-title" className="sf-landing__title">
            {store.name}
          </h1>
          {store.tagline && <p className="sf-landing__tagline">{store.tagline}</p>}
          {store.description && <p className="sf-landing__lead">{store.description}</p>}
          {store.delivery_promise && (
            <p className="sf-home__promise">
              <strong>Delivery:</strong> {store.delivery_promise}
            </p>
          )}
          <div className="sf-landing__actions">
            <Link to={paths.index} className={buttonClass('primary')}>
              Visit our store
            </Link>
          </div>
        </div>
      </section>
      <section className="sf-container sf-home__featured" aria-labelledby="sf-home-featured">
        <h2 id="sf-home-featured" className="sf-home__subtitle">
          From the store
        </h2>
        <Loaded state={featured} what="the items">
          {(page) =>
            page.total === 0 ? (
              <p>This store is being stocked. Come back soon.</p>
            ) : (
              <>
                <ProductGrid
                  page={{ ...page, total: page.documents.length }}
                  storeId={slug}
                  pageHref={() => paths.index}
                />
                <p>
                  <Link to={paths.index} className={buttonClass('secondary')}>
                    See everything in the store
                  </Link>
                </p>
              </>
            )
          }
        </Loaded>
      </section>
      <StoreContact store={store} />
    </div>
  );
}

const SOCIAL_LABELS: Record<keyof StoreInfo['social'], string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
  tiktok: 'TikTok',
  whatsapp: 'WhatsApp',
};

/** How to reach the store: its email, phone and social links (only those it set). */
function StoreContact({ store }: { store: StoreInfo }) {
  const social = (Object.keys(SOCIAL_LABELS) as (keyof StoreInfo['social'])[])
    .map((key) => {
      const value = store.social?.[key] ?? '';
      if (!value) return null;
      const href = key === 'whatsapp' ? whatsAppHref(value) : value;
      if (!href) return null;
      return { key, href, label: SOCIAL_LABELS[key] };
    })
    .filter((link) => link !== null);
  if (!hasContact(store)) return null;
  return (
    <section className="sf-container sf-home__contact" aria-labelledby="sf-home-contact">
      <h2 id="sf-home-contact" className="sf-home__subtitle">
        Talk to {store.name}
      </h2>
      <ul className="sf-home__links">
        {store.contact_email && (
          <li>
            <a href={`mailto:${store.contact_email}`}>{store.contact_email}</a>
          </li>
        )}
        {store.contact_phone && (
          <li>
            <a href={telHref(store.contact_phone)}>{displayPhone(store.contact_phone)}</a>
          </li>
        )}
        {social.map((link) => (
          <li key={link.key}>
            <a href={link.href} rel="noopener noreferrer">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
