import type { OrderRequest, StoreInfo } from '@agency/contract';
import {
  deliveryDayProblem,
  deliveryWindowProblem,
  type Fulfilment,
  lgaMatters,
  longestLead,
  noZoneFor,
  type PaymentMethod,
  type ShopperSource,
  zoneFee,
  zoneForPlace,
  zonesByPlace,
} from '@agency/contract/catalogue';
import { EMAIL_PATTERN, isPhone, normalisePhone, phoneMessage } from '@agency/contract/rules';
import type { CartLine } from './cart.ts';

export interface CheckoutForm {
  name: string;
  phone: string;
  email: string;
  fulfilment: Fulfilment;
  zone: string;
  /** The address's state and LGA: a store whose zones have places picks the zone from them. */
  state: string;
  lga: string;
  /** A Lagos day ('2026-12-01') and a time of day, for a cart with an item that needs notice. */
  delivery_date: string;
  delivery_window: string;
  address: string;
  note: string;
  payment: PaymentMethod;
}

export type CheckoutField = keyof CheckoutForm;

export const EMPTY_FORM: CheckoutForm = {
  name: '',
  phone: '',
  email: '',
  fulfilment: 'delivery',
  zone: '',
  state: '',
  lga: '',
  delivery_date: '',
  delivery_window: '',
  address: '',
  note: '',
  payment: 'pay_on_delivery',
};

/** The field order errors are checked and focused in. */
const ORDER: CheckoutField[] = [
  'name',
  'phone',
  'email',
  'zone',
  'state',
  'lga',
  'address',
  'delivery_date',
  'delivery_window',
];

/** The cart's longest notice (its lines say each item's days). */
export const cartLead = (lines: CartLine[]) =>
  longestLead(lines.map((line) => ({ name: line.name, lead_days: line.leadDays })));

/** A store with named zones only, delivering every day: the rules as they were before places. */
const NO_ZONES = { delivery_zones: [], opening_days: [0, 1, 2, 3, 4, 5, 6], delivery_windows: [] };

/** What is wrong with the form, field by field (the server checks the same again). */
export function checkoutErrors(
  form: CheckoutForm,
  store: Pick<StoreInfo, 'delivery_zones' | 'opening_days' | 'delivery_windows'> = NO_ZONES,
  lines: CartLine[] = [],
): Partial<Record<CheckoutField, string>> {
  // A cart with nothing to ship has fulfilment 'none': no zone, no address.
  const errors: Partial<Record<CheckoutField, string>> = {};
  if (form.name.trim().length < 2) errors.name = 'Enter your name.';
  // The API's own rule (contract phone.ts): 0803 555 0101, +234 803 555 0101, 234-803-555-0101.
  if (!isPhone(form.phone)) errors.phone = phoneMessage();
  // Optional: a phone number is enough to order (docs/product-rules.md, "Orders on WhatsApp").
  if (form.email.trim() && !EMAIL_PATTERN.test(form.email.trim()))
    errors.email = 'Enter your email address, like ada@shop.ng, or leave it empty.';
  if (form.fulfilment === 'delivery' && zonesByPlace(store.delivery_zones)) {
    if (!form.state) errors.state = 'Choose your state.';
    else if (lgaMatters(store.delivery_zones, form.state) && !form.lga)
      errors.lga = 'Choose your LGA: the delivery fee depends on it.';
    else if (!zoneForPlace(store.delivery_zones, form.state, form.lga))
      errors.state = noZoneFor(form.state, form.lga);
  } else if (form.fulfilment === 'delivery' && !form.zone) errors.zone = 'Choose where we deliver.';
  const lead = cartLead(lines);
  if (lead.days > 0 && form.fulfilment !== 'none') {
    const day = deliveryDayProblem(form.delivery_date, lead, store.opening_days);
    if (day) errors.delivery_date = day;
    const time = deliveryWindowProblem(form.delivery_window, store.delivery_windows);
    if (time) errors.delivery_window = time;
  }
  if (form.fulfilment === 'delivery') {
    if (form.address.trim().length < 5) errors.address = 'Enter the delivery address.';
  }
  return Object.fromEntries(ORDER.filter((f) => errors[f]).map((f) => [f, errors[f]]));
}

/** The zone the form delivers to: the address's (state and LGA) or the one chosen by name. */
export function chosenZone(store: Pick<StoreInfo, 'delivery_zones'>, form: CheckoutForm) {
  if (form.fulfilment !== 'delivery') return undefined;
  return zonesByPlace(store.delivery_zones)
    ? zoneForPlace(store.delivery_zones, form.state, form.lga)
    : store.delivery_zones.find((zone) => zone.name === form.zone);
}

/** The delivery fee, in kobo (0 for pickup; 0 past the zone's free-over amount, after the discount). */
export function deliveryFee(store: StoreInfo, form: CheckoutForm, orderKobo = 0): number {
  const zone = chosenZone(store, form);
  return zone ? zoneFee(zone, orderKobo) : 0;
}

/** The order as the API takes it: lines by id and choices; prices are the server's business. */
export function orderRequest(
  form: CheckoutForm,
  lines: CartLine[],
  discountCode = '',
  source: ShopperSource = 'checkout',
): OrderRequest {
  const delivery = form.fulfilment === 'delivery';
  return {
    lines: lines.map((line) => ({
      product_id: line.productId,
      variant_id: line.variantId,
      qty: line.qty,
      selection: Object.fromEntries(
        Object.entries(line.selection).filter(([, value]) => value !== undefined),
      ) as Record<string, string | number | boolean | string[]>,
    })),
    name: form.name.trim(),
    phone: normalisePhone(form.phone) || form.phone.trim(),
    email: form.email.trim(),
    fulfilment: form.fulfilment,
    zone: delivery ? form.zone : '',
    ...(delivery && form.state ? { state: form.state, lga: form.lga } : {}),
    ...(form.delivery_date
      ? { delivery_date: form.delivery_date, delivery_window: form.delivery_window }
      : {}),
    address: delivery ? form.address.trim() : '',
    note: form.note.trim(),
    payment: form.payment,
    ...(discountCode ? { discount_code: discountCode } : {}),
    ...(source === 'checkout' ? {} : { source }),
  };
}

/** The cart's lines as the API takes them (for an order or a discount check). */
export function requestLines(lines: CartLine[]): OrderRequest['lines'] {
  return orderRequest(EMPTY_FORM, lines).lines;
}
