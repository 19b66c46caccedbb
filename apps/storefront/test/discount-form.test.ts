import { expect, it } from 'vitest';
import {
  discountProblem,
  EMPTY_DISCOUNT,
  fromDiscount,
  toDiscountRequest,
} from '../src/routes/admin/discounts/discount-form.ts';

it('sends naira as kobo, percentages as they are, and empty limits as none', () => {
  const draft = {
    ...EMPTY_DISCOUNT,
    code: ' save500 ',
    kind: 'fixed' as const,
    value: '500',
    minimum: '5,000',
  };
  expect(discountProblem(draft)).toBeNull();
  expect(toDiscountRequest(draft)).toEqual({
    code: 'save500',
    kind: 'fixed',
    value: 50_000,
    min_order_kobo: 500_000,
    starts_on: null,
    ends_on: null,
    max_uses: null,
    max_uses_per_shopper: null,
  });
  expect(
    toDiscountRequest({ ...draft, kind: 'percent', value: '10', max_uses: '10' }),
  ).toMatchObject({
    value: 10,
    max_uses: 10,
  });
});

it('says what to fix before sending', () => {
  expect(discountProblem({ ...EMPTY_DISCOUNT, code: 'x' })).toBe(
    'Enter a code of 3 to 30 letters or digits, like SAVE10.',
  );
  expect(discountProblem({ ...EMPTY_DISCOUNT, code: 'SAVE10' })).toBe(
    'Enter the percentage taken off, like 10.',
  );
});

it('opens a stored code in naira', () => {
  const draft = fromDiscount({
    id: 'x',
    code: 'BIG',
    kind: 'fixed',
    value: 150_000,
    min_order_kobo: 0,
    starts_on: null,
    ends_on: '2026-12-31',
    max_uses: 5,
    max_uses_per_shopper: null,
    used: 0,
    given_kobo: 0,
    active: true,
    created_at: '',
  });
  expect(draft).toMatchObject({ value: '1500', minimum: '', ends_on: '2026-12-31', max_uses: '5' });
});
