import {
  discountCheckRequest,
  discountCodeAnswer,
  discountCodeListAnswer,
  discountQuoteAnswer,
  discountRequest,
  discountRules,
  discountUpdateRequest,
  pathParams,
} from '@agency/contract';
import type { Context } from '../context.ts';
import { clientKey } from '../lib/client-address.ts';
import { HttpError, parse } from '../lib/errors.ts';
import { UUID } from '../lib/ids.ts';
import { takeToken } from '../lib/limits.ts';
import type { ApiApp } from '../lib/schemas.ts';
import { ITS_MANAGERS, ANYONE, managedOf } from '../route-access.ts';
import { storeBySlug } from '../stores/index.ts';
import {
  insertDiscount,
  linesSubtotal,
  listDiscounts,
  lockDiscount,
  quoteDiscount,
  updateDiscount,
} from './queries.ts';

const storeParams = pathParams('store');

/** /stores/:store/discounts…: managers list, create and change codes; shoppers check one. */
export default async function discountRoutes(
  app: ApiApp,
  { ctx }: { ctx: Context },
): Promise<void> {
  const { db } = ctx;

  const list = {
    description:
      "The store's discount codes (its managers), active ones first, newest first, each with its uses and the kobo it has given.",
    params: storeParams,
    response: { 200: discountCodeListAnswer },
  };
  app.get('/stores/:store/discounts', { schema: list, config: ITS_MANAGERS }, async (request) => {
    const { store } = managedOf(request);
    return listDiscounts(db, store.id);
  });

  const create = {
    description:
      'Adds a discount code (its managers): a percentage or a fixed amount, with an optional minimum order, first and last day, and use limits. 409 when the store has the code.',
    params: storeParams,
    body: discountRequest,
    response: { 201: discountCodeAnswer },
  };
  const createRoute = { schema: create, config: ITS_MANAGERS };
  app.post('/stores/:store/discounts', createRoute, async (request, reply) => {
    const { store } = managedOf(request);
    const input = request.body;
    return reply.code(201).send(await insertDiscount(db, store.id, input));
  });

  const edit = {
    description:
      "Changes a discount code (its managers): only what is sent changes, checked with the code's stored kind and days. 404 for another store's code; 409 when it would allow fewer uses than it has had.",
    params: pathParams('store', 'discount'),
    body: discountUpdateRequest,
    response: { 200: discountCodeAnswer },
  };
  const editRoute = { schema: edit, config: ITS_MANAGERS };
  app.patch('/stores/:store/discounts/:discount', editRoute, async (request) => {
    const { store } = managedOf(request);
    const changes = request.body;
    if (!UUID.test(request.params.discount)) throw new HttpError(404, 'Discount code not found');
    return db.transaction(async (tx) => {
      const current = await lockDiscount(tx, store.id, request.params.discount.toLowerCase());
      if (!current) throw new HttpError(404, 'Discount code not found');
      const { id: _id, used: _used, given_kobo: _given, created_at: _at, ...kept } = current;
      const next = { ...kept, ...changes };
      // The stored kind and days are checked with what changes (a 50 that was ₦ is not 50%).
      parse(discountUpdateRequest.superRefine(discountRules), next);
      return updateDiscount(tx, store.id, current, next);
    });
  });

  const check = {
    description:
      'A shopper checks a code against their cart (anyone): the lines are priced from the catalogue and no use is taken. 400 with the reason a code does not apply; 429 past the checks an address may make in an hour.',
    params: storeParams,
    body: discountCheckRequest,
    response: { 200: discountQuoteAnswer },
  };
  const checkRoute = { schema: check, config: ANYONE };
  app.post('/stores/:store/discounts/check', checkRoute, async (request) => {
    const body = request.body;
    const store = await storeBySlug(db, ctx.config.stores, request.params.store);
    await takeToken(
      db,
      `discount-check:${clientKey(request.ip)}`,
      // Twice the orders an address may place: codes are tried, not guessed.
      { capacity: ctx.config.limits.ordersPerHourPerAddress * 2, perSeconds: 3600 },
      'Too many code checks from your address. Try again later.',
    );
    const subtotal = await linesSubtotal(db, store.id, body.lines);
    const { row, amount } = await quoteDiscount(db, store.id, body.code, subtotal);
    return {
      code: row.code,
      kind: row.kind,
      value: row.value,
      subtotal_kobo: subtotal,
      discount_kobo: amount,
    };
  });
}
