import type {
  StoreDomain,
  ArticleDocument,
  ArticleList,
  ArticleRequest,
  ArticleUpdateRequest,
  Business,
  BusinessList,
  BusinessNameList,
  BusinessSummary,
  BusinessTimeline,
  ContactAttached,
  ContactMessage,
  ContactMessagePage,
  ContactRequest,
  ContactSent,
  DemoWorkspaceInfo,
  DemoWorkspaceReset,
  FindOrderRequest,
  FoundOrder,
  InviteRequest,
  ListBusinessesQuery,
  LoginResponse,
  ListContactQuery,
  ManagedStore,
  MessageResponse,
  Order,
  OrderPage,
  OrderRequest,
  OrderStatus,
  OwnedBusiness,
  OwnedBusinessList,
  PaymentStatus,
  PlacedOrder,
  Product,
  RecoveryCodes,
  ProductListQuery,
  ProductPage,
  ShopperOrder,
  ManagedOrder,
  ProductRequest,
  ProductUpdateRequest,
  StoreInfo,
  StoreMember,
  StoreMemberInviteRequest,
  StoreOverview,
  StoreSettingsRequest,
  TeamList,
  TeamMember,
  SessionResponse,
  TwoStepOffRequest,
  TwoStepSetup,
  TwoStepStatus,
  StoreSandboxSession,
  UpdateBusinessRequest,
  UploadResponse,
  UserUpdateRequest,
  Workspace,
} from '@agency/contract';
import { auditCalls } from './audit-calls.ts';
import { prospectCalls } from './prospect-calls.ts';
import { catalogueToolCalls } from './catalogue-tool-calls.ts';
import { discountCalls } from './discount-calls.ts';
import { saleCalls } from './sale-calls.ts';
import { shopCartCalls, storeCartCalls } from './cart-calls.ts';
import { paymentCalls } from './payment-calls.ts';
import { http, signedIn } from './http.ts';

/** The signed-in user's token, sent with every call made on their behalf. */
const asUser = () => ({ token: signedIn()?.token });
/** A store's path: stores/{slug}/… */
const store = (slug: string, ...rest: string[]) =>
  ['stores', slug, ...rest].map(encodeURIComponent).join('/');

/** The signed-in user's id, for calls that name them (their businesses, their posts). */
const userId = () => signedIn()?.id ?? '';

/**
 * Every call of the API, grouped by what it is about. Calls on a user's behalf take the session
 * from the session layer (configureApi), so pages never carry tokens or ids around.
 */
export const api = {
  contact: {
    send: (body: ContactRequest) => http.post<ContactSent>('contact', body),
    /** Leads for staff: `new` (not handled) or `handled`, newest first, paged; `unread` counts the new ones. */
    list: (query: ListContactQuery = {}) =>
      http.get<ContactMessagePage>('contact', { params: query, ...asUser() }),
    /** How many are new, for a badge: a background read, so a refused token ends no session by itself. */
    unread: () =>
      http.get<ContactMessagePage>('contact', {
        params: { status: 'new' },
        ...asUser(),
        quiet: true,
      }),
    setHandled: (id: string, handled: boolean) =>
      http.patch<ContactMessage>(`contact/${encodeURIComponent(id)}`, { handled }, asUser()),
    /** "Add to {business}": the lead joins a business (details merged, interested, on its timeline). */
    attach: (id: string, businessId: string) =>
      http.post<ContactAttached>(
        `contact/${encodeURIComponent(id)}/attach`,
        { business_id: businessId },
        asUser(),
      ),
    /** "Convert to business": a new business from the lead, which then joins it. */
    convert: (id: string, name: string, details: Omit<UpdateBusinessRequest, 'name'> = {}) =>
      http.post<ContactAttached>(
        `contact/${encodeURIComponent(id)}/convert`,
        { name, ...details },
        asUser(),
      ),
  },

  auth: {
    /**
     * `workspace: 'demo'` (at /demo/admin): a session on the user's own demo workspace. With
     * two-step sign-in on the answer is a challenge instead: the code goes to `twoStep`.
     */
    login: (email: string, password: string, workspace: Workspace = 'live') =>
      http.post<LoginResponse>(
        'auth/login',
        workspace === 'demo' ? { email, password, workspace } : { email, password },
      ),
    generateOtp: (email: string) =>
      http.get<MessageResponse>('auth/generate_otp', { params: { email } }),
    /** Like a sign-in: the session, or (two-step sign-in on) a challenge for the code. */
    modifyPassword: (email: string, otp: string, password: string, workspace: Workspace = 'live') =>
      http.post<LoginResponse>(
        'auth/modify_password',
        workspace === 'demo' ? { email, otp, password, workspace } : { email, otp, password },
      ),
    /** Whose invitation link this is (404 not right, 410 used or expired, in words). */
    passwordLink: (token: string) =>
      http.post<{ email: string; name: string }>('auth/password_link', { token }),
    /** An invitation's first password; like a sign-in: the session, or a two-step challenge. */
    createPassword: (token: string, password: string, workspace: Workspace = 'live') =>
      http.post<LoginResponse>(
        'auth/create_password',
        workspace === 'demo' ? { token, password, workspace } : { token, password },
      ),
    /** 'Try the demo': a demo workspace of sample businesses for a visitor with no account. */
    tryDemo: () => http.post<SessionResponse>('auth/demo', undefined),
    /**
     * 'Try the store admin': a sandbox copy of the demo store, or of the prospect's demo store
     * `store` names, run by a visitor with no account.
     */
    tryStoreAdmin: (store?: string) =>
      http.post<StoreSandboxSession>('auth/demo-store', store ? { store } : undefined),
    /** The signed-in user's new password; the answer is a fresh session (other sessions end). */
    changePassword: (current_password: string, password: string) =>
      http.post<SessionResponse>('auth/change_password', { current_password, password }, asUser()),
    /** A sign-in's second step: the challenge the password gave, and the app's or a recovery code. */
    twoStep: (challenge: string, code: string) =>
      http.post<SessionResponse>('auth/two-step', { challenge, code }),
    /** The signed-in user's two-step sign-in: whether it is on, whether their role may have it. */
    twoStepSettings: () => http.get<TwoStepStatus>('auth/two-step/settings', asUser()),
    /** A new secret for the authenticator app (its QR code too); on only after `twoStepConfirm`. */
    twoStepSetup: () => http.post<TwoStepSetup>('auth/two-step/setup', undefined, asUser()),
    /** Turns two-step sign-in on with the app's first code: the answer is the recovery codes. */
    twoStepConfirm: (code: string) =>
      http.post<RecoveryCodes>('auth/two-step/confirm', { code }, asUser()),
    /** Turns it off with the password or a code. */
    twoStepOff: (proof: TwoStepOffRequest) =>
      http.post<MessageResponse>('auth/two-step/off', proof, asUser()),
    /** Ends a session on the server too (its token stops working at once); `token` is the one signing out. */
    logout: (token: string) =>
      http.post<MessageResponse>('auth/logout', undefined, { token, quiet: true }),
  },

  /** The signed-in user's demo workspace (/demo/admin sessions only). */
  demo: {
    workspace: () => http.get<DemoWorkspaceInfo>('demo/workspace', asUser()),
    reset: () => http.post<DemoWorkspaceReset>('demo/workspace/reset', undefined, asUser()),
  },

  businesses: {
    /** The signed-in marketer's businesses. */
    list: () =>
      http.get<BusinessList>('businesses', { params: { marketer_id: userId() }, ...asUser() }),
    /** Every business name with who recorded it, for the similar-name check (staff data: needs the token). */
    names: () => http.get<BusinessNameList>('businesses', asUser()),
    create: (name: string, details: Omit<UpdateBusinessRequest, 'name'> = {}) =>
      http.post<Business>('businesses', { name, marketer_id: userId(), ...details }, asUser()),
    /** A page of businesses: the signed-in marketer's, or with `marketer: 'all'` (admins) everyone's. */
    page: ({
      marketer,
      ...query
    }: Omit<ListBusinessesQuery, 'marketer_id'> & { marketer?: string }) =>
      http.get<BusinessList>('businesses', {
        params: { marketer_id: marketer ?? userId(), ...query },
        ...asUser(),
      }),
    get: (id: string) => http.get<Business>(`businesses/${encodeURIComponent(id)}`, asUser()),
    update: (id: string, changes: UpdateBusinessRequest) =>
      http.patch<Business>(`businesses/${encodeURIComponent(id)}`, changes, asUser()),
    /** A soft delete: `restore` undoes it. */
    remove: (id: string) =>
      http.delete<MessageResponse>(`businesses/${encodeURIComponent(id)}`, asUser()),
    restore: (id: string) =>
      http.post<Business>(`businesses/${encodeURIComponent(id)}/restore`, undefined, asUser()),
    /** The business's notes and status changes, newest first. */
    timeline: (id: string) =>
      http.get<BusinessTimeline>(`businesses/${encodeURIComponent(id)}/events`, asUser()),
    /** One more note on its timeline (the business comes back with it as its latest note). */
    addNote: (id: string, body: string) =>
      http.post<Business>(`businesses/${encodeURIComponent(id)}/notes`, { body }, asUser()),
    /** The overview's and analytics' numbers: the signed-in marketer's, or with `marketer: 'all'` (admins) everyone's. */
    summary: (marketer?: string) =>
      http.get<BusinessSummary>('businesses/summary', {
        params: marketer ? { marketer_id: marketer } : {},
        ...asUser(),
      }),
  },

  blog: {
    /** What the public blog shows. */
    published: () => http.get<ArticleList>('blog', { params: { status: 'published' } }),
    /** The signed-in author's posts, drafts and archived ones included. */
    mine: () => http.get<ArticleList>('blog', { params: { author_id: userId() }, ...asUser() }),
    /** One article by id or slug (a draft only for its author or an admin). */
    get: (idOrSlug: string) =>
      http.get<ArticleDocument>(`blog/${encodeURIComponent(idOrSlug)}`, asUser()),
    create: (article: ArticleRequest) => http.post<ArticleDocument>('blog', article, asUser()),
    update: (id: string, changes: ArticleUpdateRequest) =>
      http.patch<ArticleDocument>(`blog/${encodeURIComponent(id)}`, changes, asUser()),
    /** Deletes an article for good (its author or an admin). */
    remove: (id: string) =>
      http.delete<MessageResponse>(`blog/${encodeURIComponent(id)}`, asUser()),
  },

  media: {
    upload: (file: File | Blob, fileName = 'upload') => {
      const form = new FormData();
      form.append('files', file, file instanceof File ? file.name : fileName);
      return http.post<UploadResponse>('media/upload', form, asUser());
    },
  },

  /** People (admins only): list, invite, change a role, deactivate or reactivate. */
  team: {
    list: () => http.get<TeamList>('users', asUser()),
    invite: (invite: InviteRequest) => http.post<TeamMember>('users', invite, asUser()),
    update: (id: string, change: UserUpdateRequest) =>
      http.patch<TeamMember>(`users/${encodeURIComponent(id)}`, change, asUser()),
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
    resolve: (host: string) =>
      http.get<import('@agency/contract').StoreHost>(`store-hosts/${encodeURIComponent(host)}`),
  },

  /** The store admin: the stores the signed-in user runs, their items, orders and settings. */
  storeAdmin: {
    stores: () => http.get<{ documents: ManagedStore[] }>('stores', asUser()),
    overview: (slug: string) => http.get<StoreOverview>(store(slug, 'overview'), asUser()),
    saveSettings: (slug: string, changes: StoreSettingsRequest) =>
      http.patch<StoreInfo>(store(slug), changes, asUser()),
    /** The store's custom domain and whether it counts yet (not connected, points here, secure). */
    domain: (slug: string) => http.get<StoreDomain>(store(slug, 'domain'), asUser()),
    /** Checks the custom domain now (DNS, then HTTPS); a few times in ten minutes at most. */
    checkDomain: (slug: string) =>
      http.post<StoreDomain>(store(slug, 'domain', 'check'), undefined, asUser()),
    products: (slug: string, query: ProductListQuery = {}) =>
      http.get<ProductPage>(store(slug, 'products'), { params: query, ...asUser() }),
    product: (slug: string, product: string) =>
      http.get<Product>(store(slug, 'products', product), asUser()),
    createProduct: (slug: string, product: ProductRequest) =>
      http.post<Product>(store(slug, 'products'), product, asUser()),
    updateProduct: (slug: string, product: string, changes: ProductUpdateRequest) =>
      http.patch<Product>(store(slug, 'products', product), changes, asUser()),
    deleteProduct: (slug: string, product: string) =>
      http.delete<MessageResponse>(store(slug, 'products', product), asUser()),
    /** Keeps a template's sample item as it is: it becomes the store's own (decision 044). */
    keepSample: (slug: string, product: string) =>
      http.post<Product>(store(slug, 'products', product, 'keep'), {}, asUser()),
    /** Several items at once: delete, publish, draft or add a category (all or nothing). */
    bulkProducts: (slug: string, body: import('@agency/contract').BulkProductsRequest) =>
      http.post<MessageResponse>(store(slug, 'products', 'bulk'), body, asUser()),
    /** Deletes every sample item of the store at once; kept and edited items stay. */
    removeSamples: (slug: string) => http.delete<MessageResponse>(store(slug, 'samples'), asUser()),
    /** Opens a launched store to shoppers (its owner once the essentials are done; admins). */
    openStore: (slug: string) =>
      http.post<import('@agency/contract').StoreChecklist>(store(slug, 'open'), {}, asUser()),
    orders: (
      slug: string,
      query: {
        status?: OrderStatus;
        payment_status?: PaymentStatus;
        q?: string;
        page?: number;
      } = {},
    ) => http.get<OrderPage>(store(slug, 'orders'), { params: query, ...asUser() }),
    /** One order, with the shopper's link that "Message the shopper" sends. */
    order: (slug: string, id: string) =>
      http.get<ManagedOrder>(store(slug, 'orders', id), asUser()),
    /** Moves an order a step; Shipped may carry who carries it and an https tracking link. */
    setOrderStatus: (
      slug: string,
      id: string,
      status: OrderStatus,
      tracking: { carrier?: string; tracking_url?: string } = {},
    ) => http.patch<Order>(store(slug, 'orders', id), { status, ...tracking }, asUser()),
    /** Marks an order paid (a transfer arrived), refunded, or unpaid again; the shopper is mailed. */
    setPaymentStatus: (slug: string, id: string, payment_status: PaymentStatus) =>
      http.patch<Order>(store(slug, 'orders', id, 'payment'), { payment_status }, asUser()),
    /** Who runs the store: its owner and the store admins it was given to. */
    people: (slug: string) =>
      http.get<{ documents: StoreMember[] }>(store(slug, 'people'), asUser()),
    /** Gives the store to someone (owner or admin only); a new person gets an invite code by mail. */
    invite: (slug: string, invite: StoreMemberInviteRequest) =>
      http.post<StoreMember>(store(slug, 'people'), invite, asUser()),
    removePerson: (slug: string, userId: string) =>
      http.delete<void>(store(slug, 'people', userId), asUser()),
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
      http.post<StoreMember>(store(slug, 'owner'), owner, asUser()),
    /** Sales, orders and best sellers of the last 7, 30 or 90 days (Lagos days). */
    analytics: (slug: string, period: import('@agency/contract').AnalyticsPeriod) =>
      http.get<import('@agency/contract').StoreAnalytics>(store(slug, 'analytics'), {
        params: { period },
        ...asUser(),
      }),
  },

  /** The audit log (admins: all of it; owners: their stores'). */
  audit: auditCalls,

  /** From prospect to store (docs/product-rules.md): demo stores, launch, checklist, board. */
  prospects: prospectCalls,
  /** A store's discount codes (managers) and the checkout's check of one (shoppers). */
  discounts: discountCalls,
  /** Online payments through Paystack (docs/payments.md): payouts, returns, refunds. */
  payments: paymentCalls,

  /** The business-owner area: the owner's businesses with their stores' summaries. */
  owner: {
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
  },
};
