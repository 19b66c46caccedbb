import { Link } from '@agency/router';
import { cartCount, useCart } from '../lib/cart.ts';
import { storePath, useStorefront } from '../lib/store-context.tsx';
import { ContactLink } from './ContactLink.tsx';
import { Icon } from './icons.tsx';

/** The shop's own header: brand, store link and the cart button. */
export function StoreHeader() {
  const { base } = useStorefront();
  const count = useCart((state) => cartCount(state.lines));
  const setOpen = useCart((state) => state.setOpen);
  return (
    <header className="sf-header">
      <div className="sf-container sf-header__bar">
        <Link to={base || '/'} className="sf-brand">
          <svg className="sf-brand__mark" viewBox="0 0 32 32" aria-hidden="true">
            <path d="M3 25 Q14 23 28 25 Q31 23 29 20 L26 17" fill="#b98b5e" />
            <circle cx="14" cy="15" r="10" fill="#8a4b22" />
            <path
              d="M14 15 m2 0 a2 2 0 1 0 -4 0 a5 5 0 1 0 9 0 a8 8 0 1 0 -15 0"
              fill="none"
              stroke="#f3d2a8"
              strokeWidth="1.6"
              strokeLinecap="round"
            />
          </svg>
          Snailhouse
        </Link>
        <nav aria-label="Shop" className="sf-header__nav">
          <Link to={storePath(base)}>Store</Link>
          <ContactLink>Talk to us</ContactLink>
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
        </nav>
      </div>
    </header>
  );
}
