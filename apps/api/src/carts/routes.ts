import {
  abandonedCartPageAnswer,
  abandonedCartQuery,
  cartKeyQuery,
  cartRequest,
  pathParams,
  restoredCartAnswer,
  savedCartAnswer,
  type StoreInfo,
} from '@agency/contract';
import type { Context } from '../context.ts';
import { clientKey } from '../lib/client-address.ts';
import { HttpError } from '../lib/errors.ts';
import { UUID } from '../lib/ids.ts';
import { takeToken } from '../lib/limits.ts';
import type { ApiApp } from '../lib/schemas.ts';
import { ANYONE, ITS_MANAGERS, managedOf } from '../route-access.ts';
import { storeBySlug } from '../stores/index.ts';
import { listAbandoned, restoreCart, saveCart } from './queries.ts';

const storeParams = pathParams('store');
const cartParams = pathParams('store', 'cart');
const CART_NOT_FOUND = 'This cart link has expired or is not right. Your cart is not here.';

function cartId(value: string): string {
  if (!UUID.test(value)) throw new HttpError(404, CART_NOT_FOUND);
  return value.toLowerCase();
}

/**
 * The link that fills the checkout with the cart on any device: its key opens it, not its id. A
 * store's origin is its own host, or the agency's /demo path for a demo (stores/demo-rules.ts).
 */
export function restoreLink(store: StoreInfo, cart: { id: string; key: string }): string {
  return `${store.origin}/checkout?${new URLSearchParams({ cart: cart.id, key: cart.key })}`;
}

/** /stores/:store/carts: the checkout keeps its cart, a link restores it, managers list them. */
export default async function cartRoutes(app: ApiApp, { ctx }: { ctx: Context }): Promise<void> {
  const { db, config } = ctx;

  const save = {
    description:
      "The checkout keeps its cart (no account) once the shopper has typed a phone number or e-mail: the lines as an order takes them, the name and the contact. The browser makes the cart's id; the first save answers the cart's `key`, which every later save sends (`?key=`). 400 without a phone number or e-mail; 404 for another store's cart or a wrong key; 409 once an order was placed with it; 429 past the saves an address may make in an hour.",
    params: cartParams,
    querystring: cartKeyQuery,
    body: cartRequest,
    response: { 200: savedCartAnswer },
  };
  app.put('/stores/:store/carts/:cart', { schema: save, config: ANYONE }, async (request) => {
    const id = cartId(request.params.cart);
    const store = await storeBySlug(db, config.stores, request.params.store);
    await takeToken(
      db,
      `cart:${clientKey(request.ip)}`,
      { capacity: config.limits.cartSavesPerHourPerAddress, perSeconds: 3600 },
      'Too many saves from your address. Try again later.',
    );
    const body = request.body as Required<typeof request.body>;
    return saveCart(db, store, id, request.query.key ?? '', body);
  });

  const restore = {
    description:
      "The cart a restore link opens (no account), on any device: its lines, name and contact, for the checkout to fill itself with. Needs the link's `key`; 404 for a wrong key, another store's cart, or a cart an order was already placed with.",
    params: cartParams,
    querystring: cartKeyQuery,
    response: { 200: restoredCartAnswer },
  };
  app.get('/stores/:store/carts/:cart', { schema: restore, config: ANYONE }, async (request) => {
    const id = cartId(request.params.cart);
    const store = await storeBySlug(db, config.stores, request.params.store);
    const cart = await restoreCart(db, store.id, id, (request.query.key ?? '').slice(0, 100));
    if (!cart) throw new HttpError(404, CART_NOT_FOUND);
    return cart;
  });

  const list = {
    description:
      "A page of the store's abandoned checkouts (its managers): carts kept at checkout with no order for an hour or more (ABANDONED_CART_MINUTES), the last saved first, each with what was in it and the link that restores it, for a WhatsApp or e-mail reminder.",
    params: storeParams,
    querystring: abandonedCartQuery,
    response: { 200: abandonedCartPageAnswer },
  };
  app.get('/stores/:store/carts', { schema: list, config: ITS_MANAGERS }, async (request) => {
    const { store } = managedOf(request);
    const { page = 1, per_page = 20 } = request.query;
    const minutes = config.abandonedCartMinutes;
    const { documents, total } = await listAbandoned(db, store.id, { minutes, page, per_page });
    return {
      documents: documents.map(({ key, ...cart }) => ({
        ...cart,
        restore_link: restoreLink(store, { id: cart.id, key }),
      })),
      total,
      page,
      per_page,
    };
  });
}
