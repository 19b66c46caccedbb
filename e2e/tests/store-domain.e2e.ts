import { request } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import dns2 from 'dns2';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { type ApiAs, apiAs } from '../src/accounts.ts';
import { seriousViolations } from '../src/axe.ts';
import { useBrowser } from '../src/browser.ts';
import { domainCertificate, domainCheckPorts, TEST_DOMAIN } from '../src/domain-check.ts';
import { openSignedIn } from '../src/session.ts';

/**
 * A custom domain is verified before it counts (docs/product-rules.md, "A store's address"): the
 * owner sees it go not connected → points here → secure in Settings, on a phone, and links move
 * to it only at the end. The DNS server and the HTTPS front (a certificate issued or not yet, then
 * the real store site behind it) run here on loopback: nothing leaves the machine.
 */
const base = ofProduct('baseUrl');
const e2ePort = Number(new URL(base).port);
/** The standalone store site (the shell's port + 6): what the HTTPS front passes requests to. */
const storeSitePort = e2ePort + 6;
const browser = useBrowser();
/** The owner of the store under test (its business is made in beforeAll). */
let owner: ApiAs;
const SHOTS = process.env.DOMAIN_SHOTS;

/** What the DNS server answers for TEST_DOMAIN: nothing until the owner's record is "added". */
let pointsHere = false;
/** Whether the HTTPS front has a certificate for TEST_DOMAIN yet (before: the handshake fails). */
let issued = false;
let dns: ReturnType<typeof dns2.createServer>;
let front: https.Server;
let slug: string;

beforeAll(async () => {
  const ports = domainCheckPorts(e2ePort);
  dns = dns2.createServer({
    udp: true,
    handle: (query, send) => {
      const { Packet } = dns2;
      const response = Packet.createResponseFromRequest(query);
      const [question] = query.questions;
      if (pointsHere && question?.name === TEST_DOMAIN && question.type === Packet.TYPE.A)
        response.answers.push({
          name: TEST_DOMAIN,
          type: Packet.TYPE.A,
          class: Packet.CLASS.IN,
          ttl: 1,
          address: '127.0.0.1',
        } as dns2.Packet.Resource);
      send(response);
    },
  });
  await dns.listen({ udp: { port: ports.dns, address: '127.0.0.1' } });
  const certificate = domainCertificate(e2ePort);
  front = https.createServer(
    {
      ...certificate,
      SNICallback: (_name, done) =>
        issued ? done(null, undefined) : done(new Error('no certificate yet'), undefined),
    },
    (incoming, outgoing) => {
      // The store site itself answers, by the Host the shopper (here: the API's check) asked for.
      const forward = request(
        {
          host: '127.0.0.1',
          port: storeSitePort,
          path: incoming.url,
          method: incoming.method,
          headers: incoming.headers,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      forward.on('error', () => outgoing.writeHead(502).end());
      incoming.pipe(forward);
    },
  );
  await new Promise<void>((done) => front.listen(ports.https, '127.0.0.1', done));
  expect((front.address() as AddressInfo).port).toBe(ports.https);
  owner = await apiAs('brands');
  const business = await owner.call('POST', 'my/businesses', {
    name: `Bimpe's Bakes ${Date.now().toString(36)}`,
  });
  expect(business.status).toBe(201);
  slug = business.body.store.slug;
});
afterAll(async () => {
  front?.close();
  await dns?.close();
});

const domainPanel = (page: Page) => page.getByRole('region', { name: 'Your own domain' });
/** The state's pill beside the domain (the steps below name all three states). */
const stateOf = (page: Page) =>
  domainPanel(page).locator('.sa-domain__name .sa-status').innerText();
const publicOrigin = async () => (await owner.get(`stores/${slug}`)).origin;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await domainPanel(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

describe('a custom domain in the owner’s settings', () => {
  it('goes not connected → points here → secure at 390 px, and links move to it only when secure', async () => {
    const { page, errors } = await openSignedIn(
      browser(),
      `${base}/store/admin/settings/domain?store=${slug}`,
      'brands',
      { viewport: { width: 390, height: 844 } },
    );
    const panel = domainPanel(page);
    await expect.poll(() => panel.innerText()).toContain('No domain yet.');

    await page.getByLabel('Custom domain').fill(TEST_DOMAIN);
    await page.getByRole('button', { name: 'Save the domain' }).click();
    await expect.poll(() => stateOf(page)).toBe('Not connected');
    const added = await panel.innerText();
    expect(added).toContain(`CNAME ${TEST_DOMAIN} → ${slug}.stores.test`);
    expect(added).toContain(`A ${TEST_DOMAIN} → 127.0.0.1`);
    expect(added).toContain(`links, search engines and mails use ${slug}.stores.test`);
    expect(await publicOrigin()).toContain(`//${slug}.stores.test`);
    await shot(page, 'domain-not-connected-390');

    // The owner adds the record: the name points here, the certificate is not issued yet.
    pointsHere = true;
    await panel.getByRole('button', { name: 'Check now' }).click();
    await expect.poll(() => stateOf(page)).toBe('Points here');
    expect(await panel.innerText()).toContain('Its secure certificate is not ready yet');
    expect(await publicOrigin()).toContain(`//${slug}.stores.test`);
    await shot(page, 'domain-points-here-390');

    // The certificate is issued: the store site answers the token over HTTPS.
    issued = true;
    await panel.getByRole('button', { name: 'Check now' }).click();
    await expect.poll(() => stateOf(page), { timeout: 10_000 }).toBe('Secure');
    expect(await panel.innerText()).toContain(
      `Links, search engines and mails now use ${TEST_DOMAIN}.`,
    );
    expect(await panel.innerText()).not.toContain('CNAME');
    await expect.poll(publicOrigin).toBe(`http://${TEST_DOMAIN}`);
    await shot(page, 'domain-secure-390');
    expect(await seriousViolations(page)).toEqual([]);
    // Nothing of the panel runs off a phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(errors).toEqual([]);

    if (SHOTS) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await shot(page, 'domain-secure-1440');
    }
  });
});
