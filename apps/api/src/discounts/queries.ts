import {
  type DiscountCode,
  type DiscountRequest,
  discountAmount,
  discountMessages,
  normaliseCode,
} from '@agency/contract';
import type { Queryable } from '../db/index.ts';
import { DomainError } from '../lib/errors.ts';
import { money } from '../lib/money.ts';

const COLUMNS = `d.id, d.code, d.kind, d.value, d.min_order_kobo::float8 AS min_order_kobo,
  to_char(d.starts_on, 'YYYY-MM-DD') AS starts_on, to_char(d.ends_on, 'YYYY-MM-DD') AS ends_on,
  d.max_uses, d.max_uses_per_shopper, d.used, d.active, d.created_at`;
const GIVEN = `(SELECT coalesce(sum(r.amount_kobo), 0)::float8 FROM discount_redemptions r WHERE r.discount_id = d.id) AS given_kobo`;
/** Today in Lagos, the day codes start and end by. */
const TODAY = `to_char((now() AT TIME ZONE 'Africa/Lagos')::date, 'YYYY-MM-DD') AS today`;

/** '2026-12-01' as shoppers read it: '1 Dec 2026'. */
const dayText = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A shopper's phone as digits, the last ten (0803 555 0199 and +234 803 555 0199 are one person). */
export const phoneKey = (phone: string) => phone.replace(/\D/g, '').slice(-10);
export const emailKey = (email: string) => email.trim().toLowerCase();

export async function listDiscounts(db: Queryable, storeId: string): Promise<DiscountCode[]> {
  const { rows } = await db.query<DiscountCode>(
    `SELECT ${COLUMNS}, ${GIVEN} FROM discount_codes d WHERE d.store_id = $1
      ORDER BY d.active DESC, d.created_at DESC`,
    [storeId],
  );
  return rows;
}

async function readDiscount(db: Queryable, storeId: string, id: string) {
  const { rows } = await db.query<DiscountCode>(
    `SELECT ${COLUMNS}, ${GIVEN} FROM discount_codes d WHERE d.id = $1 AND d.store_id = $2`,
    [id, storeId],
  );
  return rows[0];
}

const duplicate = (code: string) =>
  new DomainError('conflict', `This store already has the code ${code}. Choose another code.`);

type DiscountWrite = Required<Omit<DiscountRequest, 'code'>> & { code: string };

export async function insertDiscount(
  db: Queryable,
  storeId: string,
  input: DiscountWrite,
): Promise<DiscountCode> {
  try {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO discount_codes (store_id, code, kind, value, min_order_kobo, starts_on, ends_on,
          max_uses, max_uses_per_shopper, active)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        storeId,
        input.code,
        input.kind,
        input.value,
        input.min_order_kobo,
        input.starts_on,
        input.ends_on,
        input.max_uses,
        input.max_uses_per_shopper,
        input.active,
      ],
    );
    return (await readDiscount(db, storeId, rows[0]!.id))!;
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw duplicate(input.code);
    throw error;
  }
}

/** Locks a store's code for a change; undefined when the store has no such code. */
export async function lockDiscount(
  tx: Queryable,
  storeId: string,
  id: string,
): Promise<DiscountCode | undefined> {
  const { rows } = await tx.query<{ id: string }>(
    'SELECT id FROM discount_codes WHERE id = $1 AND store_id = $2 FOR UPDATE',
    [id, storeId],
  );
  return rows[0] ? readDiscount(tx, storeId, id) : undefined;
}

export async function updateDiscount(
  tx: Queryable,
  storeId: string,
  current: DiscountCode,
  next: DiscountWrite,
): Promise<DiscountCode> {
  if (next.max_uses !== null && next.max_uses < current.used)
    throw new DomainError(
      'conflict',
      `The code has been used ${current.used} times already: allow at least ${current.used} uses.`,
    );
  try {
    await tx.query(
      `UPDATE discount_codes SET code = $3, kind = $4, value = $5, min_order_kobo = $6, starts_on = $7,
          ends_on = $8, max_uses = $9, max_uses_per_shopper = $10, active = $11, updated_at = now()
        WHERE id = $1 AND store_id = $2`,
      [
        current.id,
        storeId,
        next.code,
        next.kind,
        next.value,
        next.min_order_kobo,
        next.starts_on,
        next.ends_on,
        next.max_uses,
        next.max_uses_per_shopper,
        next.active,
      ],
    );
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw duplicate(next.code);
    throw error;
  }
  return (await readDiscount(tx, storeId, current.id))!;
}

/** A code as the checks read it: the managers' shape without its totals, and today's Lagos date. */
type CodeRow = Omit<DiscountCode, 'given_kobo' | 'created_at'> & { today: string };

/** The refusal a code meets on this subtotal (dates, minimum, total uses), or its amount. */
function check(row: CodeRow | undefined, typed: string, subtotalKobo: number): number {
  const code = row?.code ?? normaliseCode(typed);
  if (!row) throw new DomainError('invalid', discountMessages.unknown(code));
  if (!row.active) throw new DomainError('invalid', discountMessages.inactive(code));
  if (row.starts_on && row.today < row.starts_on)
    throw new DomainError('invalid', discountMessages.notStarted(code, dayText(row.starts_on)));
  if (row.ends_on && row.today > row.ends_on)
    throw new DomainError('invalid', discountMessages.expired(code, dayText(row.ends_on)));
  if (row.max_uses !== null && row.used >= row.max_uses)
    throw new DomainError('conflict', discountMessages.usedUp(code));
  if (subtotalKobo < row.min_order_kobo)
    throw new DomainError(
      'invalid',
      discountMessages.belowMinimum(code, money(row.min_order_kobo)),
    );
  return discountAmount(row, subtotalKobo);
}

async function codeRow(db: Queryable, storeId: string, code: string, lock: boolean) {
  const { rows } = await db.query<CodeRow>(
    `SELECT d.id, d.code, d.kind, d.value, d.min_order_kobo::float8 AS min_order_kobo,
            to_char(d.starts_on, 'YYYY-MM-DD') AS starts_on, to_char(d.ends_on, 'YYYY-MM-DD') AS ends_on,
            d.max_uses, d.max_uses_per_shopper, d.used, d.active, ${TODAY}
       FROM discount_codes d WHERE d.store_id = $1 AND upper(d.code) = $2${lock ? ' FOR UPDATE' : ''}`,
    [storeId, normaliseCode(code)],
  );
  return rows[0];
}

/** What a code would take off this subtotal now (no use is taken): for the checkout's preview. */
export async function quoteDiscount(
  db: Queryable,
  storeId: string,
  code: string,
  subtotalKobo: number,
): Promise<{ row: CodeRow; amount: number }> {
  const row = await codeRow(db, storeId, code, false);
  const amount = check(row, code, subtotalKobo);
  return { row: row!, amount };
}

export interface ClaimedDiscount {
  id: string;
  code: string;
  amount_kobo: number;
}

/**
 * Takes one use of a code for an order being placed, inside its transaction: the code's row is
 * locked (every order using it waits here, like buyers of the last unit), then the per-shopper
 * count is read and `used` is raised only while it is below the limit. Refusals roll the order back.
 */
export async function claimDiscount(
  tx: Queryable,
  storeId: string,
  code: string,
  shopper: { phone: string; email: string },
  subtotalKobo: number,
): Promise<ClaimedDiscount> {
  const row = await codeRow(tx, storeId, code, true);
  const amount = check(row, code, subtotalKobo);
  const found = row!;
  if (found.max_uses_per_shopper !== null) {
    const { rows } = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM discount_redemptions
        WHERE discount_id = $1 AND (phone_key = $2 OR email_key = $3)`,
      [found.id, phoneKey(shopper.phone), emailKey(shopper.email)],
    );
    if (rows[0]!.n >= found.max_uses_per_shopper)
      throw new DomainError('conflict', discountMessages.shopperUsedUp(found.code));
  }
  const taken = await tx.query(
    `UPDATE discount_codes SET used = used + 1
      WHERE id = $1 AND (max_uses IS NULL OR used < max_uses) RETURNING used`,
    [found.id],
  );
  if (taken.rows.length === 0)
    throw new DomainError('conflict', discountMessages.usedUp(found.code));
  return { id: found.id, code: found.code, amount_kobo: amount };
}

/** Records the order that used a claimed code (its shopper, what it took off). */
export async function recordRedemption(
  tx: Queryable,
  orderId: string,
  claim: ClaimedDiscount,
  shopper: { phone: string; email: string },
): Promise<void> {
  await tx.query(
    `INSERT INTO discount_redemptions (order_id, discount_id, phone_key, email_key, amount_kobo)
      VALUES ($1, $2, $3, $4, $5)`,
    [orderId, claim.id, phoneKey(shopper.phone), emailKey(shopper.email), claim.amount_kobo],
  );
}

/** A cancelled order gives its use of a code back. */
export async function releaseDiscount(tx: Queryable, orderId: string): Promise<void> {
  await tx.query(
    `WITH gone AS (DELETE FROM discount_redemptions WHERE order_id = $1 RETURNING discount_id)
     UPDATE discount_codes d SET used = greatest(d.used - 1, 0) FROM gone WHERE d.id = gone.discount_id`,
    [orderId],
  );
}

/** The catalogue's subtotal of cart lines (kobo), for a quote: unknown lines count nothing. */
export async function linesSubtotal(
  db: Queryable,
  storeId: string,
  lines: { product_id: string; variant_id: string; qty: number }[],
): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    `SELECT coalesce(sum(v.price_kobo * l.qty), 0)::float8 AS total
       FROM jsonb_to_recordset($2::jsonb) AS l(product_id uuid, variant_id uuid, qty int)
       JOIN variants v ON v.id = l.variant_id
       JOIN products p ON p.id = v.product_id AND p.id = l.product_id AND p.store_id = $1`,
    [storeId, JSON.stringify(lines)],
  );
  return rows[0]!.total;
}
