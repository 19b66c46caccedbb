/**
 * The calls this API makes to Paystack (https://paystack.com/docs/api/), each with a deadline.
 * Pointed at PAYSTACK_BASE_URL: api.paystack.co, or the local server that speaks its API in
 * tests and local runs (tooling/paystack-local, decision 050). A Flutterwave client would be one
 * more file of the same shape.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.ts';

/** Paystack refused (4xx: its message is the user's to read) or could not be reached (5xx, timeout). */
export class PaystackError extends Error {
  /** Paystack's status; 0 when it did not answer. */
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
  /** Whether Paystack refused the request itself (the message says why), not failed to answer. */
  get refused(): boolean {
    return this.status >= 400 && this.status < 500 && this.status !== 401 && this.status !== 429;
  }
}

/** What charge.success and Verify Transaction say of a transaction (the fields this API reads). */
export interface PaystackTransaction {
  id: number | string;
  status: string;
  reference: string;
  amount: number | string;
  currency: string;
  channel?: string;
  paid_at?: string | null;
}

export interface PaystackClient {
  initialize(body: {
    email: string;
    amount: number;
    reference: string;
    callback_url: string;
    subaccount: string;
    currency: 'NGN';
  }): Promise<{ authorization_url: string; access_code: string; reference: string }>;
  verify(reference: string): Promise<PaystackTransaction>;
  banks(): Promise<{ code: string; name: string; active?: boolean }[]>;
  resolve(accountNumber: string, bankCode: string): Promise<{ account_name: string }>;
  saveSubaccount(
    code: string,
    body: {
      business_name: string;
      settlement_bank: string;
      account_number: string;
      percentage_charge: number;
    },
  ): Promise<{ subaccount_code: string }>;
  refund(body: {
    transaction: string;
    amount?: number;
  }): Promise<{ id: number | string; status: string; amount: number }>;
}

/** Whether `signature` is the hex HMAC-SHA512 of `raw` with the secret key (constant time). */
export function signatureMatches(secretKey: string, raw: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = createHmac('sha512', secretKey).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** The client for the configured key; undefined when PAYSTACK_SECRET_KEY is not set. */
export function paystackClient(config: Config['paystack']): PaystackClient | undefined {
  const { secretKey, baseUrl, timeoutMs } = config;
  if (!secretKey) return undefined;

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${secretKey}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new PaystackError(
        0,
        timedOut ? 'Paystack took too long to answer' : 'Paystack could not be reached',
      );
    }
    const answer = (await res.json().catch(() => ({}))) as {
      status?: boolean;
      message?: string;
      data?: T;
    };
    if (!res.ok || answer.status !== true || answer.data === undefined)
      throw new PaystackError(
        res.ok ? 502 : res.status,
        answer.message || `Paystack answered ${res.status}`,
      );
    return answer.data;
  }

  return {
    initialize: (body) => call('POST', '/transaction/initialize', body),
    verify: (reference) => call('GET', `/transaction/verify/${encodeURIComponent(reference)}`),
    banks: () => call('GET', '/bank?country=nigeria&currency=NGN&perPage=100'),
    resolve: (accountNumber, bankCode) =>
      call(
        'GET',
        `/bank/resolve?account_number=${encodeURIComponent(accountNumber)}&bank_code=${encodeURIComponent(bankCode)}`,
      ),
    saveSubaccount: (code, body) =>
      code
        ? call('PUT', `/subaccount/${encodeURIComponent(code)}`, body)
        : call('POST', '/subaccount', body),
    refund: (body) => call('POST', '/refund', body),
  };
}
