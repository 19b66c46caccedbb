// @vitest-environment node
import { mkdtempSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteFiles } from '../src/server/remote-modules.ts';
import { sri384 } from '../src/server/trust.ts';

/** A server bundle is imported only as pinned. */
const ran = globalThis as { __remoteRan?: string[] };
const bundle = (tag: string) =>
  `(globalThis.__remoteRan ??= []).push(${JSON.stringify(tag)});
export default function App() { return null; }
export const rendersOnServer = () => true;
export const tag = ${JSON.stringify(tag)};`;

let server: Server;
let origin: string;
let version = 0;
const JS = 'text/javascript; charset=utf-8';
const routes: Record<
  string,
  () => { status: number; type?: string; body?: string; location?: string }
> = {
  '/good/ssr/app.mjs': () => ({ status: 200, type: JS, body: bundle('good') }),
  '/wrong/ssr/app.mjs': () => ({ status: 200, type: JS, body: bundle('wrong') }),
  '/moved/ssr/app.mjs': () => ({ status: 302, location: '/good/ssr/app.mjs' }),
  '/plain/ssr/app.mjs': () => ({ status: 200, type: 'text/plain', body: bundle('plain') }),
  '/changing/ssr/app.mjs': () => ({ status: 200, type: JS, body: bundle(`v${version}`) }),
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const route = routes[req.url ?? '']?.() ?? { status: 404, body: 'no' };
    res.writeHead(route.status, {
      ...(route.type ? { 'content-type': route.type } : {}),
      ...(route.location ? { location: route.location } : {}),
    });
    res.end(route.body ?? '');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const setup = (extra: { keepVersions?: number; origins?: string[] } = {}) => {
  const dir = mkdtempSync(join(tmpdir(), 'remote-modules-'));
  const logs: string[] = [];
  const files = remoteFiles(dir, {
    allowedOrigins: () => extra.origins ?? [origin],
    keepVersions: extra.keepVersions,
    log: (line) => logs.push(line),
  });
  return { dir, logs, files };
};

describe('a remote server module', () => {
  it('is imported when its bytes have the pinned sha384', async () => {
    const { files } = setup();
    const module = await files.serverModule(
      'a',
      `${origin}/good/ssr/app.mjs`,
      sri384(bundle('good')),
    );
    expect(module?.rendersOnServer('/')).toBe(true);
    expect(ran.__remoteRan).toContain('good');
  });

  it('is refused, never run, with another hash or none pinned', async () => {
    const { files, logs, dir } = setup();
    const url = `${origin}/wrong/ssr/app.mjs`;
    expect(await files.serverModule('b', url, sri384('something else'))).toBeNull();
    expect(await files.serverModule('b', url, undefined)).toBeNull();
    expect(ran.__remoteRan ?? []).not.toContain('wrong');
    expect(readdirSync(dir)).toEqual([]);
    expect(logs.join('\n')).toMatch(/not the pinned/);
  });

  it('is refused when the host answers with a redirect, even to a good file', async () => {
    const { files, logs } = setup();
    const url = `${origin}/moved/ssr/app.mjs`;
    expect(await files.serverModule('c', url, sri384(bundle('good')))).toBeNull();
    expect(logs.join('\n')).toMatch(/redirect/i);
  });

  it('is refused when it is not served as JavaScript', async () => {
    const { files, logs } = setup();
    const url = `${origin}/plain/ssr/app.mjs`;
    expect(await files.serverModule('d', url, sri384(bundle('plain')))).toBeNull();
    expect(ran.__remoteRan ?? []).not.toContain('plain');
    expect(logs.join('\n')).toMatch(/text\/plain is not JavaScript/);
  });

  it('is never fetched over http from another host, or from an origin not allowed', async () => {
    const { files, logs } = setup({ origins: [origin, 'http://remote.example'] });
    const pin = sri384(bundle('good'));
    expect(await files.serverModule('e', 'http://remote.example/ssr/app.mjs', pin)).toBeNull();
    expect(await files.serverModule('e', 'https://evil.example/ssr/app.mjs', pin)).toBeNull();
    expect(logs.join('\n')).toMatch(/http: is only allowed for localhost/);
    expect(logs.join('\n')).toMatch(/origin https:\/\/evil.example is not allowed/);
  });

  it('keeps a bounded number of versions on disk as the remote is redeployed', async () => {
    const { files, dir } = setup({ keepVersions: 3 });
    for (version = 1; version <= 6; version++) {
      const module = await files.serverModule(
        'f',
        `${origin}/changing/ssr/app.mjs`,
        sri384(bundle(`v${version}`)),
      );
      expect((module as unknown as { tag: string }).tag).toBe(`v${version}`);
    }
    expect(readdirSync(dir)).toHaveLength(3);
    expect(files.versionsOf('f')).toHaveLength(3);
  });
});
