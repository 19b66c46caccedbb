import { Link } from '@agency/router';
import { cartCount, useCart } from '../lib/cart.ts';
import { useStorePaths } from '../lib/store-context.tsx';
import { useStore } from '../lib/store-info.ts';
import { ContactLink } from './ContactLink.tsx';
import { Icon } from './icons.tsx';
import { StoreMark } from './StoreMark.tsx';

/** The shop's own header: the store's mark and name, its index, and the cart button. */
export function StoreHeader() {
  const store = useStore();
  const paths = useStorePaths();
  const count = useCart((state) => cartCount(state.lines));
  const setOpen = useCart((state) => state.setOpen);
  return (
    <header className="sf-header">
      <div className="sf-container sf-header__bar">
        <Link to={paths.home} className="sf-brand">
          {store ? (
            <>
              <StoreMark store={store} />
              <span className="sf-brand__name">{store.name}</span>
            </>
          ) : (
            <span className="sf-brand__name sf-brand__name--loading">Home</span>
          )}
        </Link>
        <nav aria-label="Shop" className="sf-header__nav">
          <Link to={paths.index}>Store</Link>
          <ContactLink>Talk to us</ContactLink>
          {/* A closed store (disabled, or opening soon) has no cart to open. */}
          {!(store?.disabled || store?.opening_soon) && (
            <button
              type="button"
              className="sf-cart-button"
              onClick={() => setOpen(true)}
              aria-label={`Cart, ${count} item${count === 1 ? '' : 's'}`}
            >
              <Icon name="cart" />
              {/* An empty cart shows no badge: a '0' reads as a notification. */}
              {count > 0 && (
                <span className="sf-cart-button__count" aria-hidden="true">
                  {count}
                </span>
              )}
            </button>
          )}
        </nav>
      </div>
    </header>
  );
}
