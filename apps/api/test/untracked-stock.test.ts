import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { storeTakingOrders } from './order-world.ts';

// "Don't track stock" (made to order): an item whose stock is not counted never sells out,
// checkout neither takes nor checks its units, and a cancelled order puts none back.
let server: TestServer;
let shop: Awaited<ReturnType<typeof storeTakingOrders>>;
let cake: { id: string; slug: string; variants: { id: string; qty: number }[] };
let counted: { id: string; variants: { id: string }[] };

const buyer = {
  name: 'Ada',
  phone: '08030000000',
  email: 'ada@example.ng',
  fulfilment: 'pickup',
  payment: 'pay_on_delivery',
};
const order = (product: { id: string; variants: { id: string }[] }, qty: number) =>
  server.call('POST', `${shop.path}/orders`, {
    body: {
      lines: [{ product_id: product.id, variant_id: product.variants[0]!.id, qty }],
      ...buyer,
    },
  });
const qtyOf = async (variantId: string) =>
  (await server.db.query<{ qty: number }>('SELECT qty FROM variants WHERE id = $1', [variantId]))
    .rows[0]!.qty;

beforeAll(async () => {
  server = await startTestServer({ limits: { ordersPerHourPerAddress: 100_000 } });
  shop = await storeTakingOrders(server, 'Bimpe Bakes', 'bimpe@example.ng', [
    { name: 'Cupcake Box', qty: 0, price_kobo: 500_000 },
  ]);
  counted = shop.products[0]!;
  const made = await server.call('POST', `${shop.path}/products`, {
    token: shop.owner.token,
    body: {
      name: 'Celebration Cake',
      track_stock: false,
      variants: [{ qty: 0, price_kobo: 2_500_000 }],
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  cake = made.body;
});
afterAll(() => server.stop());

describe('an item that does not track stock', () => {
  it('is in stock with no units, in the list and on its page', async () => {
    expect(cake).toMatchObject({ track_stock: false, in_stock: true });
    const page = await server.call('GET', `${shop.path}/products`);
    const card = page.body.documents.find((p: { id: string }) => p.id === cake.id);
    expect(card).toMatchObject({ track_stock: false, in_stock: true });
    // An item that counts its stock and has none is sold out, as before.
    const cupcakes = page.body.documents.find((p: { id: string }) => p.id === counted.id);
    expect(cupcakes).toMatchObject({ track_stock: true, in_stock: false });
  });

  it('is sold at checkout without taking or checking stock, and a cancel puts none back', async () => {
    const first = await order(cake, 5);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const second = await order(cake, 7);
    expect(second.status).toBe(201);
    expect(await qtyOf(cake.variants[0]!.id)).toBe(0);
    const cancelled = await server.call('PATCH', `${shop.path}/orders/${first.body.id}`, {
      token: shop.owner.token,
      body: { status: 'cancelled' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await qtyOf(cake.variants[0]!.id)).toBe(0);
    // The counted item with no stock is still refused.
    const refused = await order(counted, 1);
    expect(refused.status).toBe(409);
  });

  it('counts stock again when tracking is turned back on', async () => {
    const edited = await server.call('PATCH', `${shop.path}/products/${cake.id}`, {
      token: shop.owner.token,
      body: { track_stock: true },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ track_stock: true, in_stock: false });
    expect((await order(cake, 1)).status).toBe(409);
  });
});
