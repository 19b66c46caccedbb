import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, api, configureApi, http, onSessionExpired } from '../src/index.ts';

// A real HTTP server on loopback that records what it received and answers per path.
interface Seen {
  method: string;
  url: string;
  auth?: string;
  type?: string;
  body: string;
}
const seen: Seen[] = [];
let server: Server;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
  });
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    seen.push({
      method: req.method!,
      url: req.url!,
      auth: req.headers.authorization,
      type: req.headers['content-type'],
      body,
    });
    const reply = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (req.url!.startsWith('/api/v1/expired'))
      return reply(401, { message: 'Token has expired.' });
    if (req.url!.startsWith('/api/v1/missing'))
      return reply(401, { message: 'Access Denied. No token provided.' });
    if (req.url!.startsWith('/api/v1/tampered') || req.url!.startsWith('/api/v1/auth/logout'))
      return reply(401, { message: 'Invalid token.' });
    if (req.url!.startsWith('/api/v1/conflict')) return reply(409, { message: 'Already there' });
    if (req.url!.startsWith('/api/v1/broken')) {
      res.writeHead(502, { 'content-type': 'text/html' });
      return res.end('<h1>Bad gateway</h1>');
    }
    const json = req.headers['content-type'] === 'application/json';
    reply(200, { ok: true, echo: json && body ? JSON.parse(body) : null });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({ host: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('http helper', () => {
  it('sends JSON with a bearer token and query params under /api/v1/', async () => {
    const answer = await http.post<{ echo: unknown }>(
      'things',
      { a: 1 },
      { token: 't0k', params: { q: 'x y', skip: undefined } },
    );
    expect(answer.echo).toEqual({ a: 1 });
    const last = seen.at(-1)!;
    expect(last).toMatchObject({
      method: 'POST',
      url: '/api/v1/things?q=x+y',
      auth: 'Bearer t0k',
      type: 'application/json',
    });
  });

  it('offers get, patch and delete', async () => {
    await http.get('a');
    await http.patch('b', { x: 1 });
    await http.delete('c');
    expect(seen.slice(-3).map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/v1/a',
      'PATCH /api/v1/b',
      'DELETE /api/v1/c',
    ]);
  });

  it('yields the server message on failure', async () => {
    await expect(http.get('conflict')).rejects.toMatchObject({
      message: 'Already there',
      status: 409,
      sessionExpired: false,
    });
  });

  it("yields 'Something went wrong' when the server says nothing readable", async () => {
    await expect(http.get('broken')).rejects.toMatchObject({
      message: 'Something went wrong',
      status: 502,
    });
  });

  it('maps both token messages to a session expiry and tells the listener', async () => {
    const heard: string[] = [];
    const stop = onSessionExpired((message) => heard.push(message));
    for (const path of ['expired', 'missing']) {
      const error = await http.get(path).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        message: 'Session expired. Please log in again.',
        sessionExpired: true,
        status: 401,
      });
    }
    stop();
    await http.get('expired').catch(() => undefined);
    expect(heard).toEqual([
      'Session expired. Please log in again.',
      'Session expired. Please log in again.',
    ]);
  });

  it("treats 'Invalid token.' (tampered, rotated secret) as a session expiry too", async () => {
    const heard: string[] = [];
    const stop = onSessionExpired((message) => heard.push(message));
    const error = await http.get('tampered', { token: 'x.y.z' }).catch((e: unknown) => e);
    stop();
    expect(error).toMatchObject({
      message: 'Session expired. Please log in again.',
      sessionExpired: true,
      status: 401,
    });
    expect(heard).toEqual(['Session expired. Please log in again.']);
  });

  it('a quiet call (sign-out) does not tell the session layer', async () => {
    const heard: string[] = [];
    const stop = onSessionExpired((message) => heard.push(message));
    await expect(api.auth.logout('old')).rejects.toMatchObject({ sessionExpired: true });
    stop();
    expect(heard).toEqual([]);
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      auth: 'Bearer old',
    });
  });

  it('fails with a readable error when nothing listens', async () => {
    configureApi({ host: 'http://127.0.0.1:9' });
    await expect(http.get('x')).rejects.toMatchObject({
      message: 'Something went wrong',
      status: 0,
    });
    configureApi({ host: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  });
});

describe('typed calls', () => {
  it("take the signed-in user's id and token from the session layer", async () => {
    configureApi({ session: () => ({ id: 'm1', token: 'tok' }) });
    await api.businesses.list();
    expect(seen.at(-1)).toMatchObject({
      url: '/api/v1/businesses?marketer_id=m1',
      auth: 'Bearer tok',
    });
    // The similar-name list is staff data: it goes with the token too.
    await api.businesses.names();
    expect(seen.at(-1)).toMatchObject({ url: '/api/v1/businesses', auth: 'Bearer tok' });
    await api.blog.mine();
    expect(seen.at(-1)).toMatchObject({ url: '/api/v1/blog?author_id=m1', auth: 'Bearer tok' });
    // Signed out: no token goes, and the public calls don't need one.
    configureApi({ session: () => null });
    await api.blog.published();
    expect(seen.at(-1)).toMatchObject({ url: '/api/v1/blog?status=published', auth: undefined });
  });

  it('sends an upload as multipart field "files"', async () => {
    configureApi({ session: () => ({ id: 'm1', token: 'tok' }) });
    await api.media.upload(new Blob(['abc'], { type: 'image/png' }), 'a.png');
    const upload = seen.at(-1)!;
    expect(upload.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload.body).toContain('name="files"; filename="a.png"');
  });
});

// The sign-in's device cookie travels on the page's own origin, nowhere else.
describe('credentials', () => {
  it("every call asks fetch for same-origin credentials (the device cookie of 'auth/login')", async () => {
    const calls: RequestInit[] = [];
    const real = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(init ?? {});
      return real(input, init);
    }) as typeof fetch;
    try {
      await api.auth.login('a@b.co', 'password-1').catch(() => undefined);
      await http.get('/things').catch(() => undefined);
    } finally {
      globalThis.fetch = real;
    }
    expect(calls.map((c) => c.credentials)).toEqual(['same-origin', 'same-origin']);
  });
});
