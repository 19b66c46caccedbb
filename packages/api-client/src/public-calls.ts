import type {
  ArticleDocument,
  ArticleList,
  ContactRequest,
  ContactSent,
  DiscountCheckRequest,
  DiscountQuote,
  FindOrderRequest,
  FoundOrder,
  OrderRequest,
  PaymentStatus,
  PlacedOrder,
  Product,
  ProductListQuery,
  ProductPage,
  ShopperOrder,
  StoreHost,
  StoreInfo,
  ViewCounted,
} from '@agency/contract';
import { shopCartCalls } from './cart-calls.ts';
import { http, signedIn } from './http.ts';

/** A store's path: stores/{slug}/… */
const store = (slug: string, ...rest: string[]) =>
  ['stores', slug, ...rest].map(encodeURIComponent).join('/');

/**
 * The calls public pages make, with no account: the agency's site (contact, blog) and a store's
 * shop, checkout and order pages. This is all the shell gives every page with its first script
 * (`@agency/api-client/public`); the signed-in areas' calls (`@agency/api-client`, the same groups
 * and more) are fetched when such an area opens. A call a public page needs belongs here.
 */
export const publicApi = {
  contact: {
    send: (body: ContactRequest) => http.post<ContactSent>('contact', body),
  },

  blog: {
    /** What the public blog shows. */
    published: () => http.get<ArticleList>('blog', { params: { status: 'published' } }),
    /** One article by id or slug (a draft only for its author or an admin). */
    get: (idOrSlug: string) =>
      http.get<ArticleDocument>(`blog/${encodeURIComponent(idOrSlug)}`, {
        token: signedIn()?.token,
      }),
  },

  /** What shoppers read and do: no account needed. */
  shop: {
    store: (slug: string) => http.get<StoreInfo>(store(slug)),
    products: (slug: string, query: ProductListQuery = {}) =>
      http.get<ProductPage>(store(slug, 'products'), { params: query }),
    product: (slug: string, product: string) => http.get<Product>(store(slug, 'products', product)),
    placeOrder: (slug: string, order: OrderRequest) =>
      http.post<PlacedOrder>(store(slug, 'orders'), order),
    /** A placed order again, for its confirmation page (the key came with the order). */
    order: (slug: string, id: string, key: string) =>
      http.get<ShopperOrder>(store(slug, 'orders', id), { params: { key } }),
    /** Find my order: its number and the phone or email it was placed with (404 when they do not match). */
    findOrder: (slug: string, request: FindOrderRequest) =>
      http.post<FoundOrder>(store(slug, 'orders', 'find'), request),
    ...shopCartCalls,
  },

  /** Which store a host name (`{slug}.{STORE_DOMAIN}` or a custom domain) serves; 404 when none. */
  storeHosts: {
    resolve: (host: string) => http.get<StoreHost>(`store-hosts/${encodeURIComponent(host)}`),
  },

  /** A demo store's visitors: its views and "Make it yours". */
  prospects: {
    /** A demo store's page was opened (no cookie; counted once per visitor per day). */
    viewed: (slug: string) => http.post<ViewCounted>(store(slug, 'views'), {}),
    /** "Make it yours": a message to the agency about this demo store. */
    interest: (slug: string, message: ContactRequest) =>
      http.post<ContactSent>(store(slug, 'interest'), message),
  },

  /** The checkout's check of a discount code. */
  discounts: {
    /** What a code takes off these cart lines, priced by the server (no use is taken). */
    check: (slug: string, request: DiscountCheckRequest) =>
      http.post<DiscountQuote>(
        ['stores', slug, 'discounts', 'check'].map(encodeURIComponent).join('/'),
        request,
      ),
  },

  /** The shopper's return from Paystack: the API asks Paystack whether the reference is paid. */
  payments: {
    verify: (reference: string) =>
      http.post<{ payment_status: PaymentStatus }>('payments/paystack/verify', { reference }),
  },
};
