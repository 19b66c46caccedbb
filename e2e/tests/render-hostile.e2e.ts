import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { adminSend, apiAs } from '../src/api-calls.ts';
import { openPage, useBrowser } from '../src/browser.ts';

/**
 * Text with `$` patterns, from a URL or from published content,
 * goes into the rendered page literally; pages stay their normal size; the renderer survives a
 * generated fuzz of query strings and slugs. See docs/html-first.md, "Text goes in literally".
 */
const base = ofProduct('baseUrl');
const browser = useBrowser();

/**
 * A GET from a given local address (127.0.0.2 has a render budget; the tests' 127.0.0.1 has none);
 * with `host`, to the store's own site as that store host names it.
 */
function get(path: string, localAddress = '127.0.0.1', host?: string) {
  const { hostname, port } = new URL(base);
  const target = host
    ? { host: hostname, port: Number(port) + 6, headers: { host } }
    : { host: hostname, port };
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ ...target, path, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const pageData = (html: string) => {
  const json = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
};

describe('hostile text in pages', () => {
  it('a query of 650 × $` gives a page of normal size', async () => {
    const normal = await get('/demo/snailhouse/store');
    const hostile = await get(`/demo/snailhouse/store?q=${'%24%60'.repeat(650)}`);
    expect(hostile.status).toBe(200);
    expect(hostile.body.length).toBeLessThan(2 * normal.body.length);
    expect(hostile.body.match(/<!doctype html>/gi)).toHaveLength(1);
    expect(pageData(hostile.body)).toBeTruthy();
  });

  it('an article titled with $& and $` renders literally, and hydrates', async () => {
    const title = "Dollar test $` end $& and $' and $$ and $1";
    const created = await adminSend('POST', 'blog', {
      title,
      excerpt: 'Dollar $& excerpt',
      content: '<p>Body with $&amp; and $` inside.</p>',
      status: 'published',
    });
    const article = created.data.documents[0];
    const { body } = await get(`/blog/${article.slug}`);
    expect(body.match(/<!doctype html>/gi)).toHaveLength(1);
    const data = JSON.stringify(pageData(body));
    expect(data).toContain(JSON.stringify(title).slice(1, -1));
    const { page, errors } = await openPage(browser(), `${base}/blog/${article.slug}`);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    expect(await page.locator('h1').innerText()).toBe(title);
    expect(await page.locator('body').innerText()).toContain('Body with $& and $` inside.');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a store and product named with $& and $` render literally, and hydrate', async () => {
    const owner = await apiAs('owner');
    const business = await owner.call('POST', 'my/businesses', {
      name: `Dollar $& Shop ${Date.now().toString(36)}`,
    });
    const slug = business.body.store.slug as string;
    const name = "Snail $` jar $& $' $$ $1";
    const product = await owner.call('POST', `stores/${slug}/products`, {
      name,
      variants: [{ qty: 5, price_kobo: 350_000 }],
    });
    expect(product.status).toBeLessThan(300);
    const path = `/store/${slug}/store/${product.body.slug}`;
    const { body } = await get(path);
    expect(body.match(/<!doctype html>/gi)).toHaveLength(1);
    expect(JSON.stringify(pageData(body))).toContain(JSON.stringify(name).slice(1, -1));
    const { page, errors } = await openPage(browser(), `${base}${path}`);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    expect(await page.locator('h1').innerText()).toBe(name);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a client over its render budget gets the static shell, never an error', async () => {
    const answers = [];
    for (let i = 0; i < 45; i++) answers.push(await get(`/blog?n=${i}`, '127.0.0.2'));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => pageData(answer.body) === undefined).length).toBeGreaterThan(
      0,
    );
    // The tests' own address still gets rendered pages.
    expect(pageData((await get('/blog')).body)).toBeTruthy();
  });
});

/** A seeded PRNG (mulberry32): the same inputs on every run, and FUZZ_SEED reproduces another. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const PIECES = [
  '$`',
  "$'",
  '$&',
  '$$',
  '$1',
  '$<n>',
  '%24%60',
  '%25',
  '%',
  '%zz',
  'é',
  '😀',
  '\u2028',
  '</script>',
  '<b>',
  '"',
  "'",
  '&amp;',
  '+',
  ' ',
  '#',
  '?',
  '=',
  '&',
  'a',
  'snail',
  '%F0%9F%98%80',
];
const ROUTES = ['/demo/snailhouse/store', '/blog', '/store/snailhouse/store', '/', '/demo'];
const SLUGS = ['/blog/', '/demo/snailhouse/store/', '/store/snailhouse/store/', '/demo/'];

/** Generated paths: ROUTES with a query of PIECES, or SLUGS followed by PIECES (seeded). */
function fuzzPaths(count: number, routes: string[], slugs: string[]): string[] {
  const random = prng(Number(process.env.FUZZ_SEED ?? 20261124));
  const text = () => {
    const long = random() < 0.05;
    let out = '';
    for (let n = long ? 2000 : Math.floor(random() * 12); n > 0; n--)
      out += PIECES[Math.floor(random() * PIECES.length)];
    return out;
  };
  // Half fully encoded, half with only what a browser encodes (raw `$`, `%`, quotes, `&`, `=`).
  const encode = (value: string) =>
    random() < 0.5
      ? encodeURIComponent(value)
      : value.replace(/[#?\s"<>`]|[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));
  return Array.from({ length: count }, () =>
    random() < 0.6
      ? `${routes[Math.floor(random() * routes.length)]}?${['q', 'tags', 'page', 'x'][Math.floor(random() * 4)]}=${encode(text())}`
      : `${slugs[Math.floor(random() * slugs.length)]}${encode(text()) || 'x'}`,
  ).map((path) => path.slice(0, 4000));
}

/** Sends `paths` four at a time; answers what went wrong, the largest page and how many rendered. */
async function sendAll(paths: string[], host?: string) {
  const failures: string[] = [];
  let largest = 0;
  let rendered = 0;
  for (let i = 0; i < paths.length; i += 4) {
    await Promise.all(
      paths.slice(i, i + 4).map(async (path) => {
        const answer = await get(path, '127.0.0.1', host).catch((error: Error) => ({
          status: 0,
          body: error.message,
        }));
        largest = Math.max(largest, answer.body.length);
        if (answer.status >= 500 || answer.status === 0) failures.push(`${answer.status} ${path}`);
        else if (answer.body.length > 2 * 1024 * 1024) failures.push(`size ${path}`);
        else if (answer.status !== 400) {
          try {
            if (pageData(answer.body)) rendered += 1;
          } catch {
            failures.push(`page-data ${path}`);
          }
          if ((answer.body.match(/<!doctype html>/gi) ?? []).length > 1)
            failures.push(`doubled ${path}`);
        }
      }),
    );
  }
  return { failures, largest, rendered };
}

describe('renderer fuzz', () => {
  it('1,200 generated query strings and slugs: no 5xx, bounded pages, valid page data', async () => {
    const { failures, largest, rendered } = await sendAll(fuzzPaths(1200, ROUTES, SLUGS));
    expect(failures.slice(0, 10)).toEqual([]);
    expect(largest).toBeLessThan(400_000);
    // Most inputs reached the renderer and came back as rendered pages (not refusals or the shell).
    expect(rendered).toBeGreaterThan(600);
  }, 300_000);

  it("400 generated query strings and slugs on a store's own host: no 5xx, bounded pages, valid page data", async () => {
    const owner = ['owner@forgeworks.test', 'forge-owner-1'] as const;
    const business = await (await apiAs(owner)).call('POST', 'my/businesses', {
      name: `Fuzz Host Shop ${Date.now().toString(36)}`,
    });
    const slug = business.body.store.slug as string;
    const paths = fuzzPaths(400, ['/', '/store', '/orders/find', '/store/x'], ['/store/', '/']);
    const { failures, largest, rendered } = await sendAll(paths, `${slug}.stores.test`);
    expect(failures.slice(0, 10)).toEqual([]);
    expect(largest).toBeLessThan(400_000);
    expect(rendered).toBeGreaterThan(200);
  }, 300_000);
});
