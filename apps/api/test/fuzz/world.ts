import { expect } from 'vitest';
import { DEMO_STORE_SLUG, ensureDemoStore } from '../../src/catalogue/seed.ts';
import type { TestServer } from '../helpers.ts';
import type { Ids } from './requests.ts';

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

/** A one-pixel PNG: the upload every endpoint sweep makes. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The ids an endpoint sweep aims at: the staffed store's (its eBook, order and discount code),
 * the marketer's article, draft and business, and a picture the marketer uploads here.
 */
export async function worldIds(
  server: TestServer,
  world: Pick<
    Awaited<ReturnType<typeof staffedStore>>,
    'marketer' | 'ebook' | 'order' | 'discount'
  >,
  made: { article: string; draft: string; business: string },
): Promise<Ids> {
  const form = new FormData();
  form.append('files', new Blob([PNG], { type: 'image/png' }), 'a.png');
  const media = await server.call('POST', '/media/upload', {
    token: world.marketer.token,
    raw: form,
  });
  // Sized after the answer: asked for once, so the stored state is still before the fuzz.
  await fetch(server.url.replace('/api/v1', '') + media.body.data.files[0].url);
  const { ebook, order, discount } = world;
  return {
    ...made,
    marketer: world.marketer.id,
    media: media.body.data.files[0].url.split('/').pop(),
    store: DEMO_STORE_SLUG,
    product: ebook.id,
    productSlug: ebook.slug,
    variant: ebook.variants[0].id,
    order: order.id,
    orderKey: order.access_key,
    discount: discount.id,
  };
}
