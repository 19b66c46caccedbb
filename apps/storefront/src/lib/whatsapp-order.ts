/**
 * Orders on WhatsApp in the storefront (docs/product-rules.md, "Orders on WhatsApp"; decision 052):
 * whether the store takes them, and the chat links. The words are the contract's (whatsapp.ts).
 */
import type { Order, StoreInfo } from '@agency/contract';
import { orderChatHref } from '@agency/contract/catalogue';
import { whatsAppHref, whatsAppNumber } from '@agency/contract/rules';
import { money } from './money.ts';

/** A store takes orders on WhatsApp when it gave a WhatsApp number (Settings › Look). */
export function takesWhatsAppOrders(store: StoreInfo | undefined): boolean {
  return Boolean(store && whatsAppNumber(store.social.whatsapp));
}

/** The store's chat with the whole order in the message, and the order page's link. */
export function chatHrefFor(store: StoreInfo, order: Order, link: string): string {
  return orderChatHref(store.social.whatsapp, order, { store: store.name, link, money });
}

/** "Chat with the store" from an order's page: a short hello naming the order. */
export function storeChatHref(
  store: StoreInfo,
  order: Pick<Order, 'number'>,
  link: string,
): string {
  return whatsAppHref(
    store.social.whatsapp,
    `Hello ${store.name}, about my order #${order.number}: ${link}`,
  );
}
