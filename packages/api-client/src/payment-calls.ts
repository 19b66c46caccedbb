import { http, signedIn } from './http.ts';

const asUser = () => ({ token: signedIn()?.token });
const store = (slug: string, ...rest: string[]) =>
  ['stores', slug, ...rest].map(encodeURIComponent).join('/');

/** A bank Paystack pays out to: its code is what the API takes. */
export interface Bank {
  code: string;
  name: string;
}

/** The account Paystack resolved for a bank code and an account number. */
export interface ResolvedAccount {
  account_name: string;
  bank_name: string;
}

/** The store's payout account as its managers read it: the number masked, never a key. */
export interface Payouts {
  connected: boolean;
  bank_code?: string;
  bank_name?: string;
  /** Masked, e.g. ******6789. */
  account_number?: string;
  account_name?: string;
}

export interface PayoutsRequest {
  bank_code: string;
  account_number: string;
}

/** Online payments (Paystack): payouts, verifying a return, refunds, what needs a human. */
export const paymentCalls = {
  /** Paystack's Nigerian banks, for the payout form. */
  banks: () => http.get<{ banks: Bank[] }>('payments/banks', asUser()),
  /** Whose account this is, as Paystack resolves it; nothing is saved. */
  checkPayouts: (slug: string, request: PayoutsRequest) =>
    http.post<ResolvedAccount>(store(slug, 'payouts', 'check'), request, asUser()),
  /** The store's payout account (the owner or an admin); money settles there from now on. */
  savePayouts: (slug: string, request: PayoutsRequest) =>
    http.put<ResolvedAccount>(store(slug, 'payouts'), request, asUser()),
  payouts: (slug: string) => http.get<Payouts>(store(slug, 'payouts'), asUser()),
  /** The shopper's return from Paystack: the API asks Paystack whether the reference is paid. */
  verify: (reference: string) =>
    http.post<{ payment_status: string }>('payments/paystack/verify', { reference }),
  /** Part of a card order's money back to the shopper (kobo); the whole goes through `setPaymentStatus`. */
  refund: (slug: string, order: string, amount: number) =>
    http.post<unknown>(store(slug, 'orders', order, 'refunds'), { amount }, asUser()),
  /** Payments that need a human (a wrong amount, a failed refund, paid for a cancelled order). */
  attention: () => http.get<{ documents: unknown[] }>('payments/attention', asUser()),
};
