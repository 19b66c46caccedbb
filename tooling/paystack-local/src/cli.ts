/**
 * Runs the local Paystack server (for `pnpm start` and the browser tests):
 *   PAYSTACK_SECRET_KEY=sk_test_local PAYSTACK_LOCAL_PORT=9350 \
 *   PAYSTACK_WEBHOOK_URL=http://127.0.0.1:8090/api/v1/payments/paystack/webhook node src/cli.ts
 * Point the API at it with PAYSTACK_BASE_URL=http://127.0.0.1:9350. Refunds settle after 1 s.
 */
import { startPaystack } from './index.ts';

const local = await startPaystack({
  secretKey: process.env.PAYSTACK_SECRET_KEY || 'sk_test_local',
  webhookUrl: process.env.PAYSTACK_WEBHOOK_URL || undefined,
  port: Number(process.env.PAYSTACK_LOCAL_PORT ?? 9350),
  host: process.env.PAYSTACK_LOCAL_HOST ?? '127.0.0.1',
  autoSettleRefundsMs: 1000,
});
console.log(`Local Paystack at ${local.url} (webhooks to ${local.webhookUrl ?? 'nowhere'})`);
const stop = () => void local.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
