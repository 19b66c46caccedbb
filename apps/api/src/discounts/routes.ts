import {
  type DiscountCode,
  type DiscountQuote,
  discountCheckRequest,
  discountRequest,
  discountRules,
  discountUpdateRequest,
} from '@agency/contract';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../context.ts';
import { clientKey } from '../lib/client-address.ts';
import { HttpError, parse } from '../lib/errors.ts';
import { UUID } from '../lib/ids.ts';
import { takeToken } from '../lib/limits.ts';
import { managedStore } from '../stores/access.ts';
import { storeBySlug } from '../stores/queries.ts';
import {
  insertDiscount,
  linesSubtotal,
  listDiscounts,
  lockDiscount,
  quoteDiscount,
  updateDiscount,
} from './queries.ts';

type StoreParams = { Params: { store: string } };
type DiscountParams = { Params: { store: string; discount: string } };

/** /stores/:store/discounts…: managers list, create and change codes; shoppers check one. */
export default async function discountRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: Context },
): Promise<void> {
  const { db } = ctx;

  app.get<StoreParams>('/stores/:store/discounts', async (request): Promise<DiscountCode[]> => {
    const { store } = await managedStore(ctx, request, request.params.store);
    return listDiscounts(db, store.id);
  });

  app.post<StoreParams>('/stores/:store/discounts', async (request, reply) => {
    const { store } = await managedStore(ctx, request, request.params.store);
    const input = parse(discountRequest, request.body);
    return reply.code(201).send(await insertDiscount(db, store.id, input));
  });

  app.patch<DiscountParams>(
    '/stores/:store/discounts/:discount',
    async (request): Promise<DiscountCode> => {
      const { store } = await managedStore(ctx, request, request.params.store);
      const changes = parse(discountUpdateRequest, request.body);
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
    },
  );

  /** A shopper checks a code against their cart: priced from the catalogue, no use is taken. */
  app.post<StoreParams>(
    '/stores/:store/discounts/check',
    async (request): Promise<DiscountQuote> => {
      const body = parse(discountCheckRequest, request.body);
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
    },
  );
}
