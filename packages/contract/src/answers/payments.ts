import { z } from 'zod';
import type { Bank, PaymentFlag, Payouts, ResolvedAccount } from '../payments.ts';
import { PAYMENT_STATUSES } from '../order-rules.ts';
import { timestampAnswer } from './shared.ts';

export const bankListAnswer = z
  .object({ banks: z.array(z.object({ code: z.string(), name: z.string() })) })
  .meta({ id: 'BankList' }) satisfies z.ZodType<{ banks: Bank[] }>;

export const payoutsAnswer = z
  .object({
    connected: z.boolean(),
    bank_code: z.string(),
    bank_name: z.string(),
    account_number: z.string(),
    account_name: z.string(),
    available: z.boolean(),
  })
  .meta({ id: 'Payouts' }) satisfies z.ZodType<Payouts>;

export const resolvedAccountAnswer = z
  .object({ account_name: z.string(), bank_name: z.string() })
  .meta({ id: 'ResolvedAccount' }) satisfies z.ZodType<ResolvedAccount>;

export const verifiedPaymentAnswer = z
  .object({ payment_status: z.enum(PAYMENT_STATUSES) })
  .meta({ id: 'VerifiedPayment' });

export const paymentFlagListAnswer = z
  .object({
    documents: z.array(
      z.object({
        id: z.string(),
        reason: z.enum([
          'amount_mismatch',
          'currency_mismatch',
          'cancelled_order',
          'refund_failed',
          'unknown_reference',
        ]),
        reference: z.string(),
        amount_kobo: z.number(),
        currency: z.string(),
        store: z.object({ slug: z.string(), name: z.string() }).nullable(),
        order: z.object({ id: z.string(), number: z.number() }).nullable(),
        created_at: timestampAnswer,
      }),
    ),
  })
  .meta({ id: 'PaymentFlagList' }) satisfies z.ZodType<{ documents: PaymentFlag[] }>;
