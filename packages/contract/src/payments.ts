/**
 * Online payments through Paystack (docs/payments.md): a store's payouts, the banks, the return
 * page's check and the agency's list of payments that need a human.
 */
import { z } from 'zod';

/** Paystack's list of Nigerian banks, as the payouts form offers it. */
export interface Bank {
  code: string;
  name: string;
}

/** Where a store's online payments settle (never a key; the account number masked). */
export interface Payouts {
  /** False until the owner connects payouts. */
  connected: boolean;
  bank_code: string;
  bank_name: string;
  /** The account number's last four digits only: ******6789. */
  account_number: string;
  account_name: string;
  /** Whether the API can take payments at all (PAYSTACK_SECRET_KEY is set). */
  available: boolean;
}

/** What Paystack resolved an account to, before or after it is saved. */
export interface ResolvedAccount {
  account_name: string;
  bank_name: string;
}

/** A payment that needs a human, on the agency's list. */
export interface PaymentFlag {
  id: string;
  reason:
    | 'amount_mismatch'
    | 'currency_mismatch'
    | 'cancelled_order'
    | 'refund_failed'
    | 'unknown_reference';
  reference: string;
  amount_kobo: number;
  currency: string;
  store: { slug: string; name: string } | null;
  order: { id: string; number: number } | null;
  created_at: string;
}

const NUBAN = 'Enter the 10-digit account number';

/** PUT /stores/:store/payouts and POST …/payouts/check. */
export const payoutsRequest = z.strictObject({
  bank_code: z
    .string({ error: 'Choose your bank' })
    .trim()
    .regex(/^[0-9A-Za-z-]{2,20}$/, { error: 'Choose your bank' }),
  account_number: z
    .string({ error: NUBAN })
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{10}$/, { error: NUBAN })),
});
export type PayoutsRequest = z.input<typeof payoutsRequest>;

/** POST /payments/paystack/verify: the reference Paystack sent the shopper back with. */
export const verifyPaymentRequest = z.strictObject({
  reference: z
    .string({ error: 'Not a payment reference' })
    .max(100, { error: 'Not a payment reference', abort: true })
    .regex(/^[A-Za-z0-9._=-]+$/, { error: 'Not a payment reference' }),
});

/** POST /stores/:store/orders/:order/refunds: part of a card order's total, in kobo. */
export const refundRequest = z.strictObject({
  amount_kobo: z
    .number({ error: 'Enter the amount to refund' })
    .int({ error: 'Enter the amount in kobo' })
    .min(100, { error: 'A refund is at least ₦1' })
    .max(2_000_000_000, { error: 'That amount is too large' }),
});
