/**
 * Paystack in the browser tests: the local server that speaks Paystack's API (tooling/
 * paystack-local), started by global-setup.ts before the API, which is given its address and a
 * test key. Its checkout page is where a shopper "pays"; it signs and sends the webhook to the API
 * and settles each refund by itself shortly after (as Paystack would, later).
 */
import { type PaystackLocal, startPaystack } from '@agency/paystack-local';

const SECRET_KEY = 'sk_test_forgeworks_browser_tests';

export async function startLocalPaystack(): Promise<PaystackLocal> {
  return startPaystack({ secretKey: SECRET_KEY, host: '127.0.0.1', autoSettleRefundsMs: 1500 });
}

/** The API's environment for the local Paystack server. */
export const paystackEnv = (paystack: PaystackLocal): Record<string, string> => ({
  PAYSTACK_SECRET_KEY: SECRET_KEY,
  PAYSTACK_BASE_URL: paystack.url,
});

/** Where the local Paystack server sends its webhooks: the API under test. */
export const webhookUrl = (apiUrl: string) => `${apiUrl}/api/v1/payments/paystack/webhook`;
