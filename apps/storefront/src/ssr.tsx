/**
 * What the shell's page renderer takes from this remote (built to dist/ssr/app.mjs): the App it
 * renders on the server, and which paths below the mount it renders there. The landing, the store,
 * the item pages and find-my-order are; the store admin (signed in), checkout (this browser's cart)
 * and order confirmations (this shopper's order, by its key) are drawn in the browser. On a store's
 * own host the renderer asks about the same page below the store (`{slug}/store/x` for `/store/x`).
 */
export { default } from './App.tsx';

export function rendersOnServer(rest: string): boolean {
  if (/^[^/]+\/orders\/find\/?$/.test(rest)) return true;
  // /checkout and /orders, also below a store (/{store}/checkout), are this browser's cart and orders.
  return !/^(admin|checkout|orders)(\/|$)|^[^/]+\/(checkout|orders)(\/|$)/.test(rest);
}
