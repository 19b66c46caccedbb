import {
  customerCsvAnswer,
  customerDetailAnswer,
  customerListQuery,
  customerPageAnswer,
  DEFAULT_CUSTOMERS_PER_PAGE,
  manualOrderRequest,
  orderAnswer,
  pathParams,
} from '@agency/contract';
import type { Context } from '../context.ts';
import { recordSale } from '../flows/record-sale.ts';
import { HttpError } from '../lib/errors.ts';
import type { ApiApp } from '../lib/schemas.ts';
import { ITS_MANAGERS, managedOf } from '../route-access.ts';
import { storeBySlug } from '../stores/index.ts';
import { customersCsv, listCustomers, readCustomer, storeCustomers } from './customers.ts';

const storeParams = pathParams('store');
const customerParams = pathParams('store', 'customer');

/** Sales taken by hand, and the store's customers: for the store's managers only. */
export default async function saleRoutes(app: ApiApp, { ctx }: { ctx: Context }): Promise<void> {
  const { db } = ctx;

  const record = {
    description:
      "A store's managers record a sale made by hand (a walk-in, WhatsApp, phone or Instagram sale): items from the catalogue, each at its listed price or at another with a reason, paid (how) or not, delivered to a zone or picked up. Stock, the store's caps and the order's number are taken as for a shopper's order; no mail is sent. 409 when an item is sold out or past the store's limits, or the store is closed.",
    params: storeParams,
    body: manualOrderRequest,
    response: { 201: orderAnswer },
  };
  app.post(
    '/stores/:store/orders/manual',
    { schema: record, config: ITS_MANAGERS },
    async (request, reply) => {
      const { user } = managedOf(request);
      const store = await storeBySlug(db, ctx.config.stores, request.params.store);
      const order = await recordSale(ctx, request, user, store, request.body);
      return reply.code(201).send(order);
    },
  );

  const list = {
    description:
      "A page of the store's customers (its managers): everyone who ordered, merged by phone number or e-mail, the one who ordered last first, searched (`q`) by name, phone (written any way) or e-mail.",
    params: storeParams,
    querystring: customerListQuery,
    response: { 200: customerPageAnswer },
  };
  app.get('/stores/:store/customers', { schema: list, config: ITS_MANAGERS }, async (request) => {
    const { store } = managedOf(request);
    const { q, page = 1, per_page = DEFAULT_CUSTOMERS_PER_PAGE } = request.query;
    const { documents, total } = await listCustomers(db, store.id, { q, page, per_page });
    return { documents, total, page, per_page };
  });

  const exportSchema = {
    description:
      "The store's customers as CSV (its managers): name, phones, e-mails, orders, total spent and first and last order. JSON with the file's name and text, for the admin to save.",
    params: storeParams,
    response: { 200: customerCsvAnswer },
  };
  app.get(
    '/stores/:store/customers/export',
    { schema: exportSchema, config: ITS_MANAGERS },
    async (request) => {
      const { store } = managedOf(request);
      const customers = await storeCustomers(db, store.id);
      return {
        filename: `${store.slug}-customers-${new Date().toISOString().slice(0, 10)}.csv`,
        csv: customersCsv(customers),
        customers: customers.length,
      };
    },
  );

  const one = {
    description:
      'One customer (its managers), named by any phone or e-mail they ordered with, with their orders, newest first. 404 when no order of the store has it.',
    params: customerParams,
    response: { 200: customerDetailAnswer },
  };
  app.get(
    '/stores/:store/customers/:customer',
    { schema: one, config: ITS_MANAGERS },
    async (request) => {
      const { store } = managedOf(request);
      const customer = await readCustomer(db, store.id, request.params.customer.slice(0, 254));
      if (!customer) throw new HttpError(404, 'Customer not found');
      return customer;
    },
  );
}
