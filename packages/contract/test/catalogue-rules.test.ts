import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_PERIOD_OPTIONS,
  analyticsPeriod,
  DEFAULT_ORDER_LIMITS,
  describeSelection,
  describeValue,
  initialSelection,
  isEmpty,
  koboToNaira,
  nairaToKobo,
  invoiceNumber,
  nextStatuses,
  ORDER_TRANSITIONS,
  orderNumber,
  orderValueCapMessage,
  optionLabel,
  optionName,
  outOfStockMessage,
  type ProductOption,
  tagFilterGroups,
  trackingUrlProblem,
  unitCapMessage,
  variantMatches,
} from '../src/catalogue-rules.ts';

// Options like the sample item's (docs/product-rules.md, "Catalogue and orders"), one of each kind.
const ask = (key: string, required: boolean) => ({ key, prompt: `Choose ${key}`, required });
const list = (key: string, options: string[], multi_select = false): ProductOption => ({
  ...ask(key, true),
  type: 'list',
  options,
  multi_select,
});
const size = list('size', ['Small', 'Medium', 'Large', 'XL']);
const extras = list('extras', ['Pepper', 'Onions'], true);
const weight: ProductOption = {
  ...ask('weight', false),
  type: 'number',
  min: 1,
  max: 10,
  step: 0.5,
  unit: 'g',
};
const engraving: ProductOption = {
  ...ask('engraving', false),
  label: 'Crate note',
  type: 'text',
  max: 50,
};
const giftWrap: ProductOption = { ...ask('giftWrap', false), type: 'boolean' };
const color: ProductOption = { ...ask('color', true), type: 'color', options: ['blue', 'green'] };
const optionalColor: ProductOption = { ...color, key: 'trim', required: false };

describe('choosing options', () => {
  it('starts required lists and colours on their first choice and numbers on their minimum', () => {
    expect(
      initialSelection([size, extras, weight, engraving, giftWrap, color, optionalColor]),
    ).toEqual({ size: 'Small', extras: ['Pepper'], weight: 1, color: 'blue' });
    expect(initialSelection([])).toEqual({});
  });

  it('counts nothing chosen as empty: no value, an empty text or an empty list, never 0 or false', () => {
    expect([undefined, '', []].map(isEmpty)).toEqual([true, true, true]);
    expect([0, false, 'x', ['a']].map(isEmpty)).toEqual([false, false, false, false]);
  });

  it('matches a variant when every option it names is chosen alike, ignoring case', () => {
    const variant = { mods: { size: 'Large', color: 'Blue' } };
    expect(variantMatches(variant, { size: 'large', color: 'BLUE', engraving: 'Ada' })).toBe(true);
    expect(variantMatches(variant, { size: 'Large', color: 'green' })).toBe(false);
    expect(variantMatches(variant, { size: 'Large' })).toBe(false);
    expect(variantMatches(variant, { size: 'Large', color: '' })).toBe(false);
    // A variant that depends on no option fits every selection.
    expect(variantMatches({ mods: {} }, {})).toBe(true);
  });
});

describe('how options read on lines, orders and mails', () => {
  it('writes each kind of value for people', () => {
    expect(describeValue(size, undefined)).toBe('Not set');
    expect(describeValue(extras, [])).toBe('Not set');
    expect(describeValue(giftWrap, true)).toBe('Yes');
    expect(describeValue(giftWrap, false)).toBe('No');
    expect(describeValue(weight, 2.5)).toBe('2.5 g');
    expect(describeValue({ ...weight, unit: '' }, 3)).toBe('3');
    expect(describeValue(extras, ['Pepper', 'Onions'])).toBe('Pepper, Onions');
    expect(describeValue(engraving, 'For Ada')).toBe('For Ada');
    const when = { type: 'datetime', prompt: 'When?', required: true } as const;
    expect(describeValue(when, '2026-12-01T14:30:00+01:00')).toBe('1 Dec 2026, 14:30 WAT');
  });

  it('names an option by its label, else by its key made readable', () => {
    expect(optionName(engraving)).toBe('Crate note');
    expect(optionName({ key: 'giftWrap', label: '   ' })).toBe('Gift wrap');
    expect(optionLabel('size')).toBe('Size');
    expect(optionLabel('giftWrap')).toBe('Gift wrap');
    expect(optionLabel('color')).toBe('Colour');
  });

  it("lists the chosen options in the product's order, leaving out empty ones and a 'No'", () => {
    const options = [size, weight, engraving, giftWrap, extras];
    expect(
      describeSelection(options, {
        extras: ['Onions'],
        engraving: '',
        giftWrap: false,
        weight: 4,
        size: 'XL',
      }),
    ).toEqual([
      { label: 'Size', value: 'XL' },
      { label: 'Weight', value: '4 g' },
      { label: 'Extras', value: 'Onions' },
    ]);
    expect(describeSelection(options, { giftWrap: true, engraving: 'Hi' })).toEqual([
      { label: 'Crate note', value: 'Hi' },
      { label: 'Gift wrap', value: 'Yes' },
    ]);
  });
});

describe('the store index filter', () => {
  const groups = [
    { name: 'Live Snails', tags: ['live', 'breeder'] },
    { name: 'Pocessed Snails', tags: ['frozen', 'dried'] },
  ];

  it('widens within a group, narrows across groups, and keeps stray tags as a group of their own', () => {
    expect(tagFilterGroups(['live', 'breeder', 'dried'], groups)).toEqual([
      ['live', 'breeder'],
      ['dried'],
    ]);
    expect(tagFilterGroups(['gift', 'frozen'], groups)).toEqual([['frozen'], ['gift']]);
    expect(tagFilterGroups([], groups)).toEqual([]);
  });
});

describe('orders', () => {
  it('go new → confirmed → (ready for pickup | shipped) → delivered, or to cancelled, and never back', () => {
    expect(ORDER_TRANSITIONS.delivery.new).toEqual(['confirmed', 'cancelled']);
    expect(ORDER_TRANSITIONS.delivery.confirmed).toEqual(['shipped', 'delivered', 'cancelled']);
    expect(ORDER_TRANSITIONS.delivery.shipped).toEqual(['delivered', 'cancelled']);
    expect(ORDER_TRANSITIONS.pickup.confirmed).toEqual(['ready', 'delivered', 'cancelled']);
    expect(ORDER_TRANSITIONS.pickup.ready).toEqual(['delivered', 'cancelled']);
    // A pickup is never shipped, a delivery never ready for pickup, and nothing e-mailed is either.
    expect(nextStatuses({ status: 'confirmed', fulfilment: 'pickup' })).not.toContain('shipped');
    expect(nextStatuses({ status: 'confirmed', fulfilment: 'delivery' })).not.toContain('ready');
    expect(ORDER_TRANSITIONS.none.confirmed).toEqual(['delivered', 'cancelled']);
    for (const steps of Object.values(ORDER_TRANSITIONS)) {
      expect(steps.delivered).toEqual([]);
      expect(steps.cancelled).toEqual([]);
    }
  });

  it('take a tracking link only as an https address with a host name', () => {
    expect(trackingUrlProblem('')).toBe('');
    expect(trackingUrlProblem('https://gigl.ng/track?waybill=1')).toBe('');
    for (const bad of [
      'http://gigl.ng/t',
      'javascript:alert(1)',
      'gigl.ng/t',
      'https://localhost/t',
      'https://a:b@gigl.ng/t',
      'https://gigl.ng/a b',
    ])
      expect(trackingUrlProblem(bad), bad).not.toBe('');
  });

  it('write invoice numbers as INV- and four digits or more', () => {
    expect(invoiceNumber(1)).toBe('INV-0001');
    expect(invoiceNumber(12345)).toBe('INV-12345');
  });

  it('keep money in kobo and show naira, rounding to the nearest kobo', () => {
    expect(koboToNaira(650_000)).toBe(6500);
    expect(nairaToKobo(6500)).toBe(650_000);
    expect(nairaToKobo(0.1 + 0.2)).toBe(30);
    expect(nairaToKobo(19.999)).toBe(2000);
  });

  it('say what stops an order in words the shopper can act on', () => {
    expect(outOfStockMessage('Peppered snails', 0)).toBe(
      'Peppered snails is out of stock. Remove it from your cart to place the order.',
    );
    expect(outOfStockMessage('Peppered snails', 2)).toBe(
      'Only 2 of Peppered snails left. Lower the quantity to place the order.',
    );
    expect(unitCapMessage('Giant snails', 20)).toBe(
      'At most 20 of Giant snails per order. Lower the quantity to place the order.',
    );
    expect(orderValueCapMessage('₦2,000,000.00')).toBe(
      'Orders over ₦2,000,000.00 are not taken online. Lower the quantities or call the store.',
    );
    expect(orderNumber(1001)).toBe('#1001');
  });

  it('hold 20 units of a variant, ₦2,000,000 and 48 hours unless the store says otherwise', () => {
    expect(DEFAULT_ORDER_LIMITS).toEqual({
      max_units_per_variant: 20,
      max_order_kobo: 200_000_000,
      unconfirmed_order_hours: 48,
    });
  });
});

describe('analytics periods', () => {
  it('read ?period= from the address, falling back to the last 30 days', () => {
    expect(analyticsPeriod('7d')).toBe('7d');
    expect(analyticsPeriod('90d')).toBe('90d');
    expect(analyticsPeriod('365d')).toBe('30d');
    expect(analyticsPeriod(null)).toBe('30d');
    expect(analyticsPeriod('toString')).toBe('30d');
  });

  it('offer the three periods in order, each with its label', () => {
    expect(ANALYTICS_PERIOD_OPTIONS).toEqual([
      { value: '7d', label: 'Last 7 days' },
      { value: '30d', label: 'Last 30 days' },
      { value: '90d', label: 'Last 90 days' },
    ]);
  });
});
