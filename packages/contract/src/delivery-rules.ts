/**
 * Delivery across Nigeria and made to order, as checkout and the API both read them (no zod, so
 * the storefront imports it through '@agency/contract/catalogue'):
 * - a zone delivers to places: a state ('Kano'), one of its LGAs ('Lagos/Eti-Osa') or anywhere
 *   else in Nigeria ('*'); the most precise place wins (an LGA before its state before '*'). A zone
 *   with no places is a named zone of a store from before, which the shopper picks by its name.
 * - a zone's fee is waived for orders of its free-over amount or more (after any discount);
 * - an item may need days of notice; a cart holding one asks a date (and a time of day), on a
 *   day the store delivers, counted in Lagos days.
 */
import { findLga, findState, NIGERIAN_STATES } from './nigeria.ts';

export * from './nigeria.ts';

/** A delivery zone as these rules read it (stores.ts DeliveryZone). */
export interface ZoneLike {
  name: string;
  fee_kobo: number;
  areas?: string[];
  free_over_kobo?: number;
  estimate?: string;
}

/** The place that stands for anywhere in Nigeria no other zone names. */
export const EVERYWHERE_ELSE = '*';

/** A place's key: 'Lagos', 'Lagos/Eti-Osa'. */
export const placeKey = (state: string, lga = '') => (lga ? `${state}/${lga}` : state);

/** How a place reads: 'Eti-Osa (Lagos)', 'FCT (Abuja)', 'Anywhere else in Nigeria'. */
export function placeLabel(key: string): string {
  if (key === EVERYWHERE_ELSE) return 'Anywhere else in Nigeria';
  const [state, lga] = key.split('/');
  const found = findState(state ?? '');
  return lga ? `${lga} (${found?.label ?? state})` : (found?.label ?? key);
}

/** True when the store's zones are chosen by the shopper's state (and LGA), not by name. */
export const zonesByPlace = (zones: readonly ZoneLike[]) =>
  zones.some((zone) => (zone.areas?.length ?? 0) > 0);

/** Whether checkout must ask the LGA in this state: some zone names one of its LGAs. */
export const lgaMatters = (zones: readonly ZoneLike[], state: string) =>
  !!state && zones.some((zone) => zone.areas?.some((area) => area.startsWith(`${state}/`)));

/** The zone that delivers to this state and LGA: the LGA's, else the state's, else anywhere else's. */
export function zoneForPlace<Z extends ZoneLike>(
  zones: readonly Z[],
  state: string,
  lga = '',
): Z | undefined {
  const naming = (key: string) => zones.find((zone) => zone.areas?.includes(key));
  return (
    (lga ? naming(placeKey(state, lga)) : undefined) ??
    (state ? naming(state) : undefined) ??
    (state ? naming(EVERYWHERE_ELSE) : undefined)
  );
}

/** The zone's fee for an order worth `orderKobo` (after any discount): 0 past its free-over amount. */
export function zoneFee(zone: ZoneLike, orderKobo: number): number {
  return zone.free_over_kobo && orderKobo >= zone.free_over_kobo ? 0 : zone.fee_kobo;
}

/** Why the store cannot deliver to this place (checkout says it, the API answers it with a 400). */
export const noZoneFor = (state: string, lga = '') =>
  `This store does not deliver to ${lga ? `${lga}, ` : ''}${findState(state)?.label ?? state} yet. Choose pickup or another address.`;

/**
 * What is wrong with a zone list's places, or null: an unknown place, a place in two zones, or
 * some zones with places and others without (then a shopper's state could match none of them).
 */
export function zonePlacesProblem(zones: readonly ZoneLike[]): string | null {
  if (!zonesByPlace(zones)) return null;
  const owner = new Map<string, string>();
  for (const zone of zones) {
    if (!zone.areas?.length) return `Choose where ${zone.name} delivers.`;
    for (const area of zone.areas) {
      if (!isKnownPlace(area)) return `${area} is not a Nigerian state or LGA we know.`;
      const before = owner.get(area);
      if (before)
        return `${placeLabel(area)} is in two zones: ${before} and ${zone.name}. Keep it in one.`;
      owner.set(area, zone.name);
    }
  }
  return null;
}

function isKnownPlace(key: string): boolean {
  if (key === EVERYWHERE_ELSE) return true;
  const [stateName, lga, extra] = key.split('/');
  const state = NIGERIAN_STATES.find((s) => s.name === stateName);
  if (!state || extra !== undefined) return false;
  return lga === undefined || findLga(state, lga) === lga;
}

// ---------------------------------------------------------------- made to order: dates

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** Every day of the week (0 Sunday … 6 Saturday): a store delivers every day until it says not. */
export const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];

/** The times of day a new store offers for a chosen date. */
export const DEFAULT_DELIVERY_WINDOWS = [
  'Morning (9am–12pm)',
  'Afternoon (12–4pm)',
  'Evening (4–7pm)',
];

/** How far ahead a date may be chosen. */
export const MAX_DAYS_AHEAD = 90;

/** The most days of notice an item may ask. */
export const MAX_LEAD_DAYS = 60;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/** Today in Lagos ('2026-11-29'), whatever the machine's zone. */
export const lagosToday = (now = Date.now()) =>
  new Date(now + LAGOS_OFFSET_MS).toISOString().slice(0, 10);

/** The day `days` after `day` ('2026-11-30' + 2 → '2026-12-02'). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** 'Tuesday 1 December'. */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
}

/** The first day an order may ask: `leadDays` after today (Lagos), moved to a day the store delivers. */
export function earliestDay(
  leadDays: number,
  openDays: readonly number[],
  now = Date.now(),
): string {
  const first = addDays(lagosToday(now), leadDays);
  for (let step = 0; step < 7; step++) {
    const day = addDays(first, step);
    if (openDays.length === 0 || openDays.includes(weekdayOf(day))) return day;
  }
  return first;
}

/** What needs notice in a cart: the longest lead time and the item that asks it. */
export function longestLead(lines: readonly { name: string; lead_days?: number }[]): {
  days: number;
  item: string;
} {
  return lines.reduce(
    (most, line) =>
      (line.lead_days ?? 0) > most.days ? { days: line.lead_days ?? 0, item: line.name } : most,
    { days: 0, item: '' },
  );
}

const notice = (days: number) => (days === 1 ? "a day's notice" : `${days} days' notice`);

/**
 * What is wrong with a chosen day for a cart whose longest notice is `lead`, or null: a day too
 * early for it, a day the store does not deliver, or one too far ahead.
 */
export function deliveryDayProblem(
  day: string,
  lead: { days: number; item: string },
  openDays: readonly number[],
  now = Date.now(),
): string | null {
  if (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
    return 'Choose a delivery date.';
  if (day < addDays(lagosToday(now), lead.days))
    return `${lead.item} needs ${notice(lead.days)}. Choose ${formatDay(earliestDay(lead.days, openDays, now))} or later.`;
  if (openDays.length > 0 && !openDays.includes(weekdayOf(day)))
    return `The store does not deliver on ${WEEKDAYS[weekdayOf(day)]}s. Choose another day.`;
  if (day > addDays(lagosToday(now), MAX_DAYS_AHEAD))
    return `Choose a date within the next ${MAX_DAYS_AHEAD} days.`;
  return null;
}

/** What is wrong with a chosen time of day, or null (a store with no times asks none). */
export function deliveryWindowProblem(window: string, windows: readonly string[]): string | null {
  if (windows.length === 0 || windows.includes(window)) return null;
  return `Choose a time of day: ${windows.join(', ')}.`;
}

// ---------------------------------------------------------------- how an order says it

/** 'Tuesday 1 December, Morning (9am–12pm)': the day a made-to-order order is wanted, or ''. */
export function wantedOn(order: { delivery_date: string | null; delivery_window: string }): string {
  if (!order.delivery_date) return '';
  return [formatDay(order.delivery_date), order.delivery_window].filter(Boolean).join(', ');
}

/** '12 Bello Road, Nassarawa, Kano (North)': the address with its LGA, state and zone. */
export function deliveryLine(order: {
  address: string;
  zone: string;
  delivery_state: string;
  delivery_lga: string;
}): string {
  const state = order.delivery_state ? (findState(order.delivery_state)?.label ?? '') : '';
  const place = [order.address, order.delivery_lga, state].filter(Boolean).join(', ');
  return order.zone ? `${place} (${order.zone})` : place;
}
