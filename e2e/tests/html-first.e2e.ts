import { readFileSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { apiAs } from '../src/accounts.ts';
import { openPage, useBrowser } from '../src/browser.ts';

const base = ofProduct('baseUrl');
const browser = useBrowser();

/** A page as a browser with JavaScript turned off sees it: only what the server sent. */
async function withoutJs(b: Browser, url: string): Promise<Page> {
  const context = await b.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

/** Staff calls to the API, as the demo admin. */
async function asAdmin(method: string, path: string, body?: unknown): Promise<any> {
  return (await apiAs('admin')).send(method, path, body);
}

const PUBLIC_ROUTES: { path: string; heading: string | RegExp; shows: (string | RegExp)[] }[] = [
  { path: '/', heading: /forges stores that sell/, shows: ['Launch Store', /₦450,000/] },
  { path: '/contact', heading: 'Let’s forge your store', shows: ['Email'] },
  { path: '/blog', heading: 'Notes from the forge', shows: ['Selling online in Nigeria'] },
  { path: '/demo', heading: 'Snailhouse', shows: ['cravings sorted ASAP', 'Visit our store'] },
  {
    path: '/demo/snailhouse/store',
    heading: 'cravings sorted ASAP',
    shows: ['Giant African Land Snails (1 kg)', /₦[\d,]+/],
  },
  {
    path: '/demo/snailhouse/store/p01',
    heading: 'Giant African Land Snails (1 kg)',
    shows: [/₦[\d,]+/, 'Details', 'Delivery'],
  },
  { path: '/store', heading: 'Snailhouse', shows: ['Visit our store'] },
  { path: '/store/snailhouse/store', heading: 'cravings sorted ASAP', shows: [/₦[\d,]+/] },
  { path: '/demo/snailhouse', heading: 'Snailhouse', shows: ['Visit our store', /₦[\d,]+/] },
  { path: '/store/snailhouse/store/p02', heading: /\w/, shows: [/₦[\d,]+/] },
  { path: '/no-such-page', heading: '404 - Page Not Found', shows: [] },
];

describe('HTML first', () => {
  it('every public route shows its content with JavaScript off', async () => {
    for (const route of PUBLIC_ROUTES) {
      const page = await withoutJs(browser(), `${base}${route.path}`);
      const heading = await page.locator('h1').first().innerText();
      if (typeof route.heading === 'string') expect(heading, route.path).toBe(route.heading);
      else expect(heading, route.path).toMatch(route.heading);
      const text = await page.locator('body').innerText();
      for (const expected of route.shows) {
        if (typeof expected === 'string') expect(text, route.path).toContain(expected);
        else expect(text, route.path).toMatch(expected);
      }
      await page.context().close();
    }
  }, 60_000);

  // Every public route hydrating with no console error: every-route.e2e.ts, in its desktop pass.
  it('once hydrated, the page works as an app: a link navigates without a new document', async () => {
    const { page, requests } = await openPage(browser(), `${base}/`);
    await page.waitForLoadState('networkidle');
    const documents = requests.filter(
      (url) => !/\.(js|css|json|webm|svg)$/.test(url) && url.startsWith(base),
    );
    await page.getByRole('link', { name: 'Reach out' }).first().click();
    await expect.poll(() => page.locator('h1').innerText()).toBe('Let’s forge your store');
    // A client-side navigation: no new document was fetched.
    expect(
      requests.filter((url) => !/\.(js|css|json|webm|svg)$/.test(url) && url.startsWith(base)),
    ).toEqual(documents);
  }, 90_000);

  it("the home page's pictures of the demo store are files beside the agency's entry, not bytes in its JavaScript", async () => {
    const sources = (page: Page) =>
      page
        .locator('.agency__shots img')
        .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute('src')));
    const served = await withoutJs(browser(), `${base}/`);
    const fromServer = await sources(served);
    await served.context().close();
    const { page, errors } = await openPage(browser(), `${base}/`);
    // The server's HTML and the hydrated page name the same files: in the agency's own folder.
    expect(await sources(page)).toEqual(fromServer);
    expect(fromServer).toHaveLength(2);
    for (const src of fromServer)
      expect(src).toMatch(/^https?:\/\/[^/]+\/media\/snailhouse-.+\.webp$/);
    for (const src of fromServer) {
      const answer = await fetch(src!);
      expect(answer.headers.get('content-type'), src!).toContain('image/webp');
    }
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('answers unknown paths with 404 and gives each route its own title', async () => {
    for (const path of [
      '/no-such-page',
      '/blog/no-such-article',
      '/demo/snailhouse/store/no-such-item',
      // Below an item or an article there is nothing: the routes declare one segment for each.
      '/demo/snailhouse/store/p01/more',
      '/store/snailhouse/store/p01/more',
      '/demo/nowhere',
    ]) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(404);
    }
    // One page of each kind; /demo and /store are the same brand's pages, with the same titles.
    const kinds = [
      '/',
      '/contact',
      '/blog',
      '/demo',
      '/demo/snailhouse/store',
      '/demo/snailhouse/store/p01',
      '/demo/snailhouse/store/p02',
      '/no-such-page',
    ];
    const titles = new Set<string>();
    for (const path of kinds) {
      const html = await (await fetch(`${base}${path}`)).text();
      titles.add(/<title>([^<]*)<\/title>/.exec(html)![1]!);
    }
    expect(titles.size).toBe(kinds.length);
    const item = await (await fetch(`${base}/demo/snailhouse/store/p01`)).text();
    expect(item).toMatch(/<title>Giant African Land Snails \(1 kg\) — ₦[\d,]+/);
    expect(item).toContain('<meta property="og:type" content="product" />');
    expect(item).toContain(`<link rel="canonical" href="${base}/demo/snailhouse/store/p01" />`);
  });

  it('a published or updated article is in the HTML of the next request, readable with JavaScript off', async () => {
    const created = await asAdmin('POST', 'blog', {
      title: 'Pricing in naira without losing margin',
      excerpt: 'How our stores show prices that survive a devaluation.',
      content: '<p>Round to the nearest fifty naira and review weekly.</p>',
      status: 'published',
    });
    const article = created.data.documents[0];
    const page = await withoutJs(browser(), `${base}/blog/${article.slug}`);
    expect(await page.locator('h1').innerText()).toBe('Pricing in naira without losing margin');
    expect(await page.locator('body').innerText()).toContain('Round to the nearest fifty naira');
    const html = await (await fetch(`${base}/blog/${article.slug}`)).text();
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(
      '<title>Pricing in naira without losing margin — Forgeworks blog</title>',
    );
    expect((await fetch(`${base}/blog/${article.slug}/more`)).status).toBe(404);
    await asAdmin('PATCH', `blog/${article._id ?? article.id}`, {
      content: '<p>Review prices every Monday.</p>',
    });
    await expect
      .poll(async () =>
        (await (await fetch(`${base}/blog/${article.slug}`)).text()).includes(
          'Review prices every Monday',
        ),
      )
      .toBe(true);
    const list = await withoutJs(browser(), `${base}/blog`);
    expect(await list.locator('body').innerText()).toContain(
      'Pricing in naira without losing margin',
    );
    await page.context().close();
    await list.context().close();
  });

  it('keeps the server’s page readable when the remote’s code cannot load after the HTML arrived', async () => {
    const registry = (await (await fetch(`${base}/remotes.json`)).json()) as Record<string, string>;
    const agency = new URL(registry.agency!).origin;
    const context = await browser().newContext();
    await context.route(`${agency}/**`, (route) => route.abort());
    const page = await context.newPage();
    const refused = page.waitForEvent('requestfailed', (request) =>
      request.url().startsWith(agency),
    );
    await page.goto(`${base}/`);
    // The remote's code has failed to load, and the page has done whatever it does about it.
    await refused;
    await page.waitForLoadState('networkidle');
    expect(await page.locator('h1').innerText()).toContain('forges stores that sell');
    // Its links still work, as plain links to server-rendered pages.
    await page.getByRole('link', { name: 'Reach out' }).first().click();
    await page.waitForURL(`${base}/contact`);
    expect(await page.locator('h1').innerText()).toBe('Let’s forge your store');
    await context.close();
  });

  it('what a person types before the page is hydrated is kept and sent', async () => {
    const registry = (await (await fetch(`${base}/remotes.json`)).json()) as Record<string, string>;
    const agency = new URL(registry.agency!).origin;
    const context = await browser().newContext();
    // Hold the agency's code back until the person has typed.
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => (release = done));
    await context.route(`${agency}/assets/App-*.js`, async (route) => {
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${base}/contact`, { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Name').fill('Early Typist');
    release();
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await page.getByLabel('Email').fill('early@example.com');
    await page.getByLabel('Number').fill('08030000000');
    await page.getByLabel('Message').fill('Typed while the page was still loading.');
    expect(await page.getByLabel('Name').inputValue()).toBe('Early Typist');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect
      .poll(() => page.locator('[data-rht-toaster]').innerText())
      .toContain('Message sent successfully');
    await context.close();
  });

  it('a remote that is down still shows its fallback', async () => {
    const registryFile = ofProduct('registryFile');
    const before = readFileSync(registryFile, 'utf8');
    // Nothing listens on port 9 (discard): the agency's host is down for the shell and its renderer.
    writeFileSync(
      registryFile,
      JSON.stringify({ ...JSON.parse(before), agency: 'http://127.0.0.1:9/remoteEntry.js' }),
    );
    try {
      const { page } = await openPage(browser(), `${base}/`);
      await expect
        .poll(() => page.locator('[data-remote-fallback="agency"]').isVisible(), {
          timeout: 15_000,
        })
        .toBe(true);
      expect(await page.getByText('This page is unavailable right now').isVisible()).toBe(true);
      await page.context().close();
    } finally {
      writeFileSync(registryFile, before);
    }
  }, 30_000);
});
