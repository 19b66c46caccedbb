import { z } from 'zod';
import { DISCOUNT_KINDS } from '../discount-rules.ts';
import type { DiscountCode, DiscountQuote } from '../discounts.ts';
import { timestampAnswer } from './shared.ts';

export const discountCodeAnswer = z
  .object({
    id: z.string(),
    code: z.string(),
    kind: z.enum(DISCOUNT_KINDS),
    value: z.number(),
    min_order_kobo: z.number(),
    starts_on: z.string().nullable(),
    ends_on: z.string().nullable(),
    max_uses: z.number().nullable(),
    max_uses_per_shopper: z.number().nullable(),
    used: z.number(),
    given_kobo: z.number(),
    active: z.boolean(),
    created_at: timestampAnswer,
  })
  .meta({ id: 'DiscountCode' }) satisfies z.ZodType<DiscountCode>;

export const discountCodeListAnswer = z
  .array(discountCodeAnswer)
  .meta({ id: 'DiscountCodeList' }) satisfies z.ZodType<DiscountCode[]>;

/** What a code takes off a cart, priced by the server: nothing about the code's uses. */
export const discountQuoteAnswer = z
  .object({
    code: z.string(),
    kind: z.enum(DISCOUNT_KINDS),
    value: z.number(),
    subtotal_kobo: z.number(),
    discount_kobo: z.number(),
  })
  .meta({ id: 'DiscountQuote' }) satisfies z.ZodType<DiscountQuote>;
