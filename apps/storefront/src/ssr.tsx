/**
 * What the shell's page renderer takes from this remote (built to dist/ssr/app.mjs): the App it
 * renders on the server, and which paths below the mount it renders there. The landing, the store
 * and the item pages are; the store admin (signed in) checkout (this browser's cart) and order confirmations are drawn
 * in the browser.
 */
export { default } from './App.tsx';

export function rendersOnServer(rest: string): boolean {
  // /checkout and /orders, also below a store (/{store}/checkout), are this browser's cart and orders.
  return !/^(admin|checkout|orders)(\/|$)|^[^/]+\/(checkout|orders)(\/|$)/.test(rest);
}
