import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    limits: {
      loginFailures: 5,
      contactPerHour: 3,
      otpPerHourPerEmail: 5,
      otpPerHourPerAddress: 20,
    },
  });
});
afterAll(() => server.stop());

const message = {
  name: 'Ada Obi',
  email: 'ada@example.com',
  number: '08031234567',
  message: 'I sell snails in Lagos.',
};

describe('contact', () => {
  it('stores a valid message', async () => {
    expect(await server.call('POST', '/contact', { body: message })).toMatchObject({
      status: 201,
      body: { message: 'Message sent successfully' },
    });
    const { rows } = await server.db.query(
      'SELECT name, email, number, message FROM contact_messages',
    );
    expect(rows).toEqual([message]);
  });

  it('refuses each invalid field with its message and stores nothing', async () => {
    const before = await server.count('contact_messages');
    for (const [field, label] of [
      ['name', 'Name'],
      ['email', 'Email'],
      ['number', 'Number'],
      ['message', 'Message'],
    ] as const) {
      const answer = await server.call('POST', '/contact', { body: { ...message, [field]: 'x' } });
      expect(answer).toMatchObject({
        status: 400,
        body: { message: `${label} not entered or value entered is not valid` },
      });
    }
    expect(
      await server.call('POST', '/contact', { body: { ...message, email: 'not an email' } }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Email not entered or value entered is not valid' },
    });
    expect(
      await server.call('POST', '/contact', {
        raw: '{"name":',
        headers: { 'content-type': 'application/json' },
      }),
    ).toMatchObject({ status: 400 });
    expect(
      await server.call('POST', '/contact', {
        raw: 'name=x',
        headers: { 'content-type': 'text/plain' },
      }),
    ).toMatchObject({ status: 415, body: { message: expect.any(String) } });
    expect(
      await server.call('POST', '/contact', {
        body: { ...message, message: 'x'.repeat(3 * 1024 * 1024) },
      }),
    ).toMatchObject({ status: 413 });
    expect(await server.count('contact_messages')).toBe(before);
  });

  it('lets staff, and only staff, read the messages (leads)', async () => {
    const admin = await server.user('admin');
    const owner = await server.user('owner');
    expect(
      (await server.call('GET', '/contact', { token: admin.token })).body.documents[0],
    ).toMatchObject(message);
    expect(await server.call('GET', '/contact', { token: owner.token })).toMatchObject({
      status: 403,
      body: { message: 'Your account may not do this' },
    });
  });

  it('is rate limited per address', async () => {
    await server.call('POST', '/contact', { body: message });
    await server.call('POST', '/contact', { body: message });
    expect(await server.call('POST', '/contact', { body: message })).toMatchObject({
      status: 429,
      body: { message: 'Too many messages from your address. Try again later.' },
    });
  });
});

describe('businesses', () => {
  it('lists a marketer’s own businesses, refuses another marketer’s list, and shows the similarity list to staff only', async () => {
    const ada = await server.user('marketer', 'Ada Lovelace');
    const bola = await server.user('marketer', 'Bola Tinubu');
    const created = await server.call('POST', '/businesses', {
      token: ada.token,
      body: { name: 'Snail Palace', marketer_id: bola.id },
    });
    expect(created).toMatchObject({
      status: 201,
      body: { name: 'Snail Palace', marketer_id: ada.id },
    });
    expect(
      (
        await server.call('GET', `/businesses?marketer_id=${ada.id}`, { token: ada.token })
      ).body.documents.map((b: { name: string }) => b.name),
    ).toEqual(['Snail Palace']);
    expect(
      await server.call('GET', `/businesses?marketer_id=${ada.id}`, { token: bola.token }),
    ).toMatchObject({ status: 403 });
    expect(
      await server.call('GET', '/businesses?marketer_id=42', { token: bola.token }),
    ).toMatchObject({ status: 400, body: { message: 'marketer_id must be a user id' } });
    const owner = await server.user('owner');
    expect(
      await server.call('POST', '/businesses', {
        token: owner.token,
        body: { name: 'Owner Shop' },
      }),
    ).toMatchObject({ status: 403 });
    expect(await server.call('GET', '/businesses')).toMatchObject({
      status: 401,
      body: { message: 'Access Denied. No token provided.' },
    });
    expect(await server.call('GET', '/businesses', { token: owner.token })).toMatchObject({
      status: 403,
    });
    const names = await server.call('GET', '/businesses', { token: bola.token });
    expect(names.body.documents).toContainEqual({ name: 'Snail Palace', contact: 'Ada Lovelace' });
    expect(Object.keys(names.body.documents[0]).sort()).toEqual(['contact', 'name']);
  });

  it('refuses a name within edit distance 1, whatever the case, naming who recorded it', async () => {
    const ada = await server.user('marketer', 'Chika Obi');
    await server.call('POST', '/businesses', {
      token: ada.token,
      body: { name: 'Golden Shell Farms' },
    });
    // Another marketer is told who recorded it (their own record would name the team instead).
    const bayo = await server.user('marketer', 'Bayo Near');
    const before = await server.count('businesses');
    for (const near of [
      'golden shell farm',
      'GOLDEN SHELL FARMS',
      'Golden Shel Farms',
      'Golden Shell Farmz',
      '  Golden  Shell Farms ',
    ]) {
      expect(
        await server.call('POST', '/businesses', { token: bayo.token, body: { name: near } }),
      ).toMatchObject({
        status: 409,
        body: {
          message:
            'A similar business named "Golden Shell Farms" already exists, reach out to Chika Obi if you feel this is a bad catch',
        },
      });
    }
    expect(await server.count('businesses')).toBe(before);
    // Two edits away is a different business.
    expect(
      (
        await server.call('POST', '/businesses', {
          token: ada.token,
          body: { name: 'Golden Shell Parks' },
        })
      ).status,
    ).toBe(201);
  });

  it('lets only one of two concurrent near-identical names through', async () => {
    const m = await server.user('marketer');
    const [a, b] = await Promise.all([
      server.call('POST', '/businesses', { token: m.token, body: { name: 'Racing Snails Ltd' } }),
      server.call('POST', '/businesses', { token: m.token, body: { name: 'racing snails ltd.' } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const { rows } = await server.db.query(
      `SELECT 1 FROM businesses WHERE name_key LIKE 'racing snails%'`,
    );
    expect(rows).toHaveLength(1);
  });

  it('validates the name', async () => {
    const m = await server.user('marketer');
    expect(await server.call('POST', '/businesses', { token: m.token, body: {} })).toMatchObject({
      status: 400,
      body: { message: 'Business name is required' },
    });
    expect(
      await server.call('POST', '/businesses', { token: m.token, body: { name: ' x ' } }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Business name must be at least 2 characters' },
    });
  });
});

describe('the rest of the surface', () => {
  it('has a health check and JSON 404s', async () => {
    expect(await server.call('GET', '/health')).toMatchObject({
      status: 200,
      body: { status: 'ok' },
    });
    expect(await server.call('GET', '/nope')).toMatchObject({
      status: 404,
      body: { message: 'No route for GET /api/v1/nope' },
    });
  });

  it('sends security headers', async () => {
    const { headers } = await server.call('GET', '/health');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
