import { describe, expect, it } from 'vitest';
import {
  articleRequest,
  articleUpdateRequest,
  contactRequest,
  createBusinessRequest,
  loginRequest,
  modifyPasswordRequest,
  orderRequest,
  ownedBusinessRequest,
  productListQuery,
  productRequest,
  storeMemberInviteRequest,
  storeSettingsRequest,
} from '../src/index.ts';
import { refusal } from './refusals.ts';

// What the API answers ({ "message": ... }, the first refusal) for each mistake a person can make.

const uuid = '0b8e4f1c-2d3a-4b5c-8d9e-0f1a2b3c4d5e';
const item = { name: 'Peppered snails', variants: [{ qty: 5, price_kobo: 650_000 }] };
const size = {
  key: 'size',
  type: 'list',
  prompt: 'Choose a size',
  required: true,
  options: ['Small', 'Large'],
};

describe('an item as the store admin saves it', () => {
  it('takes a name and one price, and fills in the rest', () => {
    expect(productRequest.parse({ ...item, mods: [size] })).toMatchObject({
      description: '',
      tags: [],
      price_suffix: '',
      status: 'active',
      fulfilment: 'shipped',
      media: [],
      mods: [{ ...size, multi_select: false }],
      variants: [{ mods: {}, qty: 5, price_kobo: 650_000 }],
    });
  });

  it('is refused with what to fix', () => {
    const cases: [object, string][] = [
      [{ ...item, name: 'P' }, 'Name is required'],
      [{ ...item, variants: [] }, 'An item needs at least one price'],
      [{ ...item, variants: [{ qty: 1, price_kobo: -1 }] }, 'Price cannot be negative'],
      [{ ...item, variants: [{ qty: 1, price_kobo: 10.5 }] }, 'Price must be whole kobo'],
      [{ ...item, variants: [{ qty: -1, price_kobo: 100 }] }, 'Stock cannot be negative'],
      [{ ...item, price_suffix: '/yr' }, "Price suffix must be empty or '/mo'"],
      [{ ...item, status: 'hidden' }, "Status must be 'active' or 'draft'"],
      [
        { ...item, fulfilment: 'drone' },
        'Choose how the item reaches the shopper: shipped, e-mailed or booked',
      ],
      [
        { ...item, mods: [{ ...size, type: 'slider' }] },
        'Option type must be one of list, number, text, boolean, datetime, color',
      ],
      [
        { ...item, mods: [{ ...size, key: '2size' }] },
        'Option keys are letters and digits, starting with a letter',
      ],
      [{ ...item, mods: [{ ...size, options: [] }] }, 'A list needs at least one choice'],
      [
        {
          ...item,
          mods: [
            {
              key: 'w',
              type: 'number',
              prompt: 'Weight',
              required: true,
              min: 1,
              max: 2,
              step: 0,
              unit: 'g',
            },
          ],
        },
        'Step must be above 0',
      ],
      [
        { ...item, mods: Array.from({ length: 11 }, (_, i) => ({ ...size, key: `o${i}` })) },
        'At most 10 options',
      ],
      [{ ...item, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'At most 20 tags'],
      [{ ...item, media: [{ file: 'javascript:alert(1)' }] }, 'Pictures must be uploaded images'],
      [{ ...item, colour: 'red' }, 'Unrecognized key: "colour"'],
    ];
    for (const [input, message] of cases)
      expect(refusal(productRequest, input), message).toBe(message);
  });
});

describe('the store index query', () => {
  it('reads numbers from the address and refuses an unknown sort', () => {
    expect(productListQuery.parse({ page: '2', sort: 'Most Popular' })).toEqual({
      page: 2,
      sort: 'Most Popular',
    });
    expect(refusal(productListQuery, { sort: 'Cheapest' })).toBe('Unknown sort order');
    expect(refusal(productListQuery, { page: 'two' })).toBe('page must be a number');
    expect(refusal(productListQuery, { q: 'x'.repeat(201) })).toBe('Search is too long');
  });
});

describe('an order at checkout', () => {
  const order = {
    lines: [{ product_id: uuid, variant_id: uuid, qty: 1 }],
    name: 'Ada Obi',
    phone: '0803 555 0199',
    email: 'Ada@Shop.ng',
    fulfilment: 'pickup',
    payment: 'bank_transfer',
  };

  it('is taken with the email lower-cased and the optional fields empty', () => {
    expect(orderRequest.parse(order)).toMatchObject({
      email: 'ada@shop.ng',
      address: '',
      zone: '',
      note: '',
      discount_code: '',
      lines: [{ selection: {} }],
    });
  });

  it('is refused with what to fix', () => {
    const line = order.lines[0]!;
    const cases: [object, string][] = [
      [{ ...order, lines: [] }, 'Your cart is empty'],
      [{ ...order, lines: [{ ...line, qty: 0 }] }, 'Quantity must be at least 1'],
      [{ ...order, lines: [{ ...line, qty: 100 }] }, 'At most 99 of one item per order'],
      [{ ...order, lines: [{ ...line, product_id: '1' }] }, 'Not a product id'],
      [{ ...order, phone: 'call me' }, 'Enter a phone number like 0803 555 0101.'],
      [{ ...order, email: 'ada@shop' }, 'Enter a valid email address'],
      [{ ...order, fulfilment: 'courier' }, 'Choose delivery or pickup'],
      [{ ...order, payment: 'cheque' }, 'Choose how you will pay'],
      [{ ...order, discount_code: 'X'.repeat(41) }, 'That discount code is too long'],
    ];
    for (const [input, message] of cases)
      expect(refusal(orderRequest, input), message).toBe(message);
  });
});

describe("a store's settings", () => {
  it('lower-case category tags and refuse two zones or categories of one name', () => {
    expect(
      storeSettingsRequest.parse({ categories: [{ name: 'Live Snails', tags: ['Breeder'] }] }),
    ).toEqual({ categories: [{ name: 'Live Snails', tags: ['breeder'] }] });
    expect(
      refusal(storeSettingsRequest, {
        delivery_zones: [
          { name: 'Lekki', fee_kobo: 150_000 },
          { name: 'lekki', fee_kobo: 200_000 },
        ],
      }),
    ).toBe('Two zones have the same name');
    expect(
      refusal(storeSettingsRequest, {
        categories: [
          { name: 'Live', tags: [] },
          { name: 'LIVE', tags: [] },
        ],
      }),
    ).toBe('Two categories have the same name');
  });

  it('take only uploaded or drawn pictures, https profile links and a WhatsApp number', () => {
    expect(
      storeSettingsRequest.parse({
        logo_url: `/api/v1/media/${uuid}.png`,
        hero_url: 'art:delicacy:1:1',
      }),
    ).toEqual({
      logo_url: `/api/v1/media/${uuid}.png`,
      hero_url: 'art:delicacy:1:1',
    });
    expect(refusal(storeSettingsRequest, { logo_url: 'https://elsewhere.example/logo.png' })).toBe(
      'Logo must be an uploaded picture',
    );
    const social = { instagram: '', facebook: '', x: '', tiktok: '', whatsapp: '' };
    expect(
      refusal(storeSettingsRequest, {
        social: { ...social, instagram: 'http://instagram.com/snails' },
      }),
    ).toBe('The Instagram link must start with https://');
    expect(refusal(storeSettingsRequest, { social: { ...social, whatsapp: '0803-555' } })).toBe(
      'Enter a WhatsApp number like 0803 555 0101.',
    );
  });

  it('keep order limits within what the store can honour', () => {
    expect(refusal(storeSettingsRequest, { max_units_per_variant: 0 })).toBe(
      'Allow at least 1 unit of an item per order',
    );
    expect(refusal(storeSettingsRequest, { max_order_kobo: 99 })).toBe(
      'The largest order must be at least ₦1',
    );
    expect(refusal(storeSettingsRequest, { unconfirmed_order_hours: 721 })).toBe(
      'Keep unconfirmed orders at most 720 hours (30 days)',
    );
    expect(refusal(storeSettingsRequest, { contact_email: '' })).toBeUndefined();
    expect(refusal(storeSettingsRequest, { contact_email: 'orders@' })).toBe(
      'Enter a valid email address',
    );
  });
});

describe('people and businesses', () => {
  it('refuse a store admin without an address or a name', () => {
    expect(refusal(storeMemberInviteRequest, { email: 'x', name: 'Ada' })).toBe(
      'Enter a valid email address',
    );
    expect(refusal(storeMemberInviteRequest, { email: 'ada@shop.ng', name: 'A' })).toBe(
      'Enter a name',
    );
  });

  it('want business names of at least 2 characters, in every business form', () => {
    expect(refusal(createBusinessRequest, { name: ' A ' })).toBe(
      'Business name must be at least 2 characters',
    );
    expect(refusal(ownedBusinessRequest, { name: 'A' })).toBe(
      'Business name must be at least 2 characters',
    );
    expect(refusal(createBusinessRequest, { name: 'Golden Shell', email: 'gs@farm' })).toBe(
      'Email is not valid',
    );
    expect(refusal(createBusinessRequest, { name: 'Golden Shell', email: '' })).toBeUndefined();
    expect(
      refusal(createBusinessRequest, { name: 'Golden Shell', next_follow_up: '2026-13-01' }),
    ).toBe('Next follow-up must be a date');
  });
});

describe('the contact form, signing in and resetting a password', () => {
  it("refuses each contact field with the form's own toast", () => {
    const sent = { name: 'Ada', email: 'ada@shop.ng', number: '0803', message: 'Hi there' };
    expect(refusal(contactRequest, sent)).toBeUndefined();
    expect(refusal(contactRequest, { ...sent, email: 'ada@shop' })).toBe(
      'Email not entered or value entered is not valid',
    );
    expect(refusal(contactRequest, { ...sent, number: '0' })).toBe(
      'Number not entered or value entered is not valid',
    );
  });

  it("says 'Enter a valid email address' for a missing or implausible address", () => {
    expect(refusal(loginRequest, { email: '', password: 'x' })).toBe('Enter a valid email address');
    expect(refusal(loginRequest, { email: 'ada@shop.ng', password: '' })).toBe(
      'Password is required',
    );
    expect(refusal(loginRequest, { email: 'ada@shop.ng', password: 'x', workspace: 'test' })).toBe(
      "Workspace must be 'live' or 'demo'",
    );
  });

  it('wants a 6-digit code and a new password of at least 8 characters', () => {
    const reset = { email: 'ada@shop.ng', otp: '123456', password: 'snail-gates' };
    expect(refusal(modifyPasswordRequest, reset)).toBeUndefined();
    expect(refusal(modifyPasswordRequest, { ...reset, otp: '12345a' })).toBe(
      'Enter the 6-digit code',
    );
    expect(refusal(modifyPasswordRequest, { ...reset, password: 'short' })).toBe(
      'Password must be at least 8 characters',
    );
  });
});

describe('articles', () => {
  it('start published with empty texts, and need a title', () => {
    expect(articleRequest.parse({ title: 'Snail farming 101' })).toEqual({
      title: 'Snail farming 101',
      excerpt: '',
      content: '',
      status: 'published',
      cover_url: '',
    });
    expect(refusal(articleRequest, { title: '  ' })).toBe('Title is required');
    expect(refusal(articleRequest, { title: 'x', status: 'hidden' })).toBe(
      'Status must be published, draft or archived',
    );
  });

  it("take an address of lower-case words, never the editor's own", () => {
    expect(articleUpdateRequest.parse({ slug: ' Lagos-Food-Guide ' })).toEqual({
      slug: 'lagos-food-guide',
    });
    expect(refusal(articleUpdateRequest, { slug: 'preview' })).toBe(
      'That address is taken by the editor. Choose another.',
    );
    expect(refusal(articleUpdateRequest, { slug: 'lagos food' })).toBe(
      'Use lower-case letters, digits and hyphens for the address, like lagos-food-guide',
    );
    expect(refusal(articleUpdateRequest, { cover_url: 'https://elsewhere.example/c.jpg' })).toBe(
      'The cover must be an uploaded picture',
    );
  });
});
