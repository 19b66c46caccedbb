import { formatKobo } from '@agency/ui-kit/public';

/** Kobo (as the API counts) shown as naira: the store's short name for ui-kit's formatKobo. */
export const money = formatKobo;

/** A card's or item's price: one price, or the range its variants span; '/mo' on subscriptions. */
export function priceRange(low: number, high: number, suffix = ''): string {
  return low === high ? `${money(low)}${suffix}` : `${money(low)} – ${money(high)}${suffix}`;
}
