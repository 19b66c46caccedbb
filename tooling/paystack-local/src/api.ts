/**
 * The paths of Paystack's API the local server answers, with its request and answer shapes:
 * Initialize and Verify Transaction, the banks and account resolution, subaccounts and refunds.
 */
import { randomBytes } from 'node:crypto';
import type { PaystackLocal, PaystackOptions, Refund, Subaccount, Transaction } from './index.ts';

/** An error as Paystack answers it: `{ status: false, message }` with an HTTP status. */
export class Answer extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export const ok = (message: string, data: unknown) => ({ status: true, message, data });
/** Kobo as Paystack takes it: a whole number, sent as a number or a string of digits. */
function kobo(value: unknown, field: string): number {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n <= 0)
    throw new Answer(400, `Invalid ${field}`);
  return n;
}

export type Handler = (body: Record<string, unknown>, url: URL, params: string[]) => unknown;

export function paystackApi(
  local: PaystackLocal,
  options: Pick<PaystackOptions, 'autoSettleRefundsMs'>,
  nextId: () => number,
): [string, RegExp, Handler][] {
  const now = () => new Date().toISOString();
  const bank = (code: unknown) => local.banks.find((b) => b.code === code);
  const routes: [string, RegExp, Handler][] = [
    [
      'POST',
      /^\/transaction\/initialize$/,
      (body) => {
        const email = String(body.email ?? '');
        if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw new Answer(400, 'Invalid Email Address Passed');
        const amount = kobo(body.amount, 'Amount');
        const reference = String(body.reference ?? randomBytes(8).toString('hex'));
        if (local.transactions.has(reference))
          throw new Answer(400, 'Duplicate Transaction Reference');
        const subaccount = String(body.subaccount ?? '');
        if (subaccount && !local.subaccounts.has(subaccount))
          throw new Answer(400, 'Invalid Split code');
        if (body.currency !== undefined && body.currency !== 'NGN')
          throw new Answer(400, 'Currency not supported by merchant');
        const t: Transaction = {
          id: nextId(),
          reference,
          access_code: randomBytes(8).toString('hex'),
          amount,
          currency: 'NGN',
          email,
          callback_url: String(body.callback_url ?? ''),
          subaccount,
          status: 'abandoned',
          channel: '',
          paid_at: null,
          created_at: now(),
        };
        local.transactions.set(reference, t);
        return ok('Authorization URL created', {
          authorization_url: `${local.url}/checkout/${t.access_code}`,
          access_code: t.access_code,
          reference,
        });
      },
    ],
    [
      'GET',
      /^\/transaction\/verify\/([^/]+)$/,
      (_b, _u, [reference]) => {
        const t = local.transactions.get(decodeURIComponent(reference!));
        if (!t) throw new Answer(400, 'Transaction reference not found');
        return ok('Verification successful', local.transactionData(t));
      },
    ],
    [
      'GET',
      /^\/bank$/,
      () => ({ ...ok('Banks retrieved', local.banks), meta: { next: null, previous: null } }),
    ],
    [
      'GET',
      /^\/bank\/resolve$/,
      (_b, url) => {
        const number = url.searchParams.get('account_number') ?? '';
        const code = url.searchParams.get('bank_code') ?? '';
        const name = local.accounts.get(`${code}:${number}`);
        if (!bank(code) || !name)
          throw new Answer(422, 'Could not resolve account name. Check parameters or try again.');
        return ok('Account number resolved', {
          account_number: number,
          account_name: name,
          bank_id: bank(code)!.id,
        });
      },
    ],
    ['POST', /^\/subaccount$/, (body) => saveSubaccount(body)],
    ['PUT', /^\/subaccount\/([^/]+)$/, (body, _u, [code]) => saveSubaccount(body, code)],
    [
      'GET',
      /^\/subaccount\/([^/]+)$/,
      (_b, _u, [code]) => {
        const sub = local.subaccounts.get(code!);
        if (!sub) throw new Answer(404, 'Subaccount not found');
        return ok('Subaccount retrieved', sub);
      },
    ],
    ['POST', /^\/refund$/, (body) => createRefund(body)],
  ];

  function saveSubaccount(body: Record<string, unknown>, code?: string) {
    const existing = code ? local.subaccounts.get(code) : undefined;
    if (code && !existing) throw new Answer(404, 'Subaccount not found');
    const bankCode = String(body.settlement_bank ?? existing?.bank_code ?? '');
    const number = String(body.account_number ?? existing?.account_number ?? '');
    const found = bank(bankCode);
    if (!found) throw new Answer(400, 'Invalid bank code');
    if (!local.accounts.has(`${bankCode}:${number}`))
      throw new Answer(400, 'Account details are invalid');
    const percentage = Number(body.percentage_charge ?? existing?.percentage_charge ?? 0);
    if (!Number.isFinite(percentage) || percentage < 0 || percentage > 100)
      throw new Answer(400, 'Invalid percentage charge');
    const name = String(body.business_name ?? existing?.business_name ?? '');
    if (!name) throw new Answer(400, 'Business name is required');
    const sub: Subaccount = {
      id: existing?.id ?? nextId(),
      subaccount_code: code ?? `ACCT_${randomBytes(6).toString('hex')}`,
      business_name: name,
      settlement_bank: found.name,
      bank_code: bankCode,
      account_number: number,
      percentage_charge: percentage,
      active: true,
    };
    local.subaccounts.set(sub.subaccount_code, sub);
    return ok(code ? 'Subaccount updated' : 'Subaccount created', sub);
  }

  function createRefund(body: Record<string, unknown>) {
    const key = String(body.transaction ?? '');
    const t =
      local.transactions.get(key) ??
      [...local.transactions.values()].find((x) => String(x.id) === key);
    if (!t) throw new Answer(404, 'Transaction not found');
    if (t.status !== 'success') throw new Answer(400, 'Cannot refund an unsuccessful transaction');
    const refunded = [...local.refunds.values()]
      .filter((r) => r.transaction === t && r.status !== 'failed')
      .reduce((sum, r) => sum + r.amount, 0);
    const amount = body.amount === undefined ? t.amount - refunded : kobo(body.amount, 'amount');
    if (amount <= 0 || refunded + amount > t.amount)
      throw new Answer(400, 'Refund amount cannot be more than the transaction amount');
    const refund: Refund = {
      id: nextId(),
      transaction: t,
      amount,
      currency: 'NGN',
      status: 'pending',
      createdAt: now(),
    };
    local.refunds.set(refund.id, refund);
    if (options.autoSettleRefundsMs !== undefined)
      setTimeout(
        () => void local.settleRefund(refund.id).catch(() => undefined),
        options.autoSettleRefundsMs,
      );
    return ok('Refund has been queued for processing', {
      transaction: { id: t.id, reference: t.reference, amount: t.amount, currency: t.currency },
      amount,
      currency: 'NGN',
      status: 'pending',
      id: refund.id,
      createdAt: refund.createdAt,
    });
  }

  return routes;
}
