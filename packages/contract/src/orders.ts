import { z } from 'zod';
import { PAYMENT_STATUSES } from './order-rules.ts';
import { text } from './strings.ts';

/** Find my order: the order's number and the phone or e-mail it was placed with. */
export const findOrderRequest = z.strictObject({
  number: z
    .string({ error: 'Enter your order number, like #1001.' })
    .max(20, { error: 'Enter your order number, like #1001.', abort: true })
    .transform((value) => value.replace(/[#\s]/g, ''))
    .pipe(z.string().regex(/^\d{1,12}$/, { error: 'Enter your order number, like #1001.' })),
  contact: text({
    max: 200,
    min: 3,
    tooLong: 'Enter the phone number or email you ordered with.',
    invalid: 'Enter the phone number or email you ordered with.',
  }),
});
export type FindOrderRequest = z.input<typeof findOrderRequest>;

/** GET /stores/:store/orders/:order: a shopper sends the order's key; its managers send none. */
export const orderKeyQuery = z.strictObject({
  key: z.string({ error: 'Not a valid order key' }).optional(),
});

/** What find-my-order answers: where the order's page is. */
export interface FoundOrder {
  id: string;
  store: string;
  key: string;
}

/** The store admin moves an order's payment (PAYMENT_TRANSITIONS). */
export const paymentStatusRequest = z.strictObject({
  payment_status: z.enum(PAYMENT_STATUSES, { error: 'Unknown payment status' }),
});
