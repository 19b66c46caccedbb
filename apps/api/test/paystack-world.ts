import { type PaystackLocal, startPaystack } from '@agency/paystack-local';
import { expect } from 'vitest';
import type { Mail } from '../src/lib/mailer.ts';
import { startTestServer, type TestConfig } from './helpers.ts';
import { storeTakingOrders } from './order-world.ts';

export const SECRET = 'sk_test_forgeworks_local';

/**
 * The API pointed at a local server that speaks Paystack's API (tooling/paystack-local), its
 * webhooks coming back to the API, and mails kept in `mails`: the world of the paystack-* tests.
 */
export async function paystackWorld(overrides: TestConfig = {}) {
  const paystack = await startPaystack({ secretKey: SECRET });
  const mails: Mail[] = [];
  const server = await startTestServer(
    {
      paystack: {
        secretKey: SECRET,
        baseUrl: paystack.url,
        agencyFeePercent: 2.5,
        timeoutMs: 2000,
      },
      mailQueue: { retryBaseMs: 50, maxAttempts: 3, pollMs: 50 },
      ...overrides,
      limits: { ordersPerHourPerAddress: 100_000, ...overrides.limits },
    },
    { mailer: { send: async (mail) => void mails.push(mail) } },
  );
  paystack.webhookUrl = `${server.url}/payments/paystack/webhook`;
  return {
    server,
    paystack,
    mails,
    stop: async () => {
      await server.stop();
      await paystack.close();
    },
  };
}

export type PaystackWorld = Awaited<ReturnType<typeof paystackWorld>>;

/** A store with one item (₦6,500) whose owner connected payouts to a Paystack subaccount. */
export async function storePayingOnline(world: PaystackWorld, name: string, connect = true) {
  const store = await storeTakingOrders(world.server, name, 'orders@farm.test', [
    { name: 'Snail pack', qty: 50, price_kobo: 650_000 },
  ]);
  if (connect) {
    const res = await world.server.call('PUT', `${store.path}/payouts`, {
      token: store.owner.token,
      body: { bank_code: '058', account_number: '0123456789' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return store;
}

/** A shopper's card order of `qty` packs; the API's answer. */
export async function placeCardOrder(
  world: PaystackWorld,
  store: Awaited<ReturnType<typeof storePayingOnline>>,
  { qty = 1, email = 'ada@example.ng', expectStatus = 201 } = {},
) {
  const product = store.products[0]!;
  const res = await world.server.call('POST', `${store.path}/orders`, {
    body: {
      lines: [{ product_id: product.id, variant_id: product.variants[0]!.id, qty }],
      name: 'Ada Obi',
      phone: '0803 555 0199',
      email,
      fulfilment: 'pickup',
      payment: 'card',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(expectStatus);
  return res.body;
}

/** Waits until `check` holds (mails are sent after the answer). */
export async function until(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

export type { PaystackLocal };
