import { useNavigate } from '@agency/router';
import { Button, useScrollLock } from '@agency/ui-kit/public';
import { useEffect, useRef } from 'react';
import { imageSrc } from '../catalogue/art.ts';
import { cartTotal, rememberCartStore, useCart } from '../lib/cart.ts';
import { money } from '../lib/money.ts';
import { canonicalFor } from '../lib/look.ts';
import { useCurrentStore, useStorefront, useStorePaths } from '../lib/store-context.tsx';
import { useStore } from '../lib/store-info.ts';
import { takesWhatsAppOrders } from '../lib/whatsapp-order.ts';
import { ShareButtons } from './ShareButtons.tsx';
import { Icon } from './icons.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';
import './cart-drawer.css';
import './chat.css';

/**
 * The cart: slides in from the right, locks page scroll, traps focus, and closes by its close
 * button, the backdrop or Esc.
 */
export function CartDrawer() {
  const { base, variant } = useStorefront();
  const slug = useCurrentStore();
  const navigate = useNavigate();
  const lines = useCart((state) => state.lines);
  const open = useCart((state) => state.open);
  const setOpen = useCart((state) => state.setOpen);
  const setQty = useCart((state) => state.setQty);
  const remove = useCart((state) => state.remove);
  const panelRef = useRef<HTMLDivElement>(null);
  const context = useStorefront();
  const paths = useStorePaths();
  const store = useStore();
  useScrollLock(open);
  // Checkout, or the same order sent to the store's chat ('?via=whatsapp', checkout.tsx).
  const checkout = (query: string) => {
    setOpen(false);
    // /checkout (docs/product-rules.md) opens the checkout of the store whose cart this is.
    rememberCartStore(variant, slug);
    navigate(`${base}/checkout${query}`);
  };

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const panel = panelRef.current!;
    panel.querySelector<HTMLElement>('button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
      if (event.key !== 'Tab') return;
      const focusable = [
        ...panel.querySelectorAll<HTMLElement>('button:not([disabled]), a[href], input'),
      ];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [open, setOpen]);

  return (
    <div className="sf-drawer" data-open={open} aria-hidden={!open}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; keyboards close with Esc or the close button. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above. */}
      <div
        className="sf-drawer__backdrop"
        data-testid="cart-backdrop"
        onClick={() => setOpen(false)}
      />
      <div
        ref={panelRef}
        className="sf-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="sf-cart-title"
        inert={!open}
      >
        <header className="sf-drawer__head">
          <h2 id="sf-cart-title">Your cart</h2>
          <button
            type="button"
            className="sf-icon-button"
            onClick={() => setOpen(false)}
            aria-label="Close cart"
          >
            <Icon name="close" />
          </button>
        </header>
        {lines.length === 0 ? (
          <p className="sf-drawer__empty">
            Your cart is empty. Pick something you like from the store.
          </p>
        ) : (
          <ul className="sf-lines" aria-label="Cart lines">
            {lines.map((line) => (
              <li key={line.key} className="sf-line">
                <img src={imageSrc(line.image)} alt="" width={64} height={48} />
                <div className="sf-line__body">
                  <strong>{line.name}</strong>
                  <span className="sf-line__options">
                    {line.options.map((o) => `${o.label}: ${o.value}`).join(' · ')}
                  </span>
                  <span className="sf-line__price">{money(line.unitPriceKobo)} each</span>
                  <QuantityStepper
                    label={`Quantity of ${line.name}`}
                    value={line.qty}
                    max={line.maxQty}
                    onChange={(qty) => setQty(line.key, qty)}
                  >
                    <button
                      type="button"
                      className="sf-line__remove"
                      onClick={() => remove(line.key)}
                    >
                      Remove
                    </button>
                  </QuantityStepper>
                </div>
              </li>
            ))}
          </ul>
        )}
        <footer className="sf-drawer__foot">
          <p className="sf-total">
            <span>Total</span> <strong data-testid="cart-total">{money(cartTotal(lines))}</strong>
          </p>
          <Button disabled={lines.length === 0} onClick={() => checkout('')}>
            Proceed to checkout
          </Button>
          {takesWhatsAppOrders(store) && (
            <Button
              variant="secondary"
              className="sf-whatsapp"
              disabled={lines.length === 0}
              onClick={() => checkout('?via=whatsapp')}
            >
              Order on WhatsApp
            </Button>
          )}
          {open && lines.length > 0 && (
            <ShareButtons
              title={`My cart at ${store?.name ?? 'the store'}`}
              text={`${lines.map((l) => `${l.qty} × ${l.name} (${canonicalFor(context, store, paths.item(l.productSlug))})`).join(', ')}${store ? ` from ${store.name}` : ''}:`}
              link={canonicalFor(context, store, paths.index)}
            />
          )}
        </footer>
      </div>
    </div>
  );
}
