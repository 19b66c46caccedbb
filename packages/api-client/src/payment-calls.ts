import type {
  Bank,
  Order,
  PaymentFlag,
  PaymentStatus,
  Payouts,
  PayoutsRequest,
  ResolvedAccount,
} from '@agency/contract';
import { http } from './http.ts';
import { asUser, storePath } from './on-behalf.ts';

/** Online payments through Paystack (docs/payments.md): payouts, the return, refunds, flags. */
export const paymentCalls = {
  /** Paystack's Nigerian banks, for the payouts form. */
  banks: () => http.get<{ banks: Bank[] }>('payments/banks', asUser()),
  /** Whose account this is, as Paystack resolves it; nothing is saved. */
  checkPayouts: (slug: string, request: PayoutsRequest) =>
    http.post<ResolvedAccount>(storePath(slug, 'payouts', 'check'), request, asUser()),
  /** The store's payout account (its owner or an admin): online payments settle there from now on. */
  savePayouts: (slug: string, request: PayoutsRequest) =>
    http.put<ResolvedAccount>(storePath(slug, 'payouts'), request, asUser()),
  payouts: (slug: string) => http.get<Payouts>(storePath(slug, 'payouts'), asUser()),
  /** The shopper's return from Paystack: the API asks Paystack whether the reference is paid. */
  verify: (reference: string) =>
    http.post<{ payment_status: PaymentStatus }>('payments/paystack/verify', { reference }),
  /** Part of a card order's money back to the shopper; the whole goes through `setPaymentStatus`. */
  refund: (slug: string, order: string, amount_kobo: number) =>
    http.post<Order>(storePath(slug, 'orders', order, 'refunds'), { amount_kobo }, asUser()),
  /** Payments that need a person (a wrong amount, a failed refund, paid for a cancelled order). */
  attention: () => http.get<{ documents: PaymentFlag[] }>('payments/attention', asUser()),
};
