/**
 * The chat links of an order on WhatsApp (docs/product-rules.md, "Orders on WhatsApp"; decision
 * 052). The words are the contract's (whatsapp.ts).
 */
import type { Order, StoreInfo } from '@agency/contract';
import { orderChatHref } from '@agency/contract/catalogue';
import { whatsAppHref } from '@agency/contract/rules';
import { money } from './money.ts';

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
