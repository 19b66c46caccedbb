import { shopAddress, storeAdminPath } from '@agency/areas';
import type { OwnedBusiness } from '@agency/contract';
import { buttonClass, formatKobo } from '@agency/ui-kit';

/** Where a business's store lives: its shop and its store admin (which opens on this store). */
export const storeAdminOverview = (slug: string) => storeAdminPath(slug, 'overview');

/** A store's numbers: items, orders, open orders, revenue. */
export function StoreSummary({ store }: { store: NonNullable<OwnedBusiness['store']> }) {
  return (
    <dl className="bo-stats">
      <div>
        <dt>Items</dt>
        <dd>{store.products}</dd>
      </div>
      <div>
        <dt>Orders</dt>
        <dd>{store.orders}</dd>
      </div>
      <div>
        <dt>Open orders</dt>
        <dd>{store.open_orders}</dd>
      </div>
      <div>
        <dt>Revenue</dt>
        <dd>{formatKobo(store.revenue_kobo)}</dd>
        {store.awaiting_kobo > 0 && (
          <dd className="bo-stat-note">{formatKobo(store.awaiting_kobo)} awaiting payment</dd>
        )}
      </div>
    </dl>
  );
}

/** The two ways into a store: as a shopper sees it (at its own address), and its admin. */
export function StoreLinks({ store }: { store: NonNullable<OwnedBusiness['store']> }) {
  return (
    <div className="bo-links">
      <a className={buttonClass('secondary', true)} href={shopAddress(store)}>
        Visit store<span className="uk-visually-hidden"> {store.name}</span>
      </a>
      <a className={buttonClass('secondary', true)} href={storeAdminOverview(store.slug)}>
        Store admin<span className="uk-visually-hidden"> of {store.name}</span>
      </a>
    </div>
  );
}
