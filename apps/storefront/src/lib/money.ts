import { koboToNaira } from '@agency/contract/catalogue';
import { formatNaira } from '@agency/ui-kit';

/** Kobo (as the API counts) shown as naira. */
export const money = (kobo: number) => formatNaira(koboToNaira(kobo));

/** A card's or item's price: one price, or the range its variants span; '/mo' on subscriptions. */
export function priceRange(low: number, high: number, suffix = ''): string {
  return low === high ? `${money(low)}${suffix}` : `${money(low)} – ${money(high)}${suffix}`;
}
