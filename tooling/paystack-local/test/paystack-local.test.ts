import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaystackLocal, startPaystack } from '../src/index.ts';

// The local server answers Paystack's paths with Paystack's shapes, refuses a wrong key, signs
// its webhooks as Paystack does, and its checkout page pays and sends the shopper back.

const KEY = 'sk_test_local_suite';
let paystack: PaystackLocal;
const hooks: { body: string; signature: string }[] = [];
let hookServer: ReturnType<typeof createServer>;

beforeAll(async () => {
  hookServer = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      hooks.push({ body, signature: String(req.headers['x-paystack-signature']) });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((r) => hookServer.listen(0, '127.0.0.1', r));
  const port = (hookServer.address() as AddressInfo).port;
  paystack = await startPaystack({ secretKey: KEY, webhookUrl: `http://127.0.0.1:${port}/hook` });
});
afterAll(async () => {
  await paystack.close();
  hookServer.close();
});

const call = async (method: string, path: string, body?: unknown, key = KEY) => {
  const res = await fetch(paystack.url + path, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
};

describe('the local Paystack', () => {
  it('refuses a wrong key as Paystack does', async () => {
    expect(await call('GET', '/bank', undefined, 'sk_test_wrong')).toEqual({
      status: 401,
      body: { status: false, message: 'Invalid key' },
    });
  });

  it('lists banks and resolves accounts, refusing an unknown one with 422', async () => {
    const banks = await call('GET', '/bank?country=nigeria');
    expect(banks.body.data).toContainEqual(
      expect.objectContaining({ code: '058', name: 'Guaranty Trust Bank', active: true }),
    );
    const found = await call('GET', '/bank/resolve?account_number=0123456789&bank_code=058');
    expect(found.body).toMatchObject({
      status: true,
      data: { account_name: 'ADA OBI FARMS', account_number: '0123456789' },
    });
    const unknown = await call('GET', '/bank/resolve?account_number=0000000000&bank_code=058');
    expect(unknown).toEqual({
      status: 422,
      body: {
        status: false,
        message: 'Could not resolve account name. Check parameters or try again.',
      },
    });
  });

  it('initializes, pays through its checkout page, signs charge.success and sends the shopper back', async () => {
    const sub = await call('POST', '/subaccount', {
      business_name: 'Ada Farms',
      settlement_bank: '058',
      account_number: '0123456789',
      percentage_charge: 5,
    });
    expect(sub.body.data.subaccount_code).toMatch(/^ACCT_/);
    const started = await call('POST', '/transaction/initialize', {
      email: 'ada@example.ng',
      amount: '650000',
      reference: 'ADA-1001-XYZ',
      callback_url: 'http://shop.test/orders/1?key=k',
      subaccount: sub.body.data.subaccount_code,
    });
    expect(started.body).toMatchObject({ status: true, message: 'Authorization URL created' });
    const { authorization_url } = started.body.data;
    const page = await (await fetch(authorization_url)).text();
    expect(page).toContain('₦6,500.00');
    expect(page).toContain('name="viewport"');
    expect((await call('GET', '/transaction/verify/ADA-1001-XYZ')).body.data.status).toBe(
      'abandoned',
    );
    const paid = await fetch(authorization_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'channel=ussd',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      'http://shop.test/orders/1?key=k&trxref=ADA-1001-XYZ&reference=ADA-1001-XYZ',
    );
    const verified = (await call('GET', '/transaction/verify/ADA-1001-XYZ')).body.data;
    expect(verified).toMatchObject({
      status: 'success',
      amount: 650000,
      currency: 'NGN',
      channel: 'ussd',
    });
    expect(verified.subaccount.subaccount_code).toBe(sub.body.data.subaccount_code);
    const hook = hooks.at(-1)!;
    expect(JSON.parse(hook.body)).toMatchObject({
      event: 'charge.success',
      data: { reference: 'ADA-1001-XYZ' },
    });
    expect(hook.signature).toBe(createHmac('sha512', KEY).update(hook.body).digest('hex'));
    expect(
      (
        await call('POST', '/transaction/initialize', {
          email: 'a@b.c',
          amount: 100,
          reference: 'ADA-1001-XYZ',
        })
      ).body,
    ).toEqual({
      status: false,
      message: 'Duplicate Transaction Reference',
    });
  });

  it('refunds in part and in full, never past the amount, and settles by webhook', async () => {
    await call('POST', '/transaction/initialize', {
      email: 'b@example.ng',
      amount: 10000,
      reference: 'REF-1',
    });
    await paystack.pay('REF-1');
    const part = await call('POST', '/refund', { transaction: 'REF-1', amount: 4000 });
    expect(part.body.data).toMatchObject({
      status: 'pending',
      amount: 4000,
      transaction: { reference: 'REF-1' },
    });
    expect((await call('POST', '/refund', { transaction: 'REF-1', amount: 7000 })).status).toBe(
      400,
    );
    const rest = await call('POST', '/refund', { transaction: 'REF-1' });
    expect(rest.body.data.amount).toBe(6000);
    expect(await paystack.settleRefund(rest.body.data.id)).toBe(200);
    expect(JSON.parse(hooks.at(-1)!.body)).toMatchObject({
      event: 'refund.processed',
      data: { transaction_reference: 'REF-1', amount: '6000', status: 'processed' },
    });
  });
});
