import { connect } from 'node:net';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { join } from 'node:path';
import { pageHeaders, portOf, staticSite } from '../src/index.ts';
import { storeHostGuard } from '../src/store-hosts.ts';
import { storePages } from '../src/store-page-head.ts';
import { builtApp, type Upstream, upstream } from './fixture.ts';

/**
 * Raw requests over a socket, as any client on the network can send them: malformed request
 * lines, bad percent-encoding, NUL bytes, overlong paths, absolute- and authority-form targets,
 * unknown methods, oversized and odd headers, broken bodies. None may get a 5xx, crash the
 * server, or reach any host but the API (and the API only under /api/).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1200);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

let shell: FastifyInstance;
let remote: FastifyInstance;
let store: FastifyInstance;
let api: Upstream;
let elsewhere: Upstream;

beforeAll(async () => {
  api = await upstream();
  elsewhere = await upstream();
  shell = await staticSite({
    root: builtApp('shell'),
    port: 0,
    apiOrigin: api.origin,
    registry: () => '{"agency":"http://localhost:8081/mf-manifest.json"}',
    pageHeaders: () => pageHeaders(['http://localhost:8081']),
    allowedHosts: ['localhost', '127.0.0.1'],
  });
  remote = await staticSite({
    root: builtApp('remote'),
    port: 0,
    corsOrigins: ['http://localhost:8080'],
    allowedHosts: ['localhost', '127.0.0.1'],
  });
  // The store site: this stand-in API says yes to every host and answers no store's fields, so
  // every well-formed Host reaches the page head, which must fall back to the built page.
  const storeRoot = builtApp('store');
  store = await staticSite({
    root: storeRoot,
    port: 0,
    apiOrigin: api.origin,
    allowedHosts: ['localhost', '127.0.0.1'],
    storeHosts: storeHostGuard(api.origin),
    storePages: storePages(api.origin, join(storeRoot, 'index.html'), 'http://localhost:8080'),
  });
});
afterAll(async () => {
  await Promise.all([shell.close(), remote.close(), store.close(), api.close(), elsewhere.close()]);
});

/** Sends bytes, returns the status of the first response line (0 when the server just closed). */
function send(port: number, bytes: string): Promise<number> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    const finish = () => {
      socket.destroy();
      resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(data)?.[1] ?? 0));
    };
    socket.setTimeout(5000, finish);
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
      if (/\r\n\r\n/.test(data)) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
    socket.write(bytes, 'latin1');
  });
}

/** Stands for the address of a host that must never be reached (known only once it listens). */
const OTHER = 'OTHER-HOST';
const segment = fc.oneof(
  { weight: 6, arbitrary: fc.stringMatching(/^[a-zA-Z0-9._~-]{0,12}$/) },
  fc.constantFrom(
    '..',
    '.',
    '%',
    '%zz',
    '%00',
    '%2e%2e',
    '%2f',
    '%5c',
    '%c0%af',
    '%ff%fe',
    '\u0000',
    ';',
    '?',
    '#',
    '@',
    ':',
    '*',
  ),
  fc.string({ unit: 'binary', maxLength: 8 }).map((s) => encodeURIComponent(s)),
  fc.string({ unit: 'binary', maxLength: 6 }),
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'api',
      'v1',
      'assets',
      'remotes.json',
      'index.html',
      'remoteEntry.js',
      '.vite',
      'mf-manifest.json',
    ),
  },
);
const path = fc.array(segment, { maxLength: 8 }).map((parts) => `/${parts.join('/')}`);
const target = fc.oneof(
  { weight: 12, arbitrary: path },
  { weight: 4, arbitrary: path.map((p) => `/api/v1${p}`) },
  { weight: 1, arbitrary: path.map((p) => `http://${OTHER}/api${p}`) },
  { weight: 1, arbitrary: path.map((p) => `https://${OTHER}${p}`) },
  { weight: 1, arbitrary: path.map((p) => `//${OTHER}/api${p}`) },
  { weight: 1, arbitrary: fc.constantFrom(OTHER, '*', 'example.com:443', '', ' ', '\\api\\v1') },
  { weight: 1, arbitrary: fc.integer({ min: 4000, max: 70_000 }).map((n) => `/${'a'.repeat(n)}`) },
);
const method = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST') },
  fc.constantFrom(
    'GET',
    'HEAD',
    'POST',
    'PUT',
    'PATCH',
    'DELETE',
    'OPTIONS',
    'TRACE',
    'CONNECT',
    'PROPFIND',
  ),
  fc.stringMatching(/^[A-Z]{1,10}$/),
  fc.string({ unit: 'binary', maxLength: 6 }),
);
const header = fc.oneof(
  fc
    .tuple(fc.stringMatching(/^[A-Za-z-]{1,20}$/), fc.string({ maxLength: 40 }))
    .map(([n, v]) => `${n}: ${v}`),
  fc.constantFrom(
    'X-Forwarded-For: 6.6.6.6',
    'Forwarded: for=6.6.6.6;host=evil',
    'Transfer-Encoding: chunked',
    'Content-Length: 10',
    'Content-Length: -1',
    'Content-Length: 5\r\nContent-Length: 7',
    'Accept-Encoding: br;q=0, gzip;q=2, *',
    'Range: bytes=9999999-',
    'Range: bytes=-0,0-0,1-',
    'If-None-Match: *',
    'Origin: http://localhost:8080',
    'Expect: 100-continue',
    'Upgrade: websocket',
    'Host: evil.example',
    'Host: ',
  ),
  fc.integer({ min: 9000, max: 40_000 }).map((n) => `X-Big: ${'b'.repeat(n)}`),
  fc.string({ unit: 'binary', maxLength: 30 }),
);
const request = fc.record({
  method,
  target,
  version: fc.oneof(
    { weight: 8, arbitrary: fc.constant('HTTP/1.1') },
    fc.constantFrom('HTTP/1.0', 'HTTP/2.0', 'HTTP/1.1x', ''),
  ),
  host: fc.oneof(
    { weight: 8, arbitrary: fc.constant('localhost') },
    fc.constantFrom('127.0.0.1:1234', 'evil.example', '[::1]:80', '', 'mama-titi.stores.test:8086'),
  ),
  headers: fc.oneof({ weight: 2, arbitrary: fc.constant([]) }, fc.array(header, { maxLength: 4 })),
  // Mostly a well-framed body (or none), sometimes bytes the parser must refuse.
  body: fc.oneof(
    { weight: 6, arbitrary: fc.constant({ headers: [], bytes: '' }) },
    {
      weight: 2,
      arbitrary: fc.json({ maxDepth: 2 }).map((text) => ({
        headers: ['Content-Type: application/json', `Content-Length: ${Buffer.byteLength(text)}`],
        bytes: text,
      })),
    },
    fc.constant({ headers: ['Transfer-Encoding: chunked'], bytes: '5\r\nhello\r\nzz\r\n' }),
    fc.string({ maxLength: 64 }).map((bytes) => ({ headers: [], bytes })),
  ),
  site: fc.constantFrom('shell', 'remote', 'store'),
});

it(`survives ${RUNS} generated raw requests on the shell's, a remote's and the store site's origin (seed ${SEED})`, {
  timeout: 120_000,
}, async () => {
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(request, async (r) => {
      const lines = [
        `${r.method} ${r.target} ${r.version}`,
        ...(r.host ? [`Host: ${r.host}`] : []),
        ...r.headers,
        ...r.body.headers,
      ];
      const bytes = `${lines.join('\r\n')}\r\n\r\n${r.body.bytes}`.replaceAll(
        OTHER,
        elsewhere.origin.slice('http://'.length),
      );
      const status = await send(portOf({ shell, remote, store }[r.site]), bytes);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      expect(status === 0 || (status >= 100 && status < 500)).toBe(true);
    }),
    { numRuns: RUNS, seed: SEED },
  );
  console.log(
    `fuzz: ${RUNS} requests (shell, remote and store site origins), seed ${SEED}, statuses ${JSON.stringify(Object.fromEntries(statuses))}, ${api.seen.length} forwarded to the API`,
  );
  // Nothing ever left for another host; the API saw /api/ paths only.
  expect(elsewhere.seen).toEqual([]);
  expect(api.seen.every((seen) => seen.url.startsWith('/api/') || seen.url === '/api')).toBe(true);
  // And every origin still serves.
  for (const site of [shell, remote, store]) {
    expect((await fetch(`http://127.0.0.1:${portOf(site)}/`)).status).toBe(200);
  }
});
