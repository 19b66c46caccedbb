import { expect } from 'vitest';
import { DEMO_STORE_SLUG, ensureDemoStore } from '../../src/catalogue/seed.ts';
import type { TestServer } from '../helpers.ts';

/**
 * A store as tests that sweep every endpoint aim at: the demo store, owned by an owner and run by
 * a store admin, with one order placed (the e-mailed eBook) and one discount code; and a marketer
 * and an admin beside them.
 */
export async function staffedStore(server: TestServer, discountCode: string) {
  const marketer = await server.user('marketer');
  const admin = await server.user('admin');
  const owner = await server.user('owner');
  const storeAdmin = await server.user('store_admin');
  await ensureDemoStore(server.db);
  await server.db.query(
    `UPDATE businesses SET owner_id = $1 WHERE id = (SELECT business_id FROM stores WHERE slug = $2)`,
    [owner.id, DEMO_STORE_SLUG],
  );
  await server.db.query(
    `INSERT INTO store_admins (store_id, user_id) SELECT id, $1 FROM stores WHERE slug = $2`,
    [storeAdmin.id, DEMO_STORE_SLUG],
  );
  const ebook = (await server.call('GET', `/stores/${DEMO_STORE_SLUG}/products/p20`)).body;
  const placed = await server.call('POST', `/stores/${DEMO_STORE_SLUG}/orders`, {
    body: {
      lines: [{ product_id: ebook.id, variant_id: ebook.variants[0].id, qty: 1 }],
      name: 'Ada Obi',
      phone: '+234 801 000 0000',
      email: 'ada@example.ng',
      // The eBook is e-mailed: nothing to ship, paid by transfer.
      fulfilment: 'none',
      payment: 'bank_transfer',
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const discount = await server.call('POST', `/stores/${DEMO_STORE_SLUG}/discounts`, {
    token: admin.token,
    body: { code: discountCode, kind: 'percent', value: 10 },
  });
  expect(discount.status, JSON.stringify(discount.body)).toBe(201);
  return { marketer, admin, owner, storeAdmin, ebook, order: placed.body, discount: discount.body };
}
