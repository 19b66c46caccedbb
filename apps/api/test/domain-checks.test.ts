import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSecureContext } from 'node:tls';
import dns2 from 'dns2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Context } from '../src/context.ts';
import { MicroCache } from '../src/lib/micro-cache.ts';
import { sweepDomains } from '../src/stores/index.ts';
import { startTestServer, type TestServer } from './helpers.ts';

// A custom domain counts only once it is checked: its name must resolve to the platform (DNS) and
// the store site must answer the store's token over HTTPS for it. Here the DNS server and the
// HTTPS "store site" run on loopback, with a certificate made by this test and trusted only by
// this server's config: nothing leaves the machine.
const DOMAIN = 'shop.bimpesbakes.test';
const ELSEWHERE = '192.0.2.10';

const dir = mkdtempSync(join(tmpdir(), 'domain-checks-'));
/** A self-signed certificate for `names` (openssl), as PEM key and cert. */
function certificate(name: string, names: string[]): { key: string; cert: string } {
  const key = join(dir, `${name}.key`);
  const cert = join(dir, `${name}.crt`);
  const fixed = 'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1';
  const sans = names.map((n) => `DNS:${n}`).join(',');
  execFileSync(
    'openssl',
    [
      ...fixed.split(' '),
      '-keyout',
      key,
      '-out',
      cert,
      '-subj',
      `/CN=${names[0]}`,
      '-addext',
      `subjectAltName=${sans}`,
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
}

/** What the test's DNS server answers: name → A address or CNAME target. */
const records = new Map<string, { a?: string; cname?: string }>();
/** Names the store site has a trusted certificate for (until then: one nobody trusts). */
const issued = new Set<string>();

let server: TestServer;
let dns: ReturnType<typeof dns2.createServer>;
let site: https.Server;
let owner: Awaited<ReturnType<TestServer['user']>>;
let slug: string;

beforeAll(async () => {
  dns = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const { Packet } = dns2;
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const record = question && records.get(question.name.toLowerCase());
      const answer = (type: number, data: { domain: string } | { address: string }) =>
        response.answers.push({
          name: question!.name,
          type,
          class: Packet.CLASS.IN,
          ttl: 1,
          ...data,
        } as dns2.Packet.Resource);
      if (record?.cname && question!.type === Packet.TYPE.CNAME)
        answer(Packet.TYPE.CNAME, { domain: record.cname });
      if (record?.a && question!.type === Packet.TYPE.A)
        answer(Packet.TYPE.A, { address: record.a });
      send(response);
    },
  });
  const listening = await dns.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const dnsPort = (listening.udp as AddressInfo).port;

  const trusted = certificate('trusted', [DOMAIN, 'www.bimpesbakes.test']);
  const untrusted = certificate('untrusted', ['not-yet.invalid']);
  // Like the store site in front of the API: a name gets its certificate once it is issued, and
  // the token path asks the API whether the token is the store's whose domain the Host is.
  site = https.createServer(
    {
      ...untrusted,
      SNICallback: (name, done) =>
        done(null, createSecureContext(issued.has(name) ? trusted : untrusted)),
    },
    async (request, response) => {
      const host = (request.headers.host ?? '').replace(/:\d+$/, '');
      const token = request.url?.split('/.well-known/forgeworks-domain/')[1] ?? '';
      const answer = await fetch(`${server.url}/store-hosts/${host}/domain-proof/${token}`);
      response.writeHead(answer.ok ? 200 : 404, { 'content-type': 'text/plain' });
      response.end(answer.ok ? token : 'Not found');
    },
  );
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));

  server = await startTestServer({
    stores: { domain: 'stores.test', scheme: 'https', port: '' },
    domainCheck: {
      targets: ['127.0.0.1', 'edge.stores.test'],
      dnsServers: [`127.0.0.1:${dnsPort}`],
      httpsPort: (site.address() as AddressInfo).port,
      ca: trusted.cert,
      everyMinutes: 60,
      perSweep: 20,
      timeoutMs: 2000,
    },
  });
  owner = await server.user('owner', 'Bimpe Owner');
  const made = await server.call('POST', '/my/businesses', {
    token: owner.token,
    body: { name: "Bimpe's Bakes" },
  });
  slug = made.body.store.slug;
});
afterAll(async () => {
  await server.stop();
  await dns.close();
  site.close();
  rmSync(dir, { recursive: true, force: true });
});

const domainOf = () => server.call('GET', `/stores/${slug}/domain`, { token: owner.token });
const checkNow = () => server.call('POST', `/stores/${slug}/domain/check`, { token: owner.token });
const slugOrigin = () => `https://${slug}.stores.test`;
const domainTicked = async () => {
  const { body } = await server.call('GET', `/stores/${slug}/checklist`, { token: owner.token });
  return body.items.find((item: { key: string }) => item.key === 'domain').done as boolean;
};
const publicOrigin = async () => (await server.call('GET', `/stores/${slug}`)).body.origin;
/** Where the business area's "Visit store" goes: the store's origin as its owner's list gives it. */
const ownerOrigin = async () =>
  (await server.call('GET', '/my/businesses', { token: owner.token })).body.documents[0].store
    .origin;
const sitemapOrigin = async () =>
  (await server.call('GET', `/seo/stores/${slug}/sitemap`)).body.origin;

describe('a custom domain is verified before it counts', () => {
  it('is not connected when typed: links stay on the store host, the checklist does not tick, its host is still served', async () => {
    const saved = await server.call('PATCH', `/stores/${slug}`, {
      token: owner.token,
      body: { custom_domain: DOMAIN },
    });
    expect(saved.body).toMatchObject({ custom_domain: DOMAIN, origin: slugOrigin() });
    const { body } = await domainOf();
    expect(body).toMatchObject({ domain: DOMAIN, state: 'not_connected', origin: slugOrigin() });
    expect(body.records).toEqual([
      { type: 'CNAME', name: DOMAIN, value: 'edge.stores.test' },
      { type: 'A', name: DOMAIN, value: '127.0.0.1' },
    ]);
    expect(await domainTicked()).toBe(false);
    expect(await sitemapOrigin()).toBe(slugOrigin());
    // The store site still serves the name, so a certificate can be issued and the check pass.
    expect((await server.call('GET', `/store-hosts/${DOMAIN}`)).body).toEqual({ slug });
  });

  it('stays not connected while its name points elsewhere, and says what to do', async () => {
    records.set(DOMAIN, { a: ELSEWHERE });
    const { status, body } = await checkNow();
    expect(status).toBe(200);
    expect(body.state).toBe('not_connected');
    expect(body.problem).toContain(`${DOMAIN} does not point here yet`);
    expect(body.checked_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('points here once DNS does, but links wait for HTTPS', async () => {
    records.set(DOMAIN, { a: '127.0.0.1' });
    const { body } = await checkNow();
    expect(body).toMatchObject({ state: 'points_here', origin: slugOrigin() });
    expect(body.problem).toContain('secure certificate is not ready yet');
    expect(await publicOrigin()).toBe(slugOrigin());
    expect(await domainTicked()).toBe(false);
    expect(await ownerOrigin()).toBe(slugOrigin());
  });

  it("is secure once its token comes back over HTTPS: links, sitemap, checklist and the owner's Visit store move to it", async () => {
    issued.add(DOMAIN);
    const { body } = await checkNow();
    expect(body).toMatchObject({ state: 'secure', problem: '', origin: `https://${DOMAIN}` });
    await expect.poll(publicOrigin).toBe(`https://${DOMAIN}`);
    expect(await ownerOrigin()).toBe(`https://${DOMAIN}`);
    expect(await sitemapOrigin()).toBe(`https://${DOMAIN}`);
    expect(await domainTicked()).toBe(true);
  });

  it('a token that is not the store’s is not answered', async () => {
    const wrong = await server.call('GET', `/store-hosts/${DOMAIN}/domain-proof/${'0'.repeat(32)}`);
    expect(wrong).toMatchObject({ status: 404, body: { message: 'Not found' } });
    const malformed = await server.call('GET', `/store-hosts/${DOMAIN}/domain-proof/x`);
    expect(malformed.status).toBe(404);
  });

  it('is checked again on a schedule: a domain that stops pointing here stops counting', async () => {
    records.set(DOMAIN, { a: ELSEWHERE });
    // Not due yet: the sweep leaves a domain checked a moment ago alone.
    const ctx = { db: server.db, config: server.config, cache: { reads: new MicroCache(0) } };
    await sweepDomains(ctx as unknown as Context);
    expect((await domainOf()).body.state).toBe('secure');
    await server.db.query(
      `UPDATE stores SET domain_checked_at = now() - interval '2 hours' WHERE slug = $1`,
      [slug],
    );
    await sweepDomains(ctx as unknown as Context);
    expect((await domainOf()).body.state).toBe('not_connected');
    await expect.poll(publicOrigin).toBe(slugOrigin());
    expect(await domainTicked()).toBe(false);
  });

  it('counts through a CNAME to the platform’s name', async () => {
    records.set(DOMAIN, { cname: 'edge.stores.test' });
    records.set('edge.stores.test', { a: '127.0.0.1' });
    expect((await checkNow()).body.state).toBe('secure');
  });

  it('starts again, unchecked, when the domain is changed', async () => {
    const saved = await server.call('PATCH', `/stores/${slug}`, {
      token: owner.token,
      body: { custom_domain: 'www.bimpesbakes.test' },
    });
    expect(saved.body.origin).toBe(slugOrigin());
    const { body } = await domainOf();
    expect(body).toMatchObject({ domain: 'www.bimpesbakes.test', state: 'not_connected' });
    expect(await domainTicked()).toBe(false);
  });

  it('Check now is refused without a domain, and past five checks in ten minutes', async () => {
    await server.call('PATCH', `/stores/${slug}`, {
      token: owner.token,
      body: { custom_domain: '' },
    });
    expect(await checkNow()).toMatchObject({
      status: 409,
      body: { message: 'This store has no domain to check. Add one in Settings first.' },
    });
    await server.call('PATCH', `/stores/${slug}`, {
      token: owner.token,
      body: { custom_domain: DOMAIN },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await checkNow()).status);
    expect(statuses).toContain(429);
    const refused = await checkNow();
    expect(refused).toMatchObject({
      status: 429,
      body: { message: 'The domain was checked a few times just now. Try again in a few minutes.' },
    });
  });
});
