/**
 * Online payments (Paystack): the banks, a store's payouts, Paystack's webhook, the return page's
 * check and the agency's list of payments that need a human. docs/payments.md.
 */
import {
  bankListAnswer,
  messageAnswer,
  paymentFlagListAnswer,
  pathParams,
  payoutsAnswer,
  payoutsRequest,
  resolvedAccountAnswer,
  verifiedPaymentAnswer,
  verifyPaymentRequest,
} from '@agency/contract';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Context } from '../context.ts';
import {
  paystackOrigin,
  settleCharge,
  settleRefundEvent,
  verifyPayment,
} from '../flows/online-payment.ts';
import { clientKey } from '../lib/client-address.ts';
import { HttpError } from '../lib/errors.ts';
import { takeToken } from '../lib/limits.ts';
import type { ApiApp } from '../lib/schemas.ts';
import { ANYONE, managedOf } from '../route-access.ts';
import { connectPayouts, listBanks, resolveAccount } from './payouts.ts';
import { listFlags, maskAccount, payoutsOf } from './queries.ts';
import { signatureMatches } from './paystack.ts';
import { STORE_MANAGERS, storeRead } from '../stores/index.ts';

const storeParams = pathParams('store');
const ONLY_OWNER = "Only the store's owner or an admin can see or change where its payments go";
const WRONG_SIGNATURE = 'The signature does not match';

/** Owner or admin of the store in the path: payouts decide where its money goes. */
function ownerOrAdmin(request: FastifyRequest) {
  const { user, store } = managedOf(request);
  if (user.role !== 'owner' && user.role !== 'admin') throw new HttpError(403, ONLY_OWNER);
  return { user, store };
}

export default async function paymentRoutes(app: ApiApp, { ctx }: { ctx: Context }): Promise<void> {
  const { db, config } = ctx;

  const banks = {
    description:
      "Paystack's list of Nigerian banks, for the payouts form (anyone who runs a store). 503 when online payments are not set up or Paystack does not answer.",
    response: { 200: bankListAnswer },
  };
  app.get('/payments/banks', { schema: banks, config: { access: STORE_MANAGERS } }, async () => ({
    banks: await listBanks(ctx),
  }));

  const read = {
    description:
      "Where the store's online payments settle: the bank, the account's name and its last four digits, never a key (its owner or an admin; 403 for a store admin).",
    params: storeParams,
    response: { 200: payoutsAnswer },
  };
  app.get(
    '/stores/:store/payouts',
    { schema: read, config: { access: { store: 'store' } } },
    async (request) => {
      const { store } = ownerOrAdmin(request);
      const row = await payoutsOf(db, store.id);
      return {
        connected: Boolean(row),
        bank_code: row?.bank_code ?? '',
        bank_name: row?.bank_name ?? '',
        account_number: maskAccount(row?.account_number ?? ''),
        account_name: row?.account_name ?? '',
        available: Boolean(config.paystack.secretKey),
      };
    },
  );

  const check = {
    description:
      "Resolves a bank account with Paystack before it is saved: the account's name as the bank has it (its owner or an admin). Saves nothing. 400 with Paystack's message when the account cannot be resolved.",
    params: storeParams,
    body: payoutsRequest,
    response: { 200: resolvedAccountAnswer },
  };
  const checkRoute = { schema: check, config: { access: { store: 'store' } } } as const;
  app.post('/stores/:store/payouts/check', checkRoute, async (request) => {
    ownerOrAdmin(request);
    const { bank_code, account_number } = request.body;
    return resolveAccount(ctx, bank_code, account_number);
  });

  const save = {
    description:
      "Connects or changes the store's payouts (its owner or an admin; 403 for a store admin): resolves the account with Paystack and creates or updates the store's Paystack subaccount, so its shoppers can pay online and the money settles to that account. Audited, and the owner is mailed.",
    params: storeParams,
    body: payoutsRequest,
    response: { 200: resolvedAccountAnswer },
  };
  const changesPayouts = {
    access: { store: 'store' },
    // The store's public details say whether it takes online payments.
    refreshes: (request) => [storeRead(managedOf(request).store.slug)],
  } satisfies FastifyContextConfig;
  app.put('/stores/:store/payouts', { schema: save, config: changesPayouts }, async (request) => {
    const { user, store } = ownerOrAdmin(request);
    return connectPayouts(ctx, request, user, store, request.body);
  });

  const verify = {
    description:
      "The order page's return from Paystack (anyone): asks Paystack whether the payment with this reference succeeded and, if it did and matches the order, marks it paid (the webhook's path; the two together mark it once). 404 for an unknown reference; 429 past 120 checks an hour from one address.",
    body: verifyPaymentRequest,
    response: { 200: verifiedPaymentAnswer },
  };
  app.post('/payments/paystack/verify', { schema: verify, config: ANYONE }, async (request) => {
    await takeToken(
      db,
      `paystack-verify:${clientKey(request.ip)}`,
      { capacity: 120, perSeconds: 3600 },
      'Too many payment checks. Try again in a while.',
    );
    return {
      payment_status: await verifyPayment(ctx, paystackOrigin(request), request.body.reference),
    };
  });

  const attention = {
    description:
      'Payments that need a human (marketers and admins): an amount or currency that does not match the order, money for a cancelled order, a refund Paystack could not make, a payment no order has. Newest first, with the store and order.',
    response: { 200: paymentFlagListAnswer },
  };
  app.get(
    '/payments/attention',
    { schema: attention, config: { access: ['marketer', 'admin'] } },
    async () => ({
      documents: await listFlags(db),
    }),
  );

  // Paystack's webhook reads its raw body (the signature is over its bytes), in a scope of its own.
  await app.register(async (hook: ApiApp) => {
    const raw = new WeakMap<object, string>();
    hook.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      raw.set(request, String(body));
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(null, null);
      }
    });
    const webhook = {
      description:
        "Paystack's events (no token): the x-paystack-signature header must be the HMAC-SHA512 of the raw body with the secret key, checked before anything else (401 otherwise). charge.success marks the order paid when amount and currency match (else flags it), refund.processed and refund.failed settle a refund. Answers 200 at once; a repeated event changes nothing twice.",
      body: z.looseObject({ event: z.string(), data: z.record(z.string(), z.unknown()) }),
      response: { 200: messageAnswer },
    };
    const signed = (request: FastifyRequest, _reply: unknown, done: (error?: Error) => void) => {
      const key = config.paystack.secretKey;
      const ok =
        key &&
        signatureMatches(key, raw.get(request) ?? '', request.headers['x-paystack-signature']);
      done(ok ? undefined : new HttpError(401, WRONG_SIGNATURE));
    };
    hook.post(
      '/payments/paystack/webhook',
      { schema: webhook, config: ANYONE, preValidation: signed },
      async (request) => {
        const { event, data } = request.body;
        const origin = paystackOrigin(request);
        if (event === 'charge.success')
          await settleCharge(
            ctx,
            origin,
            data as never,
            `${event}:${String(data.id ?? data.reference)}`,
          );
        else if (event === 'refund.processed' || event === 'refund.failed')
          await settleRefundEvent(
            ctx,
            origin,
            event === 'refund.processed' ? 'processed' : 'failed',
            data,
          );
        return { message: 'Received' };
      },
    );
  });
}
