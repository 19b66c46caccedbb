import type { StoreInfo } from '@agency/contract';
import { telHref, whatsAppHref } from '@agency/contract/rules';
import { usePageMeta } from '@agency/router';
import { StoreMark } from './StoreMark.tsx';

/**
 * A launched store its owner has not opened yet (decision 044): every page of it shows its name,
 * that it is opening soon, and the ways to reach it the owner gave. No cart, no orders; it is not
 * indexed. Shopify's password page before launch is the model. No tagline: a launched store's may
 * still be its template's, another trade's words.
 */
export function OpeningSoon({ store }: { store: StoreInfo }) {
  usePageMeta({ title: `${store.name} · Opening soon` });
  const whatsapp = store.social?.whatsapp ? whatsAppHref(store.social.whatsapp) : '';
  const ways = [
    store.contact_phone && { href: telHref(store.contact_phone), label: store.contact_phone },
    whatsapp && { href: whatsapp, label: 'WhatsApp' },
    store.contact_email && { href: `mailto:${store.contact_email}`, label: store.contact_email },
  ].filter((way): way is { href: string; label: string } => Boolean(way));
  return (
    <div className="sf-container sf-page sf-soon" data-testid="opening-soon">
      <StoreMark store={store} size={72} />
      <h1 className="sf-soon__name">{store.name}</h1>
      <p className="sf-soon__badge">Opening soon</p>
      <p>We are getting the store ready. Orders open here in a few days.</p>
      {ways.length > 0 ? (
        <section aria-labelledby="sf-soon-reach">
          <h2 id="sf-soon-reach" className="sf-soon__reach">
            Reach {store.name} now
          </h2>
          <ul className="sf-soon__ways">
            {ways.map((way) => (
              <li key={way.href}>
                <a href={way.href} rel="noopener noreferrer">
                  {way.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p className="sf-soon__later">Check back soon.</p>
      )}
    </div>
  );
}
