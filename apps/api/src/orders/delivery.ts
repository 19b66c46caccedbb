/**
 * Where an order goes and when (docs/product-rules.md, "Delivery and made to order"): the zone is
 * the server's pick from the address's state and LGA (never the client's fee or zone name, in a
 * store whose zones have places), and a cart with an item that needs notice must name a day the
 * store delivers, far enough ahead in Lagos days, and one of its times of day.
 */
import {
  type DeliveryZone,
  deliveryDayProblem,
  deliveryWindowProblem,
  findLga,
  findState,
  type Fulfilment,
  lgaMatters,
  longestLead,
  noZoneFor,
  SHIPPED_NEEDS_FULFILMENT,
  type StoreInfo,
  zoneForPlace,
  zonesByPlace,
} from '@agency/contract';
import { DomainError } from '../lib/errors.ts';

export interface ZoneChoice {
  zone: DeliveryZone;
  /** The state and LGA as the committed list spells them ('' for a zone chosen by name). */
  state: string;
  lga: string;
}

/**
 * The zone that delivers to the request's address. A store whose zones have places picks it from
 * the state (and the LGA where a zone names one); `byName` (a sale taken by hand) may still name
 * the zone. A store with named zones only takes the zone's name, as before.
 */
export function pickZone(
  store: Pick<StoreInfo, 'delivery_zones'>,
  request: { zone: string; state?: string; lga?: string },
  byName = false,
): ZoneChoice {
  const zones = store.delivery_zones;
  if (zonesByPlace(zones) && !(byName && request.zone && !request.state)) {
    const state = findState(request.state ?? '');
    if (!state) throw new DomainError('invalid', 'Choose the state we deliver to.');
    const lga = request.lga ? findLga(state, request.lga) : undefined;
    if (request.lga && !lga)
      throw new DomainError('invalid', `Choose an LGA of ${state.label} from the list.`);
    if (!lga && lgaMatters(zones, state.name))
      throw new DomainError(
        'invalid',
        `Choose your LGA in ${state.label}: the delivery fee depends on it.`,
      );
    const zone = zoneForPlace(zones, state.name, lga);
    if (!zone) throw new DomainError('invalid', noZoneFor(state.name, lga));
    return { zone, state: state.name, lga: lga ?? '' };
  }
  const zone = zones.find((z) => z.name.toLowerCase() === request.zone.toLowerCase());
  if (!zone) throw new DomainError('invalid', 'Choose a delivery zone');
  return { zone, state: '', lga: '' };
}

/**
 * The day (and time of day) a made-to-order cart is wanted: null for a cart whose items need no
 * notice or that ships nothing. Refused (400) when too early for its longest notice, on a day the
 * store does not deliver, too far ahead, or at a time of day the store does not offer.
 */
export function madeToOrderDay(
  store: Pick<StoreInfo, 'opening_days' | 'delivery_windows'>,
  lines: readonly { name: string; lead_days: number }[],
  request: { delivery_date?: string; delivery_window?: string },
  fulfilment: Fulfilment,
  now = Date.now(),
): { date: string | null; window: string } {
  const lead = longestLead(lines);
  if (lead.days === 0 || fulfilment === 'none') return { date: null, window: '' };
  const date = request.delivery_date ?? '';
  const window = request.delivery_window ?? '';
  const problem =
    deliveryDayProblem(date, lead, store.opening_days, now) ??
    deliveryWindowProblem(window, store.delivery_windows);
  if (problem) throw new DomainError('invalid', problem);
  return { date, window };
}

/** How an order reaches its shopper, and the zone (with its state and LGA) when it is delivered. */
export interface Handover {
  fulfilment: Fulfilment;
  zone: ZoneChoice | null;
}

/** Delivery to the address's zone, pickup at the store's address, or nothing to ship. */
export function where(
  store: StoreInfo,
  request: { fulfilment: Fulfilment; address: string; zone: string; state?: string; lga?: string },
  noShipping: boolean,
  byName = false,
): Handover {
  if (noShipping) return { fulfilment: 'none', zone: null };
  if (request.fulfilment === 'delivery') {
    if (!request.address) throw new DomainError('invalid', 'Enter a delivery address');
    return { fulfilment: 'delivery', zone: pickZone(store, request, byName) };
  }
  if (request.fulfilment === 'none') throw new DomainError('invalid', SHIPPED_NEEDS_FULFILMENT);
  if (!store.pickup_address) throw new DomainError('invalid', 'This store does not offer pickup');
  return { fulfilment: 'pickup', zone: null };
}

/**
 * How a sale taken by hand reaches its customer: picked up (at the counter, whether or not the
 * store offers pickup online, free) or delivered to one of the store's zones at its fee, which
 * the store may name. Ways to pay are the store's agreement with the customer, so checkout's
 * refusals do not apply.
 */
export function handOver(
  store: StoreInfo,
  request: Parameters<typeof where>[1],
  noShipping: boolean,
): Handover {
  if (noShipping) return { fulfilment: 'none', zone: null };
  if (request.fulfilment !== 'delivery') return { fulfilment: 'pickup', zone: null };
  return where(store, request, false, true);
}
