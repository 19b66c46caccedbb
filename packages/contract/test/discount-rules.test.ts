import { describe, expect, it } from 'vitest';
import {
  DISCOUNT_CODE_PATTERN,
  discountAmount,
  discountLabel,
  discountMessages,
  normaliseCode,
} from '../src/discount-rules.ts';
import { discountRequest, discountUpdateRequest } from '../src/discounts.ts';
import { refusal, refusals } from './refusals.ts';

const naira = (kobo: number) => `₦${(kobo / 100).toFixed(2)}`;

describe('discount codes', () => {
  it('are 3 to 30 letters, digits, - or _, compared without case or surrounding spaces', () => {
    for (const code of ['ABC', 'save10', 'EASTER_2026', 'new-shopper', 'A'.repeat(30)])
      expect(DISCOUNT_CODE_PATTERN.test(code), code).toBe(true);
    for (const code of ['AB', 'A'.repeat(31), 'SAVE 10', 'SAVE10!', 'ÉTÉ10', ''])
      expect(DISCOUNT_CODE_PATTERN.test(code), code).toBe(false);
    expect(normaliseCode('  save10 ')).toBe('SAVE10');
  });

  it('take a percentage (rounded down to the kobo) or a fixed amount, never below 0 or above the subtotal', () => {
    expect(discountAmount({ kind: 'percent', value: 10 }, 12_345)).toBe(1234);
    expect(discountAmount({ kind: 'percent', value: 100 }, 50_000)).toBe(50_000);
    expect(discountAmount({ kind: 'fixed', value: 50_000 }, 20_000)).toBe(20_000);
    expect(discountAmount({ kind: 'fixed', value: 50_000 }, 0)).toBe(0);
    expect(discountAmount({ kind: 'fixed', value: -500 }, 20_000)).toBe(0);
  });

  it("read '10% off' or '₦500.00 off' in lists and on the receipt", () => {
    expect(discountLabel('percent', 10, naira)).toBe('10% off');
    expect(discountLabel('fixed', 50_000, naira)).toBe('₦500.00 off');
  });

  it('refuse in the words docs/product-rules.md gives, naming the code', () => {
    expect(discountMessages.unknown('SAVE10')).toBe(
      "We don't know the code SAVE10. Check it and try again.",
    );
    expect(discountMessages.inactive('SAVE10')).toBe('The code SAVE10 is no longer in use.');
    expect(discountMessages.notStarted('SAVE10', '1 Dec 2026')).toBe(
      'The code SAVE10 starts on 1 Dec 2026.',
    );
    expect(discountMessages.expired('SAVE10', '20 Nov 2026')).toBe(
      'The code SAVE10 ended on 20 Nov 2026.',
    );
    expect(discountMessages.belowMinimum('SAVE10', '₦500.00')).toBe(
      'The code SAVE10 needs an order of ₦500.00 or more (before delivery).',
    );
    expect(discountMessages.usedUp('SAVE10')).toBe('The code SAVE10 has been used up.');
    expect(discountMessages.shopperUsedUp('SAVE10')).toBe(
      'You have already used the code SAVE10 as often as it allows.',
    );
  });
});

describe('a manager adding or changing a code', () => {
  const valid = { code: ' save10 ', kind: 'percent', value: 10 };

  it('stores the code upper-case, active, with no minimum, dates or limits unless given', () => {
    expect(discountRequest.parse(valid)).toEqual({
      code: 'SAVE10',
      kind: 'percent',
      value: 10,
      min_order_kobo: 0,
      starts_on: null,
      ends_on: null,
      max_uses: null,
      max_uses_per_shopper: null,
      active: true,
    });
  });

  it('is refused with what to fix', () => {
    expect(refusals(discountRequest, { ...valid, code: 'S 1' })).toEqual([
      'A code is 3 to 30 letters, digits, - or _, like SAVE10',
    ]);
    expect(refusals(discountRequest, { ...valid, kind: 'half' })).toEqual([
      'Choose a percentage or a fixed amount',
    ]);
    expect(refusals(discountRequest, { ...valid, value: 0 })).toEqual([
      'The discount must be above 0',
    ]);
    expect(refusals(discountRequest, { ...valid, value: 101 })).toEqual([
      'A percentage is at most 100',
    ]);
    expect(refusals(discountRequest, { ...valid, kind: 'fixed', value: 101 })).toEqual([]);
    expect(refusals(discountRequest, { ...valid, min_order_kobo: -1 })).toEqual([
      'The minimum order cannot be negative',
    ]);
    expect(refusal(discountRequest, { ...valid, starts_on: '1 Dec 2026' })).toBe(
      'The first day must be a date like 2026-12-01',
    );
    expect(refusal(discountRequest, { ...valid, ends_on: '2026-13-01' })).toBe(
      'The last day must be a date like 2026-12-01',
    );
    expect(
      refusals(discountRequest, { ...valid, starts_on: '2026-12-10', ends_on: '2026-12-01' }),
    ).toEqual(['The last day cannot be before the first day']);
    expect(refusals(discountRequest, { ...valid, max_uses: 0 })).toEqual([
      'Uses in total must be at least 1',
    ]);
    expect(refusals(discountRequest, { ...valid, max_uses_per_shopper: 1.5 })).toEqual([
      'Uses per shopper must be a whole number',
    ]);
  });

  it('changes only what is sent, with the same checks', () => {
    expect(discountUpdateRequest.parse({ active: false })).toEqual({ active: false });
    expect(refusals(discountUpdateRequest, { code: 'x' })).toEqual([
      'A code is 3 to 30 letters, digits, - or _, like SAVE10',
    ]);
  });
});
