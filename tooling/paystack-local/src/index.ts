/**
 * A local server that speaks Paystack's published API (https://paystack.com/docs/api/): the same
 * paths, request and answer shapes, Bearer secret key and signed webhooks, with its state in
 * memory. It stands in for api.paystack.co in tests and local runs, as smtp-server stands in for
 * SMTP (docs/decisions/050-paystack-local-server.md). Nothing here is Forgeworks-specific.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Answer, paystackApi } from './api.ts';
import { type LocalBank, nigerianBanks } from './banks.ts';
import { CHANNELS, checkoutPage } from './checkout.ts';

export interface Transaction {
  id: number;
  reference: string;
  access_code: string;
  amount: number;
  currency: 'NGN';
  email: string;
  callback_url: string;
  subaccount: string;
  status: 'abandoned' | 'success' | 'failed';
  channel: string;
  paid_at: string | null;
  created_at: string;
}

export interface Refund {
  id: number;
  transaction: Transaction;
  amount: number;
  currency: 'NGN';
  status: 'pending' | 'processed' | 'failed';
  createdAt: string;
}

export interface Subaccount {
  id: number;
  subaccount_code: string;
  business_name: string;
  settlement_bank: string;
  bank_code: string;
  account_number: string;
  percentage_charge: number;
  active: boolean;
}

export interface PaystackLocal {
  url: string;
  /** Where webhooks go (the API's /payments/paystack/webhook); may be set after the start. */
  webhookUrl: string | undefined;
  banks: LocalBank[];
  /** Accounts that resolve, by `${bank_code}:${account_number}` → account name. */
  accounts: Map<string, string>;
  transactions: Map<string, Transaction>;
  refunds: Map<number, Refund>;
  subaccounts: Map<string, Subaccount>;
  /** Every API call received, oldest first (method, path, body). */
  calls: { method: string; path: string; body: Record<string, unknown> }[];
  /** While true, every API call answers 503 (Paystack is down). */
  down: boolean;
  /** POSTs a signed webhook; `signature` replaces the right one. Answers the HTTP status. */
  sendWebhook(event: string, data: unknown, opts?: { signature?: string }): Promise<number>;
  /** The shopper pays: the transaction succeeds and charge.success is sent (its amount may differ). */
  pay(
    reference: string,
    opts?: { channel?: string; amount?: number; currency?: string },
  ): Promise<number>;
  /** Paystack finishes a refund: refund.processed (or refund.failed) is sent. */
  settleRefund(id: number, outcome?: 'processed' | 'failed'): Promise<number>;
  /** What charge.success and Verify Transaction say of a transaction. */
  transactionData(t: Transaction): Record<string, unknown>;
  close(): Promise<void>;
}

export interface PaystackOptions {
  secretKey: string;
  webhookUrl?: string;
  port?: number;
  host?: string;
  /** Settle each refund by itself this many ms after it is made (the CLI); never by default. */
  autoSettleRefundsMs?: number;
}

const now = () => new Date().toISOString();

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parseBody(raw: string, type: string | undefined): Record<string, unknown> {
  if (!raw) return {};
  if (type?.includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(raw));
  try {
    const value = JSON.parse(raw);
    return value && typeof value === 'object' ? value : {};
  } catch {
    throw new Answer(400, 'Invalid JSON body');
  }
}

export async function startPaystack(options: PaystackOptions): Promise<PaystackLocal> {
  let serial = 1000;
  const local = {
    url: '',
    webhookUrl: options.webhookUrl,
    banks: nigerianBanks(),
    accounts: new Map<string, string>([
      ['058:0123456789', 'ADA OBI FARMS'],
      ['044:0000000001', 'SNAILHOUSE FARMS LTD'],
      ['057:1234567890', 'CHIDI OKAFOR'],
    ]),
    transactions: new Map<string, Transaction>(),
    refunds: new Map<number, Refund>(),
    subaccounts: new Map<string, Subaccount>(),
    calls: [] as PaystackLocal['calls'],
    down: false,
  } as PaystackLocal;
  const byAccess = (code: string) =>
    [...local.transactions.values()].find((t) => t.access_code === code);

  local.transactionData = (t) => {
    const sub = local.subaccounts.get(t.subaccount);
    return {
      id: t.id,
      domain: 'test',
      status: t.status,
      reference: t.reference,
      amount: t.amount,
      gateway_response: t.status === 'success' ? 'Successful' : 'The transaction was not completed',
      paid_at: t.paid_at,
      created_at: t.created_at,
      channel: t.channel,
      currency: t.currency,
      fees: t.status === 'success' ? Math.min(Math.round(t.amount * 0.015) + 10000, 200000) : 0,
      customer: { email: t.email },
      subaccount: sub
        ? {
            subaccount_code: sub.subaccount_code,
            business_name: sub.business_name,
            settlement_bank: sub.settlement_bank,
            account_number: sub.account_number,
            percentage_charge: sub.percentage_charge,
          }
        : {},
      requested_amount: t.amount,
    };
  };

  local.sendWebhook = async (event, data, opts = {}) => {
    if (!local.webhookUrl) throw new Error('paystack-local: no webhookUrl to send to');
    const body = JSON.stringify({ event, data });
    const signature =
      opts.signature ?? createHmac('sha512', options.secretKey).update(body).digest('hex');
    const res = await fetch(local.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      body,
    });
    await res.arrayBuffer();
    return res.status;
  };

  local.pay = async (reference, opts = {}) => {
    const t = local.transactions.get(reference);
    if (!t) throw new Error(`paystack-local: no transaction ${reference}`);
    t.status = 'success';
    t.channel = opts.channel ?? 'card';
    t.paid_at = now();
    const data = { ...local.transactionData(t) };
    if (opts.amount !== undefined) data.amount = opts.amount;
    if (opts.currency !== undefined) data.currency = opts.currency;
    return local.webhookUrl ? local.sendWebhook('charge.success', data) : 0;
  };

  local.settleRefund = async (id, outcome = 'processed') => {
    const r = local.refunds.get(id);
    if (!r) throw new Error(`paystack-local: no refund ${id}`);
    r.status = outcome;
    return local.sendWebhook(`refund.${outcome}`, {
      id: String(r.id),
      status: outcome,
      transaction_reference: r.transaction.reference,
      refund_reference: null,
      amount: String(r.amount),
      currency: r.currency,
      processor: 'local',
      customer: { email: r.transaction.email },
      domain: 'test',
    });
  };

  const routes = paystackApi(local, options, () => {
    serial += 1;
    return serial;
  });

  async function checkout(req: IncomingMessage, res: ServerResponse, code: string) {
    const t = byAccess(code);
    if (!t) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('No such payment');
      return;
    }
    if (req.method === 'POST' && t.status !== 'success') {
      const form = parseBody(await readBody(req), 'application/x-www-form-urlencoded');
      const channel = CHANNELS.some(([c]) => c === form.channel) ? String(form.channel) : 'card';
      await local.pay(t.reference, { channel }).catch(() => 0);
    }
    if (req.method === 'POST' && t.callback_url) {
      const back = new URL(t.callback_url);
      back.searchParams.set('trxref', t.reference);
      back.searchParams.set('reference', t.reference);
      res.writeHead(303, { location: back.toString() }).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(checkoutPage(t));
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    try {
      const page = /^\/checkout\/([0-9a-f]+)$/.exec(url.pathname);
      if (page) return await checkout(req, res, page[1]!);
      const raw = await readBody(req);
      const body = parseBody(raw, req.headers['content-type']);
      local.calls.push({ method: req.method ?? '', path: url.pathname + url.search, body });
      if (req.headers.authorization !== `Bearer ${options.secretKey}`)
        throw new Answer(401, 'Invalid key');
      if (local.down) throw new Answer(503, 'Service unavailable');
      for (const [method, pattern, handle] of routes) {
        const match = pattern.exec(url.pathname);
        if (match && method === req.method) return send(200, handle(body, url, match.slice(1)));
      }
      throw new Answer(404, 'Not found');
    } catch (error) {
      if (error instanceof Answer)
        return send(error.status, { status: false, message: error.message });
      return send(500, { status: false, message: String(error) });
    }
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const address = server.address() as AddressInfo;
  local.url = `http://${options.host ?? '127.0.0.1'}:${address.port}`;
  local.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return local;
}
