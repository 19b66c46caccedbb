/**
 * The payments module's rows: a store's payouts (its Paystack subaccount), the webhook events
 * already handled, and the payments that need a human (payment_flags).
 */
import type { PaymentFlag } from '@agency/contract';
import type { Queryable } from '../db/index.ts';

export interface PayoutsRow {
  bank_code: string;
  bank_name: string;
  account_number: string;
  account_name: string;
  subaccount_code: string;
}

/** A store's payouts, or undefined before its owner connects them. */
export async function payoutsOf(db: Queryable, storeId: string): Promise<PayoutsRow | undefined> {
  const { rows } = await db.query<PayoutsRow>(
    `SELECT bank_code, bank_name, account_number, account_name, subaccount_code
       FROM store_payouts WHERE store_id = $1`,
    [storeId],
  );
  return rows[0];
}

export async function savePayouts(tx: Queryable, storeId: string, row: PayoutsRow): Promise<void> {
  await tx.query(
    `INSERT INTO store_payouts (store_id, bank_code, bank_name, account_number, account_name, subaccount_code)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (store_id) DO UPDATE SET bank_code = $2, bank_name = $3, account_number = $4,
       account_name = $5, subaccount_code = $6, updated_at = now()`,
    [
      storeId,
      row.bank_code,
      row.bank_name,
      row.account_number,
      row.account_name,
      row.subaccount_code,
    ],
  );
}

/** ******6789: what any answer or mail shows of an account number. */
export const maskAccount = (number: string) => (number ? `******${number.slice(-4)}` : '');

/**
 * Takes a webhook event's key (its type and Paystack's id) the first time it comes: false when
 * it was handled already, so a retry or a replay changes nothing twice.
 */
export async function claimEvent(tx: Queryable, key: string): Promise<boolean> {
  const { rows } = await tx.query<{ key: string }>(
    'INSERT INTO paystack_events (key) VALUES ($1) ON CONFLICT (key) DO NOTHING RETURNING key',
    [key],
  );
  return rows.length > 0;
}

/** A payment that needs a human (once per reference and reason). */
export async function flagPayment(
  tx: Queryable,
  flag: {
    storeId: string | null;
    orderId: string | null;
    reference: string;
    reason: PaymentFlag['reason'];
    amountKobo: number;
    currency: string;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO payment_flags (store_id, order_id, reference, reason, amount_kobo, currency)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (reference, reason) DO NOTHING`,
    [flag.storeId, flag.orderId, flag.reference, flag.reason, flag.amountKobo, flag.currency],
  );
}

/** The agency's list: every flagged payment, newest first, with its store and order. */
export async function listFlags(db: Queryable): Promise<PaymentFlag[]> {
  const { rows } = await db.query<
    Omit<PaymentFlag, 'store' | 'order'> & {
      store_slug: string | null;
      store_name: string | null;
      order_id: string | null;
      order_number: number | null;
    }
  >(
    `SELECT f.id, f.reason, f.reference, f.amount_kobo::float8 AS amount_kobo, f.currency, f.created_at,
            s.slug AS store_slug, s.name AS store_name, o.id AS order_id, o.number::int AS order_number
       FROM payment_flags f LEFT JOIN stores s ON s.id = f.store_id LEFT JOIN orders o ON o.id = f.order_id
      ORDER BY f.created_at DESC, f.id LIMIT 500`,
  );
  return rows.map(({ store_slug, store_name, order_id, order_number, ...flag }) => ({
    ...flag,
    store: store_slug ? { slug: store_slug, name: store_name ?? '' } : null,
    order: order_id ? { id: order_id, number: order_number ?? 0 } : null,
  }));
}
