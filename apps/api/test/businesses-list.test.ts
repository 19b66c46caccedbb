import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  // Reads stay cached for the whole file: a cached answer is one, however slow the machine.
  server = await startTestServer({ cacheTtlMs: 60_000 });
});
afterAll(() => server.stop());

const names = (answer: { body: { documents: { name: string }[] } }) =>
  answer.body.documents.map((b) => b.name);

describe('businesses list: search, filter, sort, pages, admin view', () => {
  it('searches, filters by status, sorts and pages on the server', async () => {
    const ada = await server.user('marketer', 'Ada List');
    const rows = [
      { name: 'Alpha Snails', status: 'won', next_follow_up: '2026-12-05' },
      { name: 'Bravo Farms', status: 'contacted', contact_person: 'Kemi Alpha' },
      { name: 'Charlie Shells', status: 'won', next_follow_up: '2026-12-01' },
    ];
    for (const row of rows)
      expect(
        (await server.call('POST', '/businesses', { token: ada.token, body: row })).status,
      ).toBe(201);
    const base = `/businesses?marketer_id=${ada.id}`;
    const call = (query: string) => server.call('GET', `${base}${query}`, { token: ada.token });
    expect(names(await call(''))).toEqual(['Charlie Shells', 'Bravo Farms', 'Alpha Snails']);
    expect(names(await call('&sort=name'))).toEqual([
      'Alpha Snails',
      'Bravo Farms',
      'Charlie Shells',
    ]);
    expect(names(await call('&sort=follow_up'))).toEqual([
      'Charlie Shells',
      'Alpha Snails',
      'Bravo Farms',
    ]);
    expect(names(await call('&q=alpha&sort=name'))).toEqual(['Alpha Snails', 'Bravo Farms']);
    expect(names(await call('&status=won&sort=name'))).toEqual(['Alpha Snails', 'Charlie Shells']);
    expect(names(await call('&q=%25'))).toEqual([]);
    expect(await call('&status=maybe')).toMatchObject({ status: 400 });
    expect(await call('&sort=oldest')).toMatchObject({ status: 400 });
    const first = await call('&page=1');
    expect(first.body).toMatchObject({ total: 3, page: 1, pages: 1 });
  });

  it('pages by 20', async () => {
    const bo = await server.user('marketer', 'Bo Pages');
    for (let i = 0; i < 23; i++)
      await server.call('POST', '/businesses', {
        token: bo.token,
        body: { name: `Pager ${String.fromCharCode(65 + i)}${String.fromCharCode(65 + i)}x` },
      });
    const p2 = await server.call('GET', `/businesses?marketer_id=${bo.id}&page=2`, {
      token: bo.token,
    });
    expect(p2.body).toMatchObject({ total: 23, page: 2, pages: 2 });
    expect(p2.body.documents).toHaveLength(3);
  });

  it('shows an admin every marketer’s businesses, filtered by marketer', async () => {
    const admin = await server.user('admin', 'Ada Admin');
    const kemi = await server.user('marketer', 'Kemi Field');
    const tunde = await server.user('marketer', 'Tunde Field');
    await server.call('POST', '/businesses', { token: kemi.token, body: { name: 'Kemi Kitchen' } });
    await server.call('POST', '/businesses', { token: tunde.token, body: { name: 'Tunde Tools' } });
    const all = await server.call('GET', '/businesses?marketer_id=all', { token: admin.token });
    expect(all.status).toBe(200);
    expect(names(all)).toEqual(expect.arrayContaining(['Kemi Kitchen', 'Tunde Tools']));
    expect(
      all.body.documents.find((b: { name: string }) => b.name === 'Kemi Kitchen'),
    ).toMatchObject({ marketer_name: 'Kemi Field' });
    const one = await server.call('GET', `/businesses?marketer_id=${kemi.id}`, {
      token: admin.token,
    });
    expect(names(one)).toEqual(['Kemi Kitchen']);
    // An admin edits and deletes anyone's.
    const id = one.body.documents[0].id;
    expect(
      await server.call('PATCH', `/businesses/${id}`, {
        token: admin.token,
        body: { status: 'lost' },
      }),
    ).toMatchObject({ status: 200, body: { status: 'lost' } });
    expect(await server.call('DELETE', `/businesses/${id}`, { token: admin.token })).toMatchObject({
      status: 200,
    });
    expect(
      await server.call('POST', `/businesses/${id}/restore`, { token: admin.token }),
    ).toMatchObject({ status: 200 });
  });

  it('refreshes the cached list after an edit', async () => {
    const cy = await server.user('marketer', 'Cy Cache');
    const { body } = await server.call('POST', '/businesses', {
      token: cy.token,
      body: { name: 'Cache Corner' },
    });
    const list = `/businesses?marketer_id=${cy.id}`;
    expect(names(await server.call('GET', list, { token: cy.token }))).toEqual(['Cache Corner']);
    await server.call('PATCH', `/businesses/${body.id}`, {
      token: cy.token,
      body: { name: 'Cache Corners Ltd' },
    });
    expect(names(await server.call('GET', list, { token: cy.token }))).toEqual([
      'Cache Corners Ltd',
    ]);
    await server.call('DELETE', `/businesses/${body.id}`, { token: cy.token });
    expect(names(await server.call('GET', list, { token: cy.token }))).toEqual([]);
  });

  it('sends the cached plain list as the same JSON a fresh read writes, fields of its schema only', async () => {
    const dee = await server.user('marketer', 'Dee Written');
    await server.call('POST', '/businesses', {
      token: dee.token,
      body: { name: 'Written Wares', next_follow_up: '2026-12-24', notes: 'Call after 4' },
    });
    const text = async (query: string) => {
      const response = await fetch(`${server.url}/businesses?marketer_id=${dee.id}${query}`, {
        headers: { authorization: `Bearer ${dee.token}` },
      });
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      return response.text();
    };
    const first = await text('');
    // The second plain call is answered from the cache; `page=1` is read afresh.
    expect(await text('')).toBe(first);
    expect(await text('&page=1')).toBe(first);
    const { documents } = JSON.parse(first);
    expect(Object.keys(documents[0]).sort()).toEqual(
      [
        'contact_person',
        'created_at',
        'email',
        'id',
        'marketer_id',
        'marketer_name',
        'name',
        'next_follow_up',
        'notes',
        'phone',
        'status',
        'store',
        'updated_at',
      ].sort(),
    );
    expect(documents[0]).toMatchObject({ next_follow_up: '2026-12-24', store: null });
  });
});

describe('a full page of the list, asked for compressed', () => {
  // A page over 8 kB is compressed as a stream, after its handler's promise has settled: the
  // answer must still be the page, not an empty one sent a second time.
  const TOWNS = [
    'Ikeja',
    'Yaba',
    'Surulere',
    'Lekki',
    'Ajah',
    'Ibadan',
    'Kano',
    'Kaduna',
    'Jos',
    'Enugu',
  ];
  const TRADES = ['Snail Farm', 'Cake House'];

  it('arrives whole in brotli and gzip, read afresh and from the cache', async () => {
    const eve = await server.user('marketer', 'Eve Compressed');
    for (const town of TOWNS)
      for (const trade of TRADES) {
        const made = await server.call('POST', '/businesses', {
          token: eve.token,
          body: {
            name: `${town} ${trade}`,
            contact_person: 'Ada Obi Adeyemi',
            email: `${town.toLowerCase()}@${trade.replace(' ', '-').toLowerCase()}.test`,
            phone: '0803 123 4567',
            status: 'interested',
            notes: 'Two sisters share the shop and sell every morning at the market',
          },
        });
        expect(made.status).toBe(201);
      }
    const read = async (query: string, encoding: string) => {
      const response = await fetch(`${server.url}/businesses?marketer_id=${eve.id}${query}`, {
        headers: { authorization: `Bearer ${eve.token}`, 'accept-encoding': encoding },
      });
      return { encoding: response.headers.get('content-encoding'), text: await response.text() };
    };
    const plain = await read('&page=1', 'identity');
    expect(plain.text.length).toBeGreaterThan(8192);
    expect(JSON.parse(plain.text).documents).toHaveLength(20);
    for (const query of ['&page=1', ''])
      for (const encoding of ['br', 'gzip']) {
        const answer = await read(query, encoding);
        expect(answer).toEqual({ encoding, text: plain.text });
      }
  });
});
