import fc from 'fast-check';

/** One generated request, as app.inject takes it. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What it aims at, for the failure report. */
  label: string;
}

export type TokenKind =
  | 'none'
  | 'garbage'
  | 'basic'
  | 'empty bearer'
  | 'expired'
  | 'tampered'
  | 'alg none'
  | 'rotated'
  | 'huge'
  | 'marketer'
  | 'admin'
  | 'owner'
  | 'store_admin'
  | 'sandbox';
export const TOKEN_KINDS: TokenKind[] = [
  'none',
  'garbage',
  'basic',
  'empty bearer',
  'expired',
  'tampered',
  'alg none',
  'rotated',
  'huge',
  'marketer',
  'admin',
  'owner',
  'store_admin',
  // A 'Try the store admin' visitor: a live store-admin session of an anonymous visitor's own copy.
  'sandbox',
];
/** Tokens of real accounts: calls with them that pass validation would change data. */
export const VALID_TOKENS: TokenKind[] = ['marketer', 'admin', 'owner', 'store_admin', 'sandbox'];

// Every generated body is broken, so the bodies below hold no field for which a generated "wrong
// type" could be right: no optional arrays (an empty array, or strings, would be valid tags or zones).
export interface JsonEndpoint {
  method: 'POST' | 'PATCH' | 'PUT';
  path: (ids: Ids) => string;
  /** A body that would be accepted; every generated request breaks it. */
  valid: Record<string, unknown> | ((ids: Ids) => Record<string, unknown>);
  required: string[];
  /** Valid tokens are left out where a valid call changes data whatever the body (sign-out). */
  noValidToken?: boolean;
}

/** A checkout cart's id (the browser makes it): the fuzz and the tenancy sweep save and read it. */
export const FUZZ_CART = '6f0c1c52-6a43-4f6e-9a55-2f1d0b7c9e01';

export interface Ids {
  article: string;
  draft: string;
  marketer: string;
  media: string;
  /** The demo store's slug, one of its products (and variant), an order and its key, a business. */
  store: string;
  product: string;
  productSlug: string;
  variant: string;
  order: string;
  orderKey: string;
  business: string;
  discount: string;
}

export const JSON_ENDPOINTS: JsonEndpoint[] = [
  {
    method: 'POST',
    path: () => '/api/v1/contact',
    valid: { name: 'Ada Obi', email: 'ada@example.com', number: '0803', message: 'hello there' },
    required: ['name', 'email', 'number', 'message'],
  },
  {
    method: 'POST',
    path: () => '/api/v1/auth/login',
    valid: { email: 'marketer@fuzz.example', password: 'fuzz-password-1' },
    required: ['email', 'password'],
  },
  {
    method: 'POST',
    path: () => '/api/v1/auth/modify_password',
    valid: { email: 'marketer@fuzz.example', otp: '123456', password: 'fuzz-password-2' },
    required: ['email', 'otp', 'password'],
  },
  {
    method: 'POST',
    path: () => '/api/v1/auth/password_link',
    valid: { token: `1.${'f'.repeat(32)}` },
    required: ['token'],
  },
  {
    method: 'POST',
    path: () => '/api/v1/auth/create_password',
    valid: { token: `1.${'f'.repeat(32)}`, password: 'fuzz-password-3' },
    required: ['token', 'password'],
  },
  {
    method: 'POST',
    path: () => '/api/v1/businesses',
    valid: { name: 'Fuzzy Snails' },
    required: ['name'],
  },
  {
    method: 'PATCH',
    path: (ids) => `/api/v1/businesses/${ids.business}`,
    valid: { name: 'Fuzzy Renamed', status: 'contacted', notes: 'n', next_follow_up: '2026-12-01' },
    required: [],
  },
  {
    method: 'POST',
    path: () => '/api/v1/contact/1/attach',
    valid: (ids) => ({ business_id: ids.business }),
    required: ['business_id'],
  },
  {
    method: 'POST',
    path: () => '/api/v1/contact/1/convert',
    valid: { name: 'Fuzzy Converted Farm' },
    required: ['name'],
  },
  {
    method: 'PATCH',
    path: () => '/api/v1/contact/1',
    valid: { handled: true },
    required: ['handled'],
  },
  {
    method: 'POST',
    path: () => '/api/v1/blog',
    valid: { title: 'Fuzz title', excerpt: 'e', content: '<p>c</p>', status: 'draft' },
    required: ['title'],
  },
  {
    method: 'PATCH',
    path: (ids) => `/api/v1/blog/${ids.article}`,
    valid: {
      title: 'Fuzz title',
      excerpt: 'e',
      content: '<p>c</p>',
      status: 'draft',
      cover_url: '/api/v1/media/fuzz.webp',
      slug: 'fuzz-address',
    },
    required: [],
  },
  {
    method: 'POST',
    path: (ids) => `/api/v1/stores/${ids.store}/orders`,
    valid: (ids) => ({
      lines: [{ product_id: ids.product, variant_id: ids.variant, qty: 1 }],
      name: 'Ada Obi',
      phone: '+234 801 000 0000',
      email: 'ada@example.ng',
      fulfilment: 'none',
      payment: 'bank_transfer',
      note: 'ring twice',
      discount_code: 'FUZZ10',
      source: 'whatsapp',
      state: 'Lagos',
      lga: 'Eti-Osa',
      delivery_date: '2030-01-02',
      delivery_window: 'Morning (9am–12pm)',
    }),
    // E-mail is optional: a phone number is enough to order.
    required: ['lines', 'name', 'phone', 'fulfilment', 'payment'],
  },
  {
    method: 'POST',
    path: (ids) => `/api/v1/stores/${ids.store}/discounts`,
    valid: {
      code: 'FUZZ20',
      kind: 'fixed',
      value: 500,
      min_order_kobo: 1000,
      starts_on: '2026-01-01',
      ends_on: '2027-01-01',
      max_uses: 10,
      max_uses_per_shopper: 1,
      active: true,
    },
    required: ['code', 'kind', 'value'],
  },
  {
    method: 'PATCH',
    path: (ids) => `/api/v1/stores/${ids.store}/discounts/${ids.discount}`,
    valid: { value: 20, ends_on: null, max_uses: 100, active: false },
    required: [],
  },
  {
    method: 'POST',
    path: (ids) => `/api/v1/stores/${ids.store}/discounts/check`,
    valid: (ids) => ({
      code: 'FUZZ10',
      lines: [{ product_id: ids.product, variant_id: ids.variant, qty: 1 }],
    }),
    required: ['code', 'lines'],
  },
  {
    method: 'POST',
    path: (ids) => `/api/v1/stores/${ids.store}/products`,
    valid: {
      name: 'Fuzz Crate',
      description: 'd',
      mods: [{ key: 'size', type: 'list', prompt: 'Size', required: true, options: ['S'] }],
      variants: [{ mods: { size: 'S' }, qty: 1, price_kobo: 100 }],
    },
    required: ['name', 'variants'],
  },
  {
    method: 'PATCH',
    path: (ids) => `/api/v1/stores/${ids.store}/products/${ids.product}`,
    valid: {
      name: 'Fuzz Crate',
      description: 'd',
      variants: [{ qty: 1, price_kobo: 100 }],
      lead_days: 2,
    },
    required: [],
  },
  {
    method: 'PATCH',
    path: (ids) => `/api/v1/stores/${ids.store}/products/${ids.productSlug}`,
    valid: { details: 'x', delivery: 'y', price_suffix: '/mo' },
    required: [],
  },
  {
    method: 'POST',
    path: (ids) => `/api/v1/stores/${ids.store}/products/bulk`,
    // Publishing a published item changes nothing the other calls read.
    valid: (ids) => ({ action: 'publish', ids: [ids.product] }),
    required: ['action', 'ids'],
  },
  {
    method: 'PATCH',
    path: (ids) => `/api/v1/stores/${ids.store}`,
    valid: {
      name: 'Fuzz Store',
      contact_phone: '0803',
      pickup_address: 'here',
      bank_details: 'bank',
      opening_days: [1, 2, 3],
    },
    required: [],
  },
  {
    method: 'PATCH',
    path: (ids) => `/api/v1/stores/${ids.store}/orders/${ids.order}`,
    valid: { status: 'cancelled' },
    required: ['status'],
  },
  {
    method: 'PATCH',
    path: (ids) => `/api/v1/stores/${ids.store}/orders/${ids.order}`,
    valid: { status: 'shipped', carrier: 'GIG Logistics', tracking_url: 'https://gigl.ng/t/1' },
    required: ['status'],
  },
  {
    method: 'PATCH',
    path: (ids) => `/api/v1/stores/${ids.store}/orders/${ids.order}/payment`,
    valid: { payment_status: 'paid' },
    required: ['payment_status'],
  },
  {
    method: 'POST',
    path: (ids) => `/api/v1/stores/${ids.store}/orders/${ids.order}/refunds`,
    valid: { amount_kobo: 5000 },
    required: ['amount_kobo'],
  },
  {
    method: 'PUT',
    path: (ids) => `/api/v1/stores/${ids.store}/payouts`,
    valid: { bank_code: '058', account_number: '0123456789' },
    required: ['bank_code', 'account_number'],
  },
  {
    method: 'POST',
    path: (ids) => `/api/v1/stores/${ids.store}/payouts/check`,
    valid: { bank_code: '058', account_number: '0123456789' },
    required: ['bank_code', 'account_number'],
  },
  {
    method: 'POST',
    path: () => '/api/v1/payments/paystack/verify',
    valid: { reference: 'SNAIL-1001-ABCDEF' },
    required: ['reference'],
  },
  {
    method: 'POST',
    path: () => '/api/v1/payments/paystack/webhook',
    valid: { event: 'charge.success', data: { reference: 'SNAIL-1001-ABCDEF', amount: 100 } },
    required: ['event', 'data'],
  },
  {
    method: 'POST',
    path: (ids) => `/api/v1/stores/${ids.store}/orders/manual`,
    valid: (ids) => ({
      source: 'whatsapp',
      lines: [
        {
          product_id: ids.product,
          variant_id: ids.variant,
          qty: 1,
          unit_price_kobo: 100,
          price_reason: 'Regular customer',
        },
      ],
      name: 'Ada Obi',
      phone: '0803 555 0101',
      email: 'ada@example.ng',
      fulfilment: 'pickup',
      payment: 'pay_on_delivery',
      paid_with: 'cash',
      note: 'agreed on WhatsApp',
    }),
    required: ['source', 'lines', 'fulfilment'],
  },
  {
    method: 'PUT',
    path: (ids) => `/api/v1/stores/${ids.store}/carts/${FUZZ_CART}`,
    valid: (ids) => ({
      lines: [{ product_id: ids.product, variant_id: ids.variant, qty: 1 }],
      name: 'Ada Obi',
      phone: '0803 555 0101',
      email: 'ada@example.ng',
    }),
    required: ['lines'],
  },
  {
    method: 'POST',
    path: (ids) => `/api/v1/stores/${ids.store}/orders/find`,
    valid: { number: '#1001', contact: 'ada@example.ng' },
    required: ['number', 'contact'],
  },
  {
    method: 'POST',
    path: (ids) => `/api/v1/stores/${ids.store}/catalogue/import`,
    valid: { csv: 'Handle,Title,Variant Price\nfuzz-item,Fuzz Item,100', add_tags: false },
    required: ['csv'],
  },
  {
    method: 'POST',
    path: (ids) => `/api/v1/stores/${ids.store}/template`,
    valid: { template: 'food' },
    required: ['template'],
  },
  {
    method: 'POST',
    path: () => '/api/v1/my/businesses',
    valid: { name: 'Fuzzy Farm' },
    required: ['name'],
  },
  {
    method: 'POST',
    path: (ids) => `/api/v1/stores/${ids.store}/people`,
    valid: { email: 'store-admin@fuzz.example', name: 'Fuzz Store Admin' },
    required: ['email', 'name'],
  },
  {
    method: 'POST',
    path: (ids) => `/api/v1/businesses/${ids.business}/demo-store`,
    valid: { template: 'food', name: 'Fuzzy Kitchen', primary_colour: '#6d2f7a' },
    required: ['template', 'name'],
  },
  {
    method: 'POST',
    path: (ids) => `/api/v1/stores/${ids.store}/interest`,
    valid: { name: 'Ada Obi', email: 'ada@example.com', number: '0803', message: 'mine please' },
    required: ['name', 'email', 'number', 'message'],
  },
  {
    method: 'POST',
    path: (ids) => `/api/v1/stores/${ids.store}/owner`,
    valid: { email: 'owner@fuzz.example', name: 'Fuzz Owner' },
    required: ['email', 'name'],
  },
  {
    method: 'POST',
    path: () => '/api/v1/stores',
    valid: (ids) => ({ business_id: ids.business }),
    required: ['business_id'],
  },
  {
    method: 'POST',
    path: () => '/api/v1/users',
    valid: { email: 'invitee@fuzz.example', name: 'Fuzz Person', role: 'marketer' },
    required: ['email', 'name', 'role'],
  },
  {
    method: 'PATCH',
    path: (ids) => `/api/v1/users/${ids.marketer}`,
    valid: { role: 'marketer' },
    required: [],
  },
  {
    // The current password is never right here, so no generated body changes a password.
    method: 'POST',
    path: () => '/api/v1/auth/change_password',
    valid: { current_password: 'not-the-password', password: 'long-enough-1' },
    required: ['current_password', 'password'],
  },
  {
    method: 'POST',
    path: () => '/api/v1/auth/logout',
    valid: {},
    required: [],
    noValidToken: true,
  },
  {
    method: 'POST',
    path: () => '/api/v1/auth/demo',
    valid: {},
    required: [],
  },
  {
    method: 'POST',
    path: () => '/api/v1/auth/demo-store',
    // A prospect's demo store to copy (none by this name: 404, never a 500).
    valid: { store: 'no-such-demo' },
    required: [],
  },
  {
    method: 'POST',
    path: () => '/api/v1/demo/workspace/reset',
    valid: {},
    required: [],
  },
  {
    method: 'POST',
    path: (ids) => `/api/v1/businesses/${ids.business}/notes`,
    valid: { body: 'Called; they want a price list.' },
    required: ['body'],
  },
  {
    // Takes no body: with a valid token a broken body would still restore (not a deleted one here).
    method: 'POST',
    path: (ids) => `/api/v1/businesses/${ids.business}/restore`,
    valid: {},
    required: [],
    noValidToken: true,
  },
  {
    // Takes no body: Check now of the store's custom domain (it has none here: 409).
    method: 'POST',
    path: (ids) => `/api/v1/stores/${ids.store}/domain/check`,
    valid: {},
    required: [],
  },
];

const GET_PATHS: ((ids: Ids) => string)[] = [
  () => '/api/v1/health',
  () => '/api/v1/ready',
  () => '/api/v1/contact',
  () => '/api/v1/businesses',
  (ids) => `/api/v1/businesses?marketer_id=${ids.marketer}`,
  (ids) => `/api/v1/businesses?marketer_id=${ids.marketer}&q=snail&status=won&sort=name&page=2`,
  () => '/api/v1/businesses?marketer_id=all',
  () => '/api/v1/businesses/summary',
  (ids) => `/api/v1/businesses/${ids.business}/events`,
  () => '/api/v1/businesses/summary?marketer_id=all',
  (ids) => `/api/v1/businesses/summary?marketer_id=${ids.marketer}`,
  () => '/api/v1/demo/workspace',
  () => '/api/v1/store-templates',
  (ids) => `/api/v1/stores/${ids.store}/catalogue/export`,
  (ids) => `/api/v1/businesses/${ids.business}`,
  () => '/api/v1/contact?status=new&page=1',
  () => '/api/v1/blog',
  (ids) => `/api/v1/blog?author_id=${ids.marketer}`,
  (ids) => `/api/v1/blog/${ids.article}`,
  (ids) => `/api/v1/blog/${ids.draft}`,
  (ids) => `/api/v1/media/${ids.media}`,
  () => '/api/v1/auth/generate_otp?email=nobody%40fuzz.example',
  () => '/api/v1/stores',
  (ids) => `/api/v1/stores/${ids.store}`,
  (ids) => `/api/v1/stores/${ids.store}/products`,
  (ids) => `/api/v1/stores/${ids.store}/products?q=snail&sort=Latest`,
  (ids) => `/api/v1/stores/${ids.store}/products/${ids.productSlug}`,
  (ids) => `/api/v1/stores/${ids.store}/products/${ids.product}`,
  (ids) => `/api/v1/stores/${ids.store}/overview`,
  (ids) => `/api/v1/stores/${ids.store}/people`,
  () => '/api/v1/stores/candidates',
  () => '/api/v1/client-stores',
  (ids) => `/api/v1/stores/${ids.store}/checklist`,
  (ids) => `/api/v1/businesses/${ids.business}/demo-store`,
  (ids) => `/api/v1/store-hosts/${ids.store}.localhost`,
  () => '/api/v1/store-hosts/unknown.example',
  (ids) => `/api/v1/stores/${ids.store}/domain`,
  (ids) => `/api/v1/store-hosts/${ids.store}.localhost/domain-proof/${'0'.repeat(32)}`,
  () => '/api/v1/store-hosts/unknown.example/domain-proof/..%2F..',
  (ids) => `/api/v1/stores/${ids.store}/products?q=snial%20kebabz`,
  () => '/api/v1/seo/sitemap',
  (ids) => `/api/v1/seo/stores/${ids.store}/sitemap`,
  () => '/api/v1/seo/stores/no-such-store/sitemap',
  () => '/api/v1/seo/feed',
  (ids) => `/api/v1/media/${String(ids.media).replace(/\.[a-z]+$/, '-640.webp')}`,
  () => '/api/v1/audit',
  () => '/api/v1/audit?action=store&page=2',
  () => '/api/v1/my/audit',
  (ids) => `/api/v1/stores/${ids.store}/analytics`,
  (ids) => `/api/v1/stores/${ids.store}/analytics?period=7d`,
  (ids) => `/api/v1/stores/${ids.store}/orders`,
  (ids) => `/api/v1/stores/${ids.store}/discounts`,
  (ids) => `/api/v1/stores/${ids.store}/orders?status=new`,
  (ids) => `/api/v1/stores/${ids.store}/orders?payment_status=unpaid`,
  (ids) => `/api/v1/stores/${ids.store}/customers`,
  (ids) => `/api/v1/stores/${ids.store}/customers?q=0801%20000%200000&page=2`,
  (ids) => `/api/v1/stores/${ids.store}/customers/export`,
  (ids) => `/api/v1/stores/${ids.store}/customers/ada%40example.ng`,
  (ids) => `/api/v1/stores/${ids.store}/customers/%2B2348010000000`,
  (ids) => `/api/v1/stores/${ids.store}/carts`,
  (ids) => `/api/v1/stores/${ids.store}/carts?page=2&per_page=5`,
  (ids) => `/api/v1/stores/${ids.store}/carts/${FUZZ_CART}`,
  (ids) => `/api/v1/stores/${ids.store}/carts/${FUZZ_CART}?key=wrong`,
  (ids) => `/api/v1/stores/${ids.store}/orders/${ids.order}`,
  (ids) => `/api/v1/stores/${ids.store}/orders/${ids.order}?key=${ids.orderKey}`,
  () => '/api/v1/my/businesses',
  (ids) => `/api/v1/my/businesses/${ids.business}`,
  () => '/api/v1/my/analytics',
  () => '/api/v1/my/analytics?period=90d',
  () => '/api/v1/users',
  (ids) => `/api/v1/stores/${ids.store}/payouts`,
  () => '/api/v1/payments/banks',
  () => '/api/v1/payments/attention',
];

// Values that break a text field whatever the field is: each holds a NUL, some are also long
// (past every limit but the article's) or odd unicode.
const hostileText = fc
  .oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 8 })
      .map((s) => s.repeat(Math.ceil(6000 / s.length))),
    fc.integer({ min: 600, max: 15_000 }).map((n) => '\u{1F40C}'.repeat(n)),
    fc.constantFrom('\uD800', 'a\uDC00b', '\u202Eevil', '\uFEFF'),
  )
  .chain((s) => fc.nat(s.length).map((at) => `${s.slice(0, at)}\u0000${s.slice(at)}`));
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);

type BodyMutation =
  | { kind: 'field'; field: string; value: unknown }
  | { kind: 'drop'; field: string }
  | { kind: 'extra'; key: string; value: unknown };

function mutations(
  endpoint: JsonEndpoint,
  valid: Record<string, unknown>,
): fc.Arbitrary<BodyMutation> {
  const fields = Object.keys(valid);
  const options: fc.Arbitrary<BodyMutation>[] = [
    fc.record({
      kind: fc.constant('extra' as const),
      key: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).map((k) => `x_${k}`),
      value: fc.jsonValue({ maxDepth: 2 }),
    }),
    fc.record({
      kind: fc.constant('extra' as const),
      key: fc.constantFrom('__proto__', 'constructor', 'role', 'marketer_id_', 'admin'),
      value: fc.jsonValue({ maxDepth: 2 }),
    }),
  ];
  if (fields.length > 0) {
    const field = fc.constantFrom(...fields);
    options.push(fc.record({ kind: fc.constant('field' as const), field, value: wrongType }));
    // Passwords may hold any text; their other breakage is covered by the wrong types.
    const textFields = fields.filter((f) => f !== 'password');
    if (textFields.length > 0)
      options.push(
        fc.record({
          kind: fc.constant('field' as const),
          field: fc.constantFrom(...textFields),
          value: hostileText,
        }),
      );
  }
  if (endpoint.required.length > 0)
    options.push(
      fc.record({
        kind: fc.constant('drop' as const),
        field: fc.constantFrom(...endpoint.required),
      }),
    );
  return fc.oneof(...options);
}

function applyMutation(
  valid: Record<string, unknown>,
  mutation: BodyMutation,
): Record<string, unknown> {
  const body: Record<string, unknown> = { ...valid };
  if (mutation.kind === 'field') body[mutation.field] = mutation.value;
  else if (mutation.kind === 'drop') delete body[mutation.field];
  else Object.defineProperty(body, mutation.key, { value: mutation.value, enumerable: true });
  return body;
}

/** How the body reaches the server: intact JSON, broken JSON, or under the wrong content type. */
const envelope = fc.constantFrom(
  'json',
  'truncated',
  'garbage',
  'text/plain',
  'form',
  'xml',
  'no type',
  'json latin1',
  'empty json',
);

function wrap(
  kind: string,
  body: Record<string, unknown>,
): { headers: Record<string, string>; payload?: string } {
  const json = JSON.stringify(body);
  switch (kind) {
    case 'json':
      return { headers: { 'content-type': 'application/json' }, payload: json };
    case 'truncated':
      return {
        headers: { 'content-type': 'application/json' },
        payload: json.slice(0, Math.max(1, json.length - 2)),
      };
    case 'garbage':
      return { headers: { 'content-type': 'application/json' }, payload: `{"a":1,,${json}` };
    case 'text/plain':
      return { headers: { 'content-type': 'text/plain' }, payload: json };
    case 'form':
      return {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'name=x&email=y',
      };
    case 'xml':
      return { headers: { 'content-type': 'application/xml' }, payload: '<a/>' };
    case 'no type':
      return { headers: {}, payload: json };
    case 'json latin1':
      return { headers: { 'content-type': 'application/json; charset=latin1' }, payload: json };
    default:
      return { headers: { 'content-type': 'application/json' }, payload: '' };
  }
}

const token = fc.constantFrom(...TOKEN_KINDS);

export function jsonRequests(ids: Ids): fc.Arbitrary<{ request: FuzzRequest; token: TokenKind }> {
  return fc.constantFrom(...JSON_ENDPOINTS).chain((endpoint) => {
    const valid = typeof endpoint.valid === 'function' ? endpoint.valid(ids) : endpoint.valid;
    return fc
      .record({
        mutation: mutations(endpoint, valid),
        envelope,
        token: token.filter((t) => !endpoint.noValidToken || !VALID_TOKENS.includes(t)),
      })
      .map(({ mutation, envelope: kind, token: t }) => {
        // A sign-out body is ignored; what can break it is the token and the envelope.
        const { headers, payload } = wrap(kind, applyMutation(valid, mutation));
        return {
          token: t,
          request: {
            method: endpoint.method,
            url: endpoint.path(ids),
            headers,
            payload,
            label: `${endpoint.method} ${endpoint.path(ids)} ${mutation.kind}/${kind}`,
          },
        };
      });
  });
}

const brokenQuery = fc.oneof(
  fc.constantFrom(
    '%',
    '%E0%A4%A',
    '%00',
    'email=a&email=b',
    'email=%00%40b.co',
    'marketer_id=42',
    'author_id=%00',
    'status=draft',
    'x=1',
    'email[]=1',
    'email[a]=b',
    'q=%00',
    'q=%25%5C_%25',
    'tags=%00,live',
    'tags=a&tags=b',
    'sort=cheapest',
    'sort=Latest&sort=Oldest',
    'page=0',
    'page=1e9',
    'per_page=1000',
    'per_page=-1',
    'status=shipped',
    'key=%00',
    'key=a&key=b',
    `key=${'k'.repeat(5000)}`,
  ),
  fc.string({ unit: 'grapheme', maxLength: 30 }).map((s) => `email=${encodeURIComponent(s)}&zz=1`),
  fc.integer({ min: 300, max: 5000 }).map((n) => `email=${'a'.repeat(n)}%40b.co`),
);
const brokenSegment = fc.oneof(
  fc.constantFrom(
    '%',
    '%00',
    '..%2f..%2fetc%2fpasswd',
    '%E0%A4%A',
    'a'.repeat(3000),
    '00000000-0000-0000-0000-000000000000',
    '------------------------------------',
    'ABCDEF00-0000-4000-8000-00000000000G',
    'X.png',
    '%2e%2e',
  ),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).map(encodeURIComponent),
);

export function readRequests(ids: Ids): fc.Arbitrary<{ request: FuzzRequest; token: TokenKind }> {
  const get = fc
    .record({ path: fc.constantFrom(...GET_PATHS), query: brokenQuery, token })
    .map(({ path, query, token: t }) => {
      const base = path(ids);
      const url = `${base}${base.includes('?') ? '&' : '?'}${query}`;
      return {
        token: t,
        request: { method: 'GET', url, headers: {}, label: `GET ${base} ?${query.slice(0, 30)}` },
      };
    });
  const segment = fc
    .record({
      root: fc.constantFrom(
        '/api/v1/blog/',
        '/api/v1/media/',
        '/api/v1/',
        '/api/v1/auth/',
        '/api/v1/stores/',
        `/api/v1/stores/${ids.store}/products/`,
        `/api/v1/stores/${ids.store}/orders/`,
        '/api/v1/my/businesses/',
      ),
      segment: brokenSegment,
      method: fc.constantFrom('GET', 'PATCH', 'DELETE', 'PUT', 'HEAD', 'OPTIONS'),
      token,
    })
    .map(({ root, segment: s, method, token: t }) => ({
      token: t,
      request: {
        method,
        url: `${root}${s}`,
        headers: { 'content-type': 'application/json' },
        payload: method === 'PATCH' ? '{"title":' : undefined,
        label: `${method} ${root}…`,
      },
    }));
  // Ids and slugs of the catalogue: near-uuids (the shape a product path is read by), real uuids
  // of nothing, and slugs; read, edited with a broken body, or deleted.
  const idLike = fc.oneof(
    fc
      .array(fc.constantFrom(...'0123456789abcdefABCDEF-'), { minLength: 36, maxLength: 36 })
      .map((chars) => chars.join('')),
    fc.uuid(),
    // Not the demo store's real slugs (p01…p24, sample-crate): a DELETE would succeed.
    fc
      .stringMatching(/^[a-z0-9-]{1,90}$/)
      .filter((slug) => !/^p\d+$/.test(slug) && slug !== 'sample-crate'),
  );
  const catalogue = fc
    .record({
      root: fc.constantFrom(
        '/api/v1/stores/',
        `/api/v1/stores/${ids.store}/products/`,
        `/api/v1/stores/${ids.store}/orders/`,
        '/api/v1/my/businesses/',
      ),
      segment: idLike,
      suffix: fc.oneof(
        { arbitrary: fc.constant(''), weight: 4 },
        {
          arbitrary: fc.constantFrom(
            '?key=x',
            `?key=${ids.orderKey}`,
            '/overview',
            '/products',
            '/analytics?period=7d',
            // Opening a store, keeping a sample item, removing a store's samples: of nothing here.
            '/open',
            '/keep',
            '/samples',
            // Several items at once (a bulk action) of a store that is not one.
            '/products/bulk',
          ),
          weight: 1,
        },
      ),
      method: fc.constantFrom('GET', 'GET', 'PATCH', 'DELETE', 'POST'),
      token,
    })
    .map(({ root, segment: s, suffix, method, token: t }) => ({
      token: t,
      request: {
        method,
        url: `${root}${s}${suffix}`,
        headers: { 'content-type': 'application/json' },
        payload: method === 'PATCH' ? '{"status":' : method === 'POST' ? '{}' : undefined,
        label: `${method} ${root}${s}${suffix}`,
      },
    }));
  return fc.oneof(
    { arbitrary: get, weight: 3 },
    { arbitrary: segment, weight: 2 },
    { arbitrary: catalogue, weight: 2 },
  );
}

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Broken multipart: wrong boundary, cut short, wrong field, truncated or fake images, several parts. */
export function uploadRequests(): fc.Arbitrary<{ request: FuzzRequest; token: TokenKind }> {
  return fc
    .record({
      shape: fc.constantFrom(
        'no end',
        'wrong boundary',
        'wrong field',
        'truncated png',
        'random bytes',
        'no filename',
        'two files',
        'empty',
        'json type',
        'huge part header',
      ),
      bytes: fc.uint8Array({ maxLength: 200 }),
      token,
    })
    .map(({ shape, bytes, token: t }) => {
      const boundary = 'fuzzBoundary42';
      const file =
        shape === 'truncated png' || shape === 'two files' || shape === 'no end'
          ? Buffer.concat([PNG_HEAD, Buffer.from(bytes)])
          : Buffer.from(bytes);
      const field = shape === 'wrong field' ? 'image' : 'files';
      const disposition =
        shape === 'no filename'
          ? `form-data; name="${field}"`
          : `form-data; name="${field}"; filename="a.png"`;
      const extra = shape === 'huge part header' ? `X-Pad: ${'p'.repeat(9000)}\r\n` : '';
      const part = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${extra}Content-Type: image/png\r\n\r\n`,
        ),
        file,
        Buffer.from('\r\n'),
      ]);
      const parts = shape === 'two files' ? Buffer.concat([part, part]) : part;
      const end = shape === 'no end' ? '' : `--${boundary}--\r\n`;
      const payload =
        shape === 'empty' ? Buffer.alloc(0) : Buffer.concat([parts, Buffer.from(end)]);
      const type =
        shape === 'json type'
          ? 'application/json'
          : `multipart/form-data; boundary=${shape === 'wrong boundary' ? 'other' : boundary}`;
      return {
        token: t,
        request: {
          method: 'POST',
          url: '/api/v1/media/upload',
          headers: { 'content-type': type },
          payload,
          label: `upload ${shape}`,
        },
      };
    });
}
