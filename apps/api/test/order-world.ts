import { expect } from 'vitest';
import type { TestServer } from './helpers.ts';

/**
 * An owner's store that takes orders: picked up at the farm gate, its order mails going to
 * `contactEmail`, and one product per name with the stock and price given. Answers the owner,
 * the store's API path and each product as the API answered it.
 */
export async function storeTakingOrders(
  server: TestServer,
  name: string,
  contactEmail: string,
  products: { name: string; qty: number; price_kobo: number }[],
) {
  const owner = await server.user('owner');
  const made = await server.call('POST', '/my/businesses', { token: owner.token, body: { name } });
  const path = `/stores/${made.body.store.slug}`;
  await server.call('PATCH', path, {
    token: owner.token,
    body: { pickup_address: 'Farm gate', contact_email: contactEmail },
  });
  const answers: { id: string; variants: { id: string }[] }[] = [];
  for (const product of products) {
    const answer = await server.call('POST', `${path}/products`, {
      token: owner.token,
      body: {
        name: product.name,
        variants: [{ qty: product.qty, price_kobo: product.price_kobo }],
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    answers.push(answer.body);
  }
  return { owner, path, products: answers };
}
