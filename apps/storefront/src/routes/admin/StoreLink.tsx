import { shopAddress } from '@agency/areas';
import type { ManagedStore } from '@agency/contract';
import { shareHref } from '@agency/contract/catalogue';
import { Button, buttonClass, useCopy } from '@agency/ui-kit';
import './store-link.css';

/** The address shoppers use (@agency/areas), whole, to copy and share. */
export const storeAddress = (store: Pick<ManagedStore, 'is_demo' | 'origin' | 'slug'>) =>
  shopAddress(store, typeof window === 'undefined' ? '' : window.location.origin);

/**
 * The overview's "Your store's address": the link an owner hands out, with Copy store link
 * (it says "Copied" in place, no toast) and Share on WhatsApp (a wa.me message with the address).
 */
export function StoreLink({ store }: { store: ManagedStore }) {
  const address = storeAddress(store);
  const [said, copy] = useCopy(address, 'Select the link and copy it');
  return (
    <section className="uk-panel sa-store-link" aria-labelledby="sa-store-link">
      <h2 id="sa-store-link" className="sa-subtitle">
        Your store’s address
      </h2>
      <p className="sa-store-link__address">
        <a href={address} data-testid="store-address">
          {address.replace(/^https?:\/\//, '').replace(/\/$/, '')}
        </a>
      </p>
      <div className="sa-row">
        <Button variant="secondary" onClick={copy}>
          Copy store link
        </Button>
        <a
          className={buttonClass('secondary')}
          href={shareHref(`Shop ${store.name} online:`, address)}
          target="_blank"
          rel="noreferrer"
          data-testid="share-store"
        >
          Share on WhatsApp
        </a>
        <span className="uk-muted" role="status">
          {said}
        </span>
      </div>
    </section>
  );
}
