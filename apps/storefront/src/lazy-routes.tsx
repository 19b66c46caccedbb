import { Loading } from '@agency/ui-kit/public';
import { type ComponentType, lazy, Suspense } from 'react';

/**
 * Pages a shopper's first visit never shows, each in a chunk of its own fetched when first
 * opened: the store admin (half the storefront's code), the checkout and an order's confirmation
 * (its payment panel, history and WhatsApp message). None of them is rendered on the server
 * (ssr.tsx), so hydration never waits on one: a server-rendered page (landing, store, item,
 * find-my-order) needs only the first chunk.
 */
function later<P extends object>(load: () => Promise<ComponentType<P>>, label: string) {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return function LaterPage(props: P) {
    return (
      <Suspense fallback={<Loading label={label} />}>
        <Page {...props} />
      </Suspense>
    );
  };
}

export const StoreAdmin = later(
  () => import('./routes/admin/index.tsx').then((m) => m.StoreAdmin),
  'Loading the store admin',
);
export const TryStoreAdminPage = later(
  () => import('./routes/admin/try.tsx').then((m) => m.TryStoreAdminPage),
  'Loading the store admin',
);
export const CheckoutPage = later(
  () => import('./routes/checkout.tsx').then((m) => m.CheckoutPage),
  'Loading the checkout',
);
export const OrderConfirmation = later(
  () => import('./routes/orders/$orderId.tsx').then((m) => m.OrderConfirmation),
  'Loading your order',
);
