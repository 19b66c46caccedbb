import type {
  FindOrderRequest,
  FoundOrder,
  OrderRequest,
  PlacedOrder,
  Product,
  ProductListQuery,
  ProductPage,
  ShopperOrder,
  StoreHost,
  StoreInfo,
} from '@agency/contract';
import { blogCalls, businessCalls, contactCalls, mediaCalls, teamCalls } from './agency-calls.ts';
import { auditCalls } from './audit-calls.ts';
import { authCalls, demoCalls } from './auth-calls.ts';
import { shopCartCalls } from './cart-calls.ts';
import { discountCalls } from './discount-calls.ts';
import { http } from './http.ts';
import { storePath } from './on-behalf.ts';
import { paymentCalls } from './payment-calls.ts';
import { prospectCalls } from './prospect-calls.ts';
import { ownerCalls, storeAdminCalls } from './store-admin-calls.ts';

/**
 * Every call of the API, grouped by what it is about. Calls on a user's behalf take the session
 * from the session layer (configureApi), so pages never carry tokens or ids around. The groups
 * live in files by area (agency, auth, store admin, …); the shop's few calls stay here.
 */
export const api = {
  contact: contactCalls,
  auth: authCalls,
  /** The signed-in user's demo workspace (/demo/admin sessions only). */
  demo: demoCalls,
  businesses: businessCalls,
  blog: blogCalls,
  media: mediaCalls,
  /** People (admins only): list, invite, change a role, deactivate or reactivate. */
  team: teamCalls,

  /** What shoppers read and do: no account needed. */
  shop: {
    store: (slug: string) => http.get<StoreInfo>(storePath(slug)),
    products: (slug: string, query: ProductListQuery = {}) =>
      http.get<ProductPage>(storePath(slug, 'products'), { params: query }),
    product: (slug: string, product: string) =>
      http.get<Product>(storePath(slug, 'products', product)),
    placeOrder: (slug: string, order: OrderRequest) =>
      http.post<PlacedOrder>(storePath(slug, 'orders'), order),
    /** A placed order again, for its confirmation page (the key came with the order). */
    order: (slug: string, id: string, key: string) =>
      http.get<ShopperOrder>(storePath(slug, 'orders', id), { params: { key } }),
    /** Find my order: its number and the phone or email it was placed with (404 when they do not match). */
    findOrder: (slug: string, request: FindOrderRequest) =>
      http.post<FoundOrder>(storePath(slug, 'orders', 'find'), request),
    ...shopCartCalls,
  },

  /** Which store a host name (`{slug}.{STORE_DOMAIN}` or a custom domain) serves; 404 when none. */
  storeHosts: {
    resolve: (host: string) => http.get<StoreHost>(`store-hosts/${encodeURIComponent(host)}`),
  },

  /** The store admin: the stores the signed-in user runs, their items, orders and settings. */
  storeAdmin: storeAdminCalls,

  /** The audit log (admins: all of it; owners: their stores'). */
  audit: auditCalls,

  /** From prospect to store (docs/product-rules.md): demo stores, launch, checklist, board. */
  prospects: prospectCalls,
  /** A store's discount codes (managers) and the checkout's check of one (shoppers). */
  discounts: discountCalls,
  /** Online payments through Paystack (docs/payments.md): payouts, returns, refunds. */
  payments: paymentCalls,

  /** The business-owner area: the owner's businesses with their stores' summaries. */
  owner: ownerCalls,
};
