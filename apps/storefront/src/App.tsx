import './storefront.css';
import { Route, Routes, usePageMeta } from '@agency/router';
import { NotFound, SkipLink } from '@agency/ui-kit';
import { BackToStore } from './components/BackToStore.tsx';
import { CartDrawer } from './components/CartDrawer.tsx';
import { StoreHeader } from './components/StoreHeader.tsx';
import { StoreContext } from './lib/store-context.tsx';
import { StoreAdmin } from './routes/admin/index.tsx';
import { CheckoutPage } from './routes/checkout.tsx';
import { OrderConfirmation } from './routes/orders/$orderId.tsx';
import { Landing } from './routes/index.tsx';
import { StoreIndex } from './routes/$id/store/index.tsx';
import { ItemPage } from './routes/$id/store/$productId.tsx';

export interface StorefrontProps {
  /** 'demo' at /demo, 'store' at /store. */
  variant?: 'demo' | 'store';
  /** Where it is mounted; defaults to /demo or /store ('' when the storefront is its own site). */
  base?: string;
  /** The agency's contact page (a full URL when the storefront is its own site). */
  contactUrl?: string;
}

/** The storefront (exposed as ./App): landing, /{id}/store/*, checkout, and the store admin. */
export default function StorefrontApp({
  variant = 'demo',
  base = `/${variant}`,
  contactUrl = '/contact',
}: StorefrontProps) {
  return (
    <StoreContext.Provider value={{ base, variant, contactUrl }}>
      <Routes>
        {variant === 'store' && <Route path="admin/*" element={<StoreAdmin />} />}
        <Route
          path="*"
          element={
            <div className="sf">
              <SkipLink />
              <StoreHeader />
              <main id="main" tabIndex={-1}>
                <Routes>
                  <Route index element={<Landing />} />
                  <Route path=":id/store" element={<StoreIndex />} />
                  <Route path=":id/store/*" element={<ItemPage />} />
                  <Route path="checkout" element={<CheckoutPage />} />
                  <Route path="orders/:orderId" element={<OrderConfirmation />} />
                  <Route path="*" element={<StoreNotFound />} />
                </Routes>
              </main>
              <CartDrawer />
            </div>
          }
        />
      </Routes>
    </StoreContext.Provider>
  );
}

/** Any other path in the store: the not-found page, answered with HTTP 404. */
function StoreNotFound() {
  usePageMeta({ title: 'Page not found — Snailhouse', status: 404 });
  return <NotFound action={<BackToStore />} />;
}
