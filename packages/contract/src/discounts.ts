import { z } from 'zod';
import { DISCOUNT_CODE_PATTERN, DISCOUNT_KINDS, type DiscountKind } from './discount-rules.ts';
import { orderRequest } from './orders.ts';

// ---------------------------------------------------------------- shapes the API sends

/** A store's discount code as its managers see it, with what it has given so far. */
export interface DiscountCode {
  id: string;
  code: string;
  kind: DiscountKind;
  /** A percentage (1–100) or kobo. */
  value: number;
  min_order_kobo: number;
  /** First and last Lagos day it can be used (YYYY-MM-DD), null for no limit. */
  starts_on: string | null;
  ends_on: string | null;
  max_uses: number | null;
  max_uses_per_shopper: number | null;
  used: number;
  /** Kobo taken off by orders that used it (cancelled ones give their use back). */
  given_kobo: number;
  active: boolean;
  created_at: string;
}

/** POST /stores/:store/discounts/check: what a code takes off this cart, checked by the server. */
export interface DiscountQuote {
  code: string;
  kind: DiscountKind;
  value: number;
  subtotal_kobo: number;
  discount_kobo: number;
}

// ---------------------------------------------------------------- what the API takes

const day = (label: string) =>
  z
    .string({ error: `${label} must be a date like 2026-12-01` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a date like 2026-12-01` })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
      error: `${label} must be a date like 2026-12-01`,
    })
    .nullable();

const count = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(1, { error: `${label} must be at least 1` })
    .max(1_000_000, { error: `${label} is too large` })
    .nullable();

const fields = {
  code: z
    .string({ error: 'Enter a code like SAVE10' })
    .trim()
    .regex(DISCOUNT_CODE_PATTERN, {
      error: 'A code is 3 to 30 letters, digits, - or _, like SAVE10',
    })
    .transform((code) => code.toUpperCase()),
  kind: z.enum(DISCOUNT_KINDS, { error: 'Choose a percentage or a fixed amount' }),
  value: z
    .number({ error: 'The discount must be a number' })
    .int({ error: 'The discount must be a whole number' })
    .min(1, { error: 'The discount must be above 0' })
    .max(2_000_000_000, { error: 'The discount is too large' }),
  min_order_kobo: z
    .number({ error: 'The minimum order must be a number' })
    .int({ error: 'The minimum order must be whole kobo' })
    .min(0, { error: 'The minimum order cannot be negative' })
    .max(2_000_000_000, { error: 'The minimum order is too large' }),
  starts_on: day('The first day'),
  ends_on: day('The last day'),
  max_uses: count('Uses in total'),
  max_uses_per_shopper: count('Uses per shopper'),
  active: z.boolean({ error: 'active must be true or false' }),
};

type Checked = {
  kind?: DiscountKind;
  value?: number;
  starts_on?: string | null;
  ends_on?: string | null;
};
/** Rules across fields: a percentage is at most 100, the last day is not before the first. */
const acrossFields = (value: Checked, ctx: z.RefinementCtx) => {
  if (value.kind === 'percent' && value.value !== undefined && value.value > 100)
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percentage is at most 100' });
  if (value.starts_on && value.ends_on && value.ends_on < value.starts_on)
    ctx.addIssue({
      code: 'custom',
      path: ['ends_on'],
      message: 'The last day cannot be before the first day',
    });
};

export const discountRequest = z
  .strictObject({
    code: fields.code,
    kind: fields.kind,
    value: fields.value,
    min_order_kobo: fields.min_order_kobo.default(0),
    starts_on: fields.starts_on.default(null),
    ends_on: fields.ends_on.default(null),
    max_uses: fields.max_uses.default(null),
    max_uses_per_shopper: fields.max_uses_per_shopper.default(null),
    active: fields.active.default(true),
  })
  .superRefine(acrossFields);
export type DiscountRequest = z.input<typeof discountRequest>;

/** A change to a code: only what is sent changes (the stored kind and dates are checked with it). */
export const discountUpdateRequest = z.strictObject({
  code: fields.code.optional(),
  kind: fields.kind.optional(),
  value: fields.value.optional(),
  min_order_kobo: fields.min_order_kobo.optional(),
  starts_on: fields.starts_on.optional(),
  ends_on: fields.ends_on.optional(),
  max_uses: fields.max_uses.optional(),
  max_uses_per_shopper: fields.max_uses_per_shopper.optional(),
  active: fields.active.optional(),
});
export type DiscountUpdateRequest = z.input<typeof discountUpdateRequest>;
export { acrossFields as discountRules };

/** A shopper asks what a code takes off the cart: the lines are priced by the server. */
export const discountCheckRequest = z.strictObject({
  code: z
    .string({ error: 'Enter a discount code' })
    .trim()
    .min(1, { error: 'Enter a discount code' })
    .max(40, { error: 'That discount code is too long' }),
  lines: orderRequest.shape.lines,
});
export type DiscountCheckRequest = z.input<typeof discountCheckRequest>;
