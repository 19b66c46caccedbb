import { z } from 'zod';
import type { Customer, CustomerDetail, CustomerPage } from '../sales.ts';
import { orderSummaryAnswer } from './orders.ts';
import { pageOf, timestampAnswer } from './shared.ts';

/** A store's customer, as its managers see them (names, phones and e-mails are personal data). */
const customerFields = {
  key: z.string(),
  name: z.string(),
  phones: z.array(z.string()),
  emails: z.array(z.string()),
  orders: z.number(),
  spent_kobo: z.number(),
  first_order_at: timestampAnswer,
  last_order_at: timestampAnswer,
};

export const customerAnswer = z
  .object(customerFields)
  .meta({ id: 'Customer' }) satisfies z.ZodType<Customer>;

export const customerPageAnswer = pageOf(customerAnswer).meta({
  id: 'CustomerPage',
}) satisfies z.ZodType<CustomerPage>;

export const customerDetailAnswer = z
  .object({ ...customerFields, order_list: z.array(orderSummaryAnswer) })
  .meta({ id: 'CustomerDetail' }) satisfies z.ZodType<CustomerDetail>;

/** The Customers list as CSV: the file's name and text, for the admin to save. */
export const customerCsvAnswer = z
  .object({ filename: z.string(), csv: z.string(), customers: z.number() })
  .meta({ id: 'CustomerCsv' });
