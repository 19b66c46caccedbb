/** Running stores: the store admin's calls and the business owner's area. */
import type {
  ManagedOrder,
  ManagedStore,
  MessageResponse,
  Order,
  OrderPage,
  OrderStatus,
  OwnedBusiness,
  OwnedBusinessList,
  PaymentStatus,
  Product,
  ProductListQuery,
  ProductPage,
  ProductRequest,
  ProductUpdateRequest,
  StoreDomain,
  StoreInfo,
  StoreMember,
  StoreMemberInviteRequest,
  StoreOverview,
  StoreSettingsRequest,
} from '@agency/contract';
import { storeCartCalls } from './cart-calls.ts';
import { catalogueToolCalls } from './catalogue-tool-calls.ts';
import { http } from './http.ts';
import { asUser, storePath } from './on-behalf.ts';
import { saleCalls } from './sale-calls.ts';

/** The store admin: the stores the signed-in user runs, their items, orders and settings. */
export const storeAdminCalls = {
  stores: () => http.get<{ documents: ManagedStore[] }>('stores', asUser()),
  overview: (slug: string) => http.get<StoreOverview>(storePath(slug, 'overview'), asUser()),
  saveSettings: (slug: string, changes: StoreSettingsRequest) =>
    http.patch<StoreInfo>(storePath(slug), changes, asUser()),
  /** The store's custom domain and whether it counts yet (not connected, points here, secure). */
  domain: (slug: string) => http.get<StoreDomain>(storePath(slug, 'domain'), asUser()),
  /** Checks the custom domain now (DNS, then HTTPS); a few times in ten minutes at most. */
  checkDomain: (slug: string) =>
    http.post<StoreDomain>(storePath(slug, 'domain', 'check'), undefined, asUser()),
  products: (slug: string, query: ProductListQuery = {}) =>
    http.get<ProductPage>(storePath(slug, 'products'), { params: query, ...asUser() }),
  product: (slug: string, product: string) =>
    http.get<Product>(storePath(slug, 'products', product), asUser()),
  createProduct: (slug: string, product: ProductRequest) =>
    http.post<Product>(storePath(slug, 'products'), product, asUser()),
  updateProduct: (slug: string, product: string, changes: ProductUpdateRequest) =>
    http.patch<Product>(storePath(slug, 'products', product), changes, asUser()),
  deleteProduct: (slug: string, product: string) =>
    http.delete<MessageResponse>(storePath(slug, 'products', product), asUser()),
  /** Keeps a template's sample item as it is: it becomes the store's own (decision 044). */
  keepSample: (slug: string, product: string) =>
    http.post<Product>(storePath(slug, 'products', product, 'keep'), {}, asUser()),
  /** Several items at once: delete, publish, draft or add a category (all or nothing). */
  bulkProducts: (slug: string, body: import('@agency/contract').BulkProductsRequest) =>
    http.post<MessageResponse>(storePath(slug, 'products', 'bulk'), body, asUser()),
  /** Deletes every sample item of the store at once; kept and edited items stay. */
  removeSamples: (slug: string) =>
    http.delete<MessageResponse>(storePath(slug, 'samples'), asUser()),
  /** Opens a launched store to shoppers (its owner once the essentials are done; admins). */
  openStore: (slug: string) =>
    http.post<import('@agency/contract').StoreChecklist>(storePath(slug, 'open'), {}, asUser()),
  orders: (
    slug: string,
    query: {
      status?: OrderStatus;
      payment_status?: PaymentStatus;
      q?: string;
      page?: number;
    } = {},
  ) => http.get<OrderPage>(storePath(slug, 'orders'), { params: query, ...asUser() }),
  /** One order, with the shopper's link that "Message the shopper" sends. */
  order: (slug: string, id: string) =>
    http.get<ManagedOrder>(storePath(slug, 'orders', id), asUser()),
  /** Moves an order a step; Shipped may carry who carries it and an https tracking link. */
  setOrderStatus: (
    slug: string,
    id: string,
    status: OrderStatus,
    tracking: { carrier?: string; tracking_url?: string } = {},
  ) => http.patch<Order>(storePath(slug, 'orders', id), { status, ...tracking }, asUser()),
  /** Marks an order paid (a transfer arrived), refunded, or unpaid again; the shopper is mailed. */
  setPaymentStatus: (slug: string, id: string, payment_status: PaymentStatus) =>
    http.patch<Order>(storePath(slug, 'orders', id, 'payment'), { payment_status }, asUser()),
  /** Who runs the store: its owner and the store admins it was given to. */
  people: (slug: string) =>
    http.get<{ documents: StoreMember[] }>(storePath(slug, 'people'), asUser()),
  /** Gives the store to someone (owner or admin only); a new person gets an invite code by mail. */
  invite: (slug: string, invite: StoreMemberInviteRequest) =>
    http.post<StoreMember>(storePath(slug, 'people'), invite, asUser()),
  removePerson: (slug: string, userId: string) =>
    http.delete<void>(storePath(slug, 'people', userId), asUser()),
  /** Accepts an invitation to run a store with its mailed link's token (no sign-in needed). */
  acceptInvitation: (token: string) =>
    http.post<import('@agency/contract').AcceptedStoreInvitation>('store-invitations/accept', {
      token,
    }),
  /** An admin: the businesses of the outreach list that have no store yet. */
  storeCandidates: () =>
    http.get<import('@agency/contract').StoreCandidateList>('stores/candidates', asUser()),
  /** An admin makes a business's store (it starts with the default look and no products). */
  createStore: (businessId: string, template?: string) =>
    http.post<ManagedStore>('stores', { business_id: businessId, template }, asUser()),
  ...catalogueToolCalls,
  ...saleCalls,
  ...storeCartCalls,
  /** An admin hands a store nobody owns yet to its owner; a new owner gets an invitation by mail. */
  handOver: (slug: string, owner: StoreMemberInviteRequest) =>
    http.post<StoreMember>(storePath(slug, 'owner'), owner, asUser()),
  /** Sales, orders and best sellers of the last 7, 30 or 90 days (Lagos days). */
  analytics: (slug: string, period: import('@agency/contract').AnalyticsPeriod) =>
    http.get<import('@agency/contract').StoreAnalytics>(storePath(slug, 'analytics'), {
      params: { period },
      ...asUser(),
    }),
};

/** The business-owner area: the owner's businesses with their stores' summaries. */
export const ownerCalls = {
  businesses: () => http.get<OwnedBusinessList>('my/businesses', asUser()),
  business: (id: string) =>
    http.get<OwnedBusiness>(`my/businesses/${encodeURIComponent(id)}`, asUser()),
  /** A new business with its store, stocked from a starter template when one is given. */
  create: (name: string, template?: string) =>
    http.post<OwnedBusiness>('my/businesses', { name, template }, asUser()),
  templates: catalogueToolCalls.templates,
  /** Every store of the owner's together for the period, and one row per store. */
  analytics: (period: import('@agency/contract').AnalyticsPeriod) =>
    http.get<import('@agency/contract').OwnerAnalytics>('my/analytics', {
      params: { period },
      ...asUser(),
    }),
};
