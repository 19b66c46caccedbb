import type { OrderRequest, StoreInfo } from '@agency/contract';
import type { Fulfilment, PaymentMethod, ShopperSource } from '@agency/contract/catalogue';
import { EMAIL_PATTERN, isPhone, normalisePhone, phoneMessage } from '@agency/contract/rules';
import type { CartLine } from './cart.ts';

export interface CheckoutForm {
  name: string;
  phone: string;
  email: string;
  fulfilment: Fulfilment;
  zone: string;
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
  address: '',
  note: '',
  payment: 'pay_on_delivery',
};

/** The field order errors are checked and focused in. */
const ORDER: CheckoutField[] = ['name', 'phone', 'email', 'zone', 'address'];

/** What is wrong with the form, field by field (the server checks the same again). */
export function checkoutErrors(form: CheckoutForm): Partial<Record<CheckoutField, string>> {
  // A cart with nothing to ship has fulfilment 'none': no zone, no address.
  const errors: Partial<Record<CheckoutField, string>> = {};
  if (form.name.trim().length < 2) errors.name = 'Enter your name.';
  // The API's own rule (contract phone.ts): 0803 555 0101, +234 803 555 0101, 234-803-555-0101.
  if (!isPhone(form.phone)) errors.phone = phoneMessage();
  // Optional: a phone number is enough to order (docs/product-rules.md, "Orders on WhatsApp").
  if (form.email.trim() && !EMAIL_PATTERN.test(form.email.trim()))
    errors.email = 'Enter your email address, like ada@shop.ng, or leave it empty.';
  if (form.fulfilment === 'delivery') {
    if (!form.zone) errors.zone = 'Choose where we deliver.';
    if (form.address.trim().length < 5) errors.address = 'Enter the delivery address.';
  }
  return Object.fromEntries(ORDER.filter((f) => errors[f]).map((f) => [f, errors[f]]));
}

/** The delivery fee for the chosen zone, in kobo (0 for pickup). */
export function deliveryFee(store: StoreInfo, form: CheckoutForm): number {
  if (form.fulfilment !== 'delivery') return 0;
  return store.delivery_zones.find((zone) => zone.name === form.zone)?.fee_kobo ?? 0;
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
