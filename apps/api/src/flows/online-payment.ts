/**
 * Money online through Paystack (docs/payments.md), across the orders and payments modules:
 * - starting a card order's payment (Initialize Transaction) in the placing transaction, so a
 *   Paystack that fails leaves no order and takes no stock;
 * - a charge Paystack confirmed (its webhook, or Verify Transaction from the return page) marks
 *   the order paid through changePaymentStatus, the store button's path (history step, one
 *   shopper mail, audit entry), once: both arriving together mark it once (the order's row lock);
 * - refunds (Create Refund), and their outcome by webhook.
 * Anything that does not match the order is flagged for a human and never marks it paid.
 */
import type { PaymentStatus, PlacedOrder, StoreInfo } from '@agency/contract';
import type { Context } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { HttpError } from '../lib/errors.ts';
import type { EventOrigin } from '../lib/events.ts';
import { money } from '../lib/money.ts';
import {
  changePaymentStatus,
  orderByReference,
  orderLink,
  recordCharge,
  recordRefund,
  refundedKobo,
  readOrder,
  settleRefund,
} from '../orders/index.ts';
import {
  claimEvent,
  flagPayment,
  PaystackError,
  type PaystackTransaction,
  payoutsOf,
  paystackClient,
} from '../payments/index.ts';

export const NOT_TAKING_ONLINE = 'This store does not take online payments';
const PAYSTACK_DOWN =
  'Paystack is not answering right now. Try again in a few minutes, or choose another way to pay.';

/** Paystack's failure as the API answers it: its refusal (502), or it could not be reached (503). */
export function paystackFailure(error: unknown, what: string): never {
  if (error instanceof PaystackError)
    throw error.refused
      ? new HttpError(502, `${what}: Paystack said "${error.message}"`)
      : new HttpError(503, PAYSTACK_DOWN);
  throw error;
}

/** Paystack, when it changes an order by itself (its webhook, a verified return). */
export const paystackOrigin = (request: { ip?: string; id?: unknown }): EventOrigin => ({
  actor: { id: null, email: 'paystack', role: null, name: 'Paystack' },
  ip: request.ip ?? null,
  requestId: String(request.id ?? ''),
});

/**
 * Starts a placed card order's payment, in the placing transaction `tx`: Initialize Transaction
 * for its total in kobo, the shopper's e-mail, its reference and the store's subaccount, coming
 * back to the order's page. Answers Paystack's checkout address; throws (rolling the order back)
 * when it cannot.
 */
export async function startCardPayment(
  ctx: Context,
  tx: Queryable,
  store: StoreInfo,
  order: PlacedOrder,
): Promise<string> {
  const client = paystackClient(ctx.config.paystack);
  const payouts = await payoutsOf(tx, store.id);
  if (!client || !payouts) throw new HttpError(400, NOT_TAKING_ONLINE);
  const started = await client
    .initialize({
      email: order.email,
      amount: order.total_kobo,
      reference: order.payment_reference,
      callback_url: orderLink(ctx.config, store, order, order.access_key),
      subaccount: payouts.subaccount_code,
      currency: 'NGN',
    })
    .catch((error) => paystackFailure(error, 'The payment could not be started'));
  return started.authorization_url;
}

/**
 * A transaction Paystack says succeeded (charge.success, or Verify Transaction): the order is
 * marked paid if it matches, flagged if not. `eventKey` (a webhook's) is handled once. Answers
 * the order's payment status (undefined: no order has the reference).
 */
export async function settleCharge(
  ctx: Context,
  origin: EventOrigin,
  data: PaystackTransaction,
  eventKey?: string,
): Promise<PaymentStatus | undefined> {
  const status = await ctx.db.transaction(async (tx) => {
    if (eventKey && !(await claimEvent(tx, eventKey))) {
      const order = await orderByReference(tx, String(data.reference));
      return order?.payment_status;
    }
    const reference = String(data.reference ?? '');
    const order = await orderByReference(tx, reference);
    const amount = Number(data.amount);
    const currency = String(data.currency ?? '');
    if (!order) {
      if (data.status === 'success')
        await flagPayment(tx, {
          storeId: null,
          orderId: null,
          reference,
          reason: 'unknown_reference',
          amountKobo: Number.isFinite(amount) ? amount : 0,
          currency,
        });
      return undefined;
    }
    // Not paid (yet), or already settled: a late or repeated event changes nothing.
    if (data.status !== 'success' || order.payment_status !== 'unpaid') return order.payment_status;
    const reason =
      currency !== 'NGN'
        ? 'currency_mismatch'
        : amount !== order.total_kobo
          ? 'amount_mismatch'
          : order.status === 'cancelled'
            ? 'cancelled_order'
            : undefined;
    await recordCharge(tx, order.id, {
      reference,
      providerId: String(data.id ?? ''),
      amountKobo: Number.isFinite(amount) ? amount : 0,
      channel: String(data.channel ?? ''),
      status: reason ? 'flagged' : 'success',
      paidAt: data.paid_at ?? null,
    });
    if (reason) {
      await flagPayment(tx, {
        storeId: order.store_id,
        orderId: order.id,
        reference,
        reason,
        amountKobo: Number.isFinite(amount) ? amount : 0,
        currency,
      });
      return order.payment_status;
    }
    const { before, order: paid } = await changePaymentStatus(tx, order.store_id, order.id, 'paid');
    await ctx.events.emit(tx, {
      type: 'orders.payment_changed',
      origin,
      storeId: order.store_id,
      order: paid,
      before,
      after: paid.payment_status,
    });
    return paid.payment_status;
  });
  ctx.mailQueue.kick();
  return status;
}

/**
 * The return page's check: Verify Transaction for the card order with this reference, settled as
 * the webhook settles it. Answers the order's payment status; 404 for a reference no order has.
 */
export async function verifyPayment(
  ctx: Context,
  origin: EventOrigin,
  reference: string,
): Promise<PaymentStatus> {
  const order = await orderByReference(ctx.db, reference);
  if (!order) throw new HttpError(404, 'Payment not found');
  if (order.payment_status !== 'unpaid') return order.payment_status;
  const client = paystackClient(ctx.config.paystack);
  if (!client) throw new HttpError(503, PAYSTACK_DOWN);
  const found = await client
    .verify(reference)
    .catch((error) => paystackFailure(error, 'The payment could not be checked'));
  if (found.status !== 'success') return order.payment_status;
  return (await settleCharge(ctx, origin, found)) ?? order.payment_status;
}

/**
 * Refunds a paid card order through Paystack (Create Refund): `amountKobo` of it, or all that is
 * not refunded yet. The order stays paid until Paystack's refund.processed says it is done.
 */
export async function refundCardOrder(
  ctx: Context,
  storeId: string,
  orderId: string,
  amountKobo?: number,
) {
  const order = await readOrder(ctx.db, orderId);
  const owned = order && (await orderByReference(ctx.db, order.payment_reference));
  if (!order || owned?.store_id !== storeId) throw new HttpError(404, 'Order not found');
  if (order.payment !== 'card')
    throw new HttpError(409, 'Only an order paid online can be refunded here');
  if (order.payment_status !== 'paid')
    throw new HttpError(
      409,
      order.payment_status === 'unpaid'
        ? 'This order is not paid yet: there is nothing to refund'
        : 'This order is refunded already',
    );
  const left = order.total_kobo - (await refundedKobo(ctx.db, orderId));
  if (left <= 0) throw new HttpError(409, 'This payment is already being refunded in full');
  const amount = amountKobo ?? left;
  if (amount > left) throw new HttpError(400, `You can refund at most ${money(left)}`);
  const client = paystackClient(ctx.config.paystack);
  if (!client) throw new HttpError(503, PAYSTACK_DOWN);
  const refund = await client
    .refund({ transaction: order.payment_reference, amount })
    .catch((error) => paystackFailure(error, 'The refund could not be made'));
  await ctx.db.transaction((tx) =>
    recordRefund(tx, orderId, {
      reference: order.payment_reference,
      providerId: String(refund.id),
      amountKobo: Number(refund.amount) || amount,
    }),
  );
  return (await readOrder(ctx.db, orderId))!;
}

/**
 * Paystack's word on a refund (refund.processed or refund.failed), once per refund: processed in
 * full moves the order to refunded (and mails the shopper); a failed one is flagged.
 */
export async function settleRefundEvent(
  ctx: Context,
  origin: EventOrigin,
  outcome: 'processed' | 'failed',
  data: { id?: unknown; transaction_reference?: unknown; amount?: unknown; currency?: unknown },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await claimEvent(tx, `refund.${outcome}:${String(data.id)}`))) return;
    const reference = String(data.transaction_reference ?? '');
    const settled = await settleRefund(tx, String(data.id ?? ''), outcome);
    const order = await orderByReference(tx, reference);
    if (!settled || !order) {
      await flagPayment(tx, {
        storeId: order?.store_id ?? null,
        orderId: order?.id ?? null,
        reference,
        reason: outcome === 'failed' ? 'refund_failed' : 'unknown_reference',
        amountKobo: Number(data.amount) || 0,
        currency: String(data.currency ?? ''),
      });
      return;
    }
    if (!settled.moved) return;
    if (outcome === 'failed') {
      await flagPayment(tx, {
        storeId: order.store_id,
        orderId: order.id,
        reference: `${reference}:refund:${String(data.id)}`,
        reason: 'refund_failed',
        amountKobo: Number(data.amount) || 0,
        currency: String(data.currency ?? ''),
      });
      return;
    }
    if (settled.processedKobo < order.total_kobo || order.payment_status !== 'paid') return;
    const { before, order: refunded } = await changePaymentStatus(
      tx,
      order.store_id,
      order.id,
      'refunded',
    );
    await ctx.events.emit(tx, {
      type: 'orders.payment_changed',
      origin,
      storeId: order.store_id,
      order: refunded,
      before,
      after: refunded.payment_status,
    });
  });
  ctx.mailQueue.kick();
}
