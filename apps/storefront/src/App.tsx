import './storefront.css';
import { Route, Routes, useParams, usePageMeta, useSearchParams } from '@agency/router';
import { NotFound } from '@agency/ui-kit/public';
import { BackToStore } from './components/BackToStore.tsx';
import { StoreFrame } from './components/StoreFrame.tsx';
import { lastCartStore } from './lib/cart.ts';
import { titleFor } from './lib/look.ts';
import {
  DEMO_BUSINESS_ID,
  StoreContext,
  type StoreContextValue,
  useStorefront,
} from './lib/store-context.tsx';
import { useStore } from './lib/store-info.ts';
import { CheckoutPage, OrderConfirmation, StoreAdmin, TryStoreAdminPage } from './lazy-routes.tsx';
import { FindOrderPage } from './routes/orders/find.tsx';
import { Landing } from './routes/index.tsx';
import { StoreHome } from './routes/$id/index.tsx';
import { StoreIndex } from './routes/$id/store/index.tsx';
import { ItemPage } from './routes/$id/store/$productId.tsx';

export interface StorefrontProps {
  /** 'demo' at /demo, 'store' at /store. */
  variant?: 'demo' | 'store';
  /** Where it is mounted; defaults to /demo or /store ('' when the storefront is its own site). */
  base?: string;
  /** The agency's contact page (a full URL when the storefront is its own site). */
  contactUrl?: string;
  /** On a store's own host: the store served at the root (its home at `/`). */
  hostStore?: string;
}

/**
 * The storefront (exposed as ./App): the demo landing, each store's home (/{store}), index
 * (/{store}/store), items, checkout and order confirmations, and the store admin. On a store's own
 * host the same pages of that one store start at the root.
 */
export default function StorefrontApp({
  variant = 'demo',
  base = `/${variant}`,
  contactUrl = '/contact',
  hostStore,
}: StorefrontProps) {
  const context: StoreContextValue = { base, variant, contactUrl, hostStore };
  return (
    <StoreContext.Provider value={context}>
      {hostStore ? (
        <StoreFrame slug={hostStore}>
          <StorePages />
        </StoreFrame>
      ) : (
        <Routes>
          {variant === 'store' && <Route path="admin/try" element={<TryStoreAdminPage />} />}
          {variant === 'store' && <Route path="admin/*" element={<StoreAdmin />} />}
          <Route
            index
            element={
              <StoreFrame slug={DEMO_BUSINESS_ID}>
                <Landing />
              </StoreFrame>
            }
          />
          <Route path="checkout" element={<LastStoreCheckout />} />
          <Route path="orders/:orderId" element={<OrderOfStore />} />
          <Route path=":id/*" element={<StoreById />} />
        </Routes>
      )}
    </StoreContext.Provider>
  );
}

/** /{store}/…: the store the path names. */
function StoreById() {
  const { id = '' } = useParams();
  return (
    <StoreFrame key={id} slug={id}>
      <StorePages />
    </StoreFrame>
  );
}

/** One store's pages below its root (`/demo/{store}`, or `/` on its own host). */
function StorePages() {
  return (
    <Routes>
      <Route index element={<StoreHome />} />
      <Route path="store" element={<StoreIndex />} />
      <Route path="store/:productId" element={<ItemPage />} />
      <Route path="checkout" element={<CheckoutPage />} />
      <Route path="orders/find" element={<FindOrderPage />} />
      <Route path="orders/:orderId" element={<OrderConfirmation />} />
      <Route path="*" element={<StoreNotFound />} />
    </Routes>
  );
}

/** /checkout (docs/product-rules.md): the checkout of the store whose cart was used last. */
function LastStoreCheckout() {
  const { variant } = useStorefront();
  const slug = lastCartStore(variant) ?? DEMO_BUSINESS_ID;
  return (
    <StoreFrame key={slug} slug={slug}>
      <CheckoutPage />
    </StoreFrame>
  );
}

/** /orders/{id}?store=…: a confirmation in its store's frame. */
function OrderOfStore() {
  const [params] = useSearchParams();
  const slug = params.get('store') || DEMO_BUSINESS_ID;
  return (
    <StoreFrame key={slug} slug={slug}>
      <OrderConfirmation />
    </StoreFrame>
  );
}

/** Any other path in a store: the not-found page, answered with HTTP 404. */
function StoreNotFound() {
  usePageMeta({ title: titleFor('Page not found', useStore()), status: 404 });
  return <NotFound action={<BackToStore />} />;
}
