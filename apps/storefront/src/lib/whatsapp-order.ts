/**
 * Orders on WhatsApp in the storefront (docs/product-rules.md, "Orders on WhatsApp"; decision 052):
 * whether the store takes them. The chat links are in order-chat.ts, which only the checkout and
 * the order's page (lazy chunks) import: its words bring the delivery rules with them.
 */
import type { StoreInfo } from '@agency/contract';
import { whatsAppNumber } from '@agency/contract/rules';

/** A store takes orders on WhatsApp when it gave a WhatsApp number (Settings › Look). */
export function takesWhatsAppOrders(store: StoreInfo | undefined): boolean {
  return Boolean(store && whatsAppNumber(store.social.whatsapp));
}
