import { useEffect, useState } from 'react';

/**
 * Paystack's page for a card order, kept on the shopper's phone when checkout sends them there:
 * the API answers it once, when the order is placed, so a shopper who closes it and comes back to
 * the order page (Back, the tab, the receipt's link) on this phone can finish paying. Only the
 * address of a page that takes the payment is kept; it is forgotten once the order is paid.
 */
const keyOf = (orderId: string) => `paystack_page:${orderId}`;

export function rememberPaystackPage(orderId: string, url: string): void {
  try {
    localStorage.setItem(keyOf(orderId), url);
  } catch {
    // Storage refused (a private window): the page says how else to pay.
  }
}

/** The kept page of an unpaid order, read after the first render (the server has no storage). */
export function usePaystackPage(orderId: string, unpaid: boolean): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    try {
      if (unpaid) setUrl(localStorage.getItem(keyOf(orderId)) ?? undefined);
      else localStorage.removeItem(keyOf(orderId));
    } catch {
      setUrl(undefined);
    }
  }, [orderId, unpaid]);
  return url;
}
