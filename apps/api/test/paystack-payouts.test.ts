import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paystackWorld, type PaystackWorld, storePayingOnline, until } from './paystack-world.ts';

// Payouts: the owner connects the store's bank account as a Paystack subaccount (resolved by
// Paystack, the agency's fee split at source); a store admin may not see or change it, nor the
// bank details transfers go to. Each change is audited and mailed to the owner.

let world: PaystackWorld;
beforeAll(async () => {
  world = await paystackWorld();
});
afterAll(() => world.stop());

describe('payouts', () => {
  it('the owner connects payouts: the account is resolved, a subaccount made with the fee, the store pays online', async () => {
    const store = await storePayingOnline(world, 'Payout Farm', false);
    const { server, paystack } = world;
    expect((await server.call('GET', store.path)).body.pays_online).toBe(false);
    const banks = await server.call('GET', '/payments/banks', { token: store.owner.token });
    expect(banks.body.banks).toContainEqual({ code: '058', name: 'Guaranty Trust Bank' });
    const checked = await server.call('POST', `${store.path}/payouts/check`, {
      token: store.owner.token,
      body: { bank_code: '058', account_number: '0123 456 789' },
    });
    expect(checked.body).toEqual({
      account_name: 'ADA OBI FARMS',
      bank_name: 'Guaranty Trust Bank',
    });
    expect(paystack.subaccounts.size).toBe(0);

    const saved = await server.call('PUT', `${store.path}/payouts`, {
      token: store.owner.token,
      body: { bank_code: '058', account_number: '0123456789' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ account_name: 'ADA OBI FARMS', bank_name: 'Guaranty Trust Bank' });
    const [sub] = [...paystack.subaccounts.values()];
    expect(sub).toMatchObject({
      business_name: 'Payout Farm',
      bank_code: '058',
      account_number: '0123456789',
      percentage_charge: 2.5,
    });
    const read = await server.call('GET', `${store.path}/payouts`, { token: store.owner.token });
    expect(read.body).toEqual({
      connected: true,
      bank_code: '058',
      bank_name: 'Guaranty Trust Bank',
      account_number: '******6789',
      account_name: 'ADA OBI FARMS',
      available: true,
    });
    expect(JSON.stringify(read.body)).not.toContain('sk_test');
    expect((await server.call('GET', store.path)).body.pays_online).toBe(true);
    // The agency's client stores board says which stores take online payments.
    const admin = await server.user('admin');
    const board = (await server.call('GET', '/client-stores', { token: admin.token })).body
      .documents;
    expect(board.find((row: { name: string }) => row.name === 'Payout Farm')).toMatchObject({
      pays_online: true,
    });

    // A change updates the same subaccount; the owner is mailed each time, and it is audited.
    const changed = await server.call('PUT', `${store.path}/payouts`, {
      token: store.owner.token,
      body: { bank_code: '057', account_number: '1234567890' },
    });
    expect(changed.body.account_name).toBe('CHIDI OKAFOR');
    expect(paystack.subaccounts.size).toBe(1);
    expect([...paystack.subaccounts.values()][0]).toMatchObject({ bank_code: '057' });
    await until(() => world.mails.filter((m) => m.to === store.owner.email).length >= 2);
    const notice = world.mails.filter((m) => m.to === store.owner.email).at(-1)!;
    expect(notice.subject).toBe('Where the online payments of Payout Farm go was changed');
    expect(notice.body).toContain('Zenith Bank ******7890 (CHIDI OKAFOR)');
    expect(notice.body).not.toContain('1234567890');
    const { rows } = await server.db.query<{ details: unknown }>(
      `SELECT details FROM audit_events WHERE action = 'store.settings_changed' AND details::text LIKE '%payouts%'`,
    );
    expect(rows.length).toBe(2);
  });

  it("a wrong account number is refused with Paystack's message, and nothing is saved", async () => {
    const store = await storePayingOnline(world, 'Typo Farm', false);
    for (const path of [`${store.path}/payouts/check`, `${store.path}/payouts`]) {
      const res = await world.server.call(path.endsWith('check') ? 'POST' : 'PUT', path, {
        token: store.owner.token,
        body: { bank_code: '058', account_number: '9999999999' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: 'Could not resolve account name. Check parameters or try again.',
      });
    }
    const bad = await world.server.call('PUT', `${store.path}/payouts`, {
      token: store.owner.token,
      body: { bank_code: '058', account_number: '12345' },
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { message: 'Enter the 10-digit account number' },
    });
    expect((await world.server.call('GET', store.path)).body.pays_online).toBe(false);
  });

  it("a store admin may not see or change payouts, nor the bank details shoppers' transfers go to", async () => {
    const store = await storePayingOnline(world, 'Staffed Farm');
    const staff = await world.server.user('store_admin');
    await world.server.db.query(
      'INSERT INTO store_admins (store_id, user_id) SELECT id, $1 FROM stores WHERE slug = $2',
      [staff.id, store.path.split('/')[2]],
    );
    const body = { bank_code: '057', account_number: '1234567890' };
    for (const [method, path] of [
      ['GET', `${store.path}/payouts`],
      ['PUT', `${store.path}/payouts`],
      ['POST', `${store.path}/payouts/check`],
    ] as const) {
      const res = await world.server.call(method, path, {
        token: staff.token,
        body: method === 'GET' ? undefined : body,
      });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    const bank = await world.server.call('PATCH', store.path, {
      token: staff.token,
      body: { bank_details: 'Mallam Bank · account 5555555555' },
    });
    expect(bank).toMatchObject({
      status: 403,
      body: { message: "Only the store's owner or an admin can change its bank details" },
    });
    // The store admin still changes the rest of the settings.
    const tagline = await world.server.call('PATCH', store.path, {
      token: staff.token,
      body: { tagline: 'Fresh every week' },
    });
    expect(tagline.status).toBe(200);
    // An admin may.
    const admin = await world.server.user('admin');
    const byAdmin = await world.server.call('PUT', `${store.path}/payouts`, {
      token: admin.token,
      body,
    });
    expect(byAdmin.status).toBe(200);
  });

  it('without a key, payouts cannot be connected and no store pays online', async () => {
    const keyless = await paystackWorld({
      paystack: { baseUrl: world.paystack.url, agencyFeePercent: 0, timeoutMs: 1000 },
    });
    try {
      const store = await storePayingOnline(keyless, 'Keyless Farm', false);
      const res = await keyless.server.call('PUT', `${store.path}/payouts`, {
        token: store.owner.token,
        body: { bank_code: '058', account_number: '0123456789' },
      });
      expect(res.status).toBe(503);
      const read = await keyless.server.call('GET', `${store.path}/payouts`, {
        token: store.owner.token,
      });
      expect(read.body).toMatchObject({ connected: false, available: false });
    } finally {
      await keyless.stop();
    }
  });
});
