import { describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveApps, staticSite, type ServedApps } from '@agency/serve';
import { openPage, useBrowser } from '../src/browser.ts';
import { REPO_ROOT } from '../src/global-setup.ts';

const base = ofProduct('baseUrl');
const browser = useBrowser();

describe('shell', () => {
  it('reads remote locations from remotes.json, each remote on its own origin', async () => {
    const { integrity, ...registry } = await (await fetch(`${base}/remotes.json`)).json();
    // Beside the addresses, the pins of each remote's files (docs/html-first.md).
    expect(integrity.agency['ssr/app.mjs']).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    expect(Object.keys(registry).sort()).toEqual([
      'agency',
      'blog_editor',
      'business',
      'marketer_admin',
      'storefront',
    ]);
    for (const url of Object.values<string>(registry))
      expect(new URL(url).origin).not.toBe(new URL(base).origin);
  });

  it('sends a Content-Security-Policy that lets in only the remotes and refuses framing', async () => {
    const page = await fetch(`${base}/`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`script-src 'self' http://127.0.0.1:${Number(new URL(base).port) + 1}`);
  });

  it('shares one React, one router and one toast library: remotes never fetch their own copies', async () => {
    const { page, errors, requests } = await openPage(browser(), `${base}/`);
    await expect.poll(() => page.locator('h1').innerText()).toContain('forges stores that sell');
    await page.goto(`${base}/business/overview`);
    await expect.poll(() => page.locator('h1').first().innerText()).toBeTruthy();
    const { integrity: _pins, ...registry } = await (await fetch(`${base}/remotes.json`)).json();
    const remoteOrigins = Object.values<string>(registry).map((u) => new URL(u).origin);
    const ownCopies = requests.filter(
      (url) =>
        remoteOrigins.some((origin) => url.startsWith(origin)) &&
        /prebuild__(react|zustand|react_mf_2_router|react_mf_2_dom|react_mf_2_hot)/.test(url),
    );
    expect(ownCopies).toEqual([]);
    /** Who provided each loaded shared package on this page. */
    const providers = () =>
      page.evaluate(() => {
        const scope = (globalThis as any).__FEDERATION__.__SHARE__;
        const found: Record<string, string[]> = {};
        for (const instance of Object.values<any>(scope)) {
          for (const [pkg, versions] of Object.entries<any>(instance.default ?? {})) {
            for (const entry of Object.values<any>(versions)) {
              if (!entry.loaded) continue;
              found[pkg] ??= [];
              found[pkg].push(entry.from);
            }
          }
        }
        return found;
      });
    const shared = await providers();
    for (const pkg of [
      'react',
      'react-dom',
      '@agency/router',
      '@agency/auth-gate',
      '@agency/api-client',
      '@agency/ui-kit/public',
      '@agency/ui-kit',
    ]) {
      expect([...new Set(shared[pkg])], pkg).toEqual(['shell']);
    }
    // react-hot-toast is provided when a screen first uses it (ui-kit's loadToasts): the shell's.
    await page.goto(`${base}/admin/blog`);
    await expect
      .poll(async () => [...new Set((await providers())['react-hot-toast'])])
      .toEqual(['shell']);
    // zustand is provided when a remote that uses it starts (the store's cart): the shell's too.
    await page.goto(`${base}/demo/snailhouse/store`);
    await expect.poll(async () => [...new Set((await providers()).zustand)]).toEqual(['shell']);
    expect(errors.filter((e) => /hook|Invalid hook call/i.test(e))).toEqual([]);
  });

  it("a public page loads ui-kit's public part only; the admin screens' parts and toasts come when used", async () => {
    const { page, errors } = await openPage(browser(), `${base}/`);
    await expect.poll(() => page.locator('h1').innerText()).toContain('forges stores that sell');
    await page.waitForSelector('html[data-ready]');
    const loaded = () =>
      page.evaluate(() => {
        const scope = (globalThis as any).__FEDERATION__.__SHARE__;
        const names = new Set<string>();
        for (const instance of Object.values<any>(scope))
          for (const [pkg, versions] of Object.entries<any>(instance.default ?? {}))
            if (Object.values<any>(versions).some((entry) => entry.loaded)) names.add(pkg);
        return [...names];
      });
    expect(await loaded()).toContain('@agency/ui-kit/public');
    expect(await loaded()).not.toContain('@agency/ui-kit');
    // Nor the toast library: it is fetched with the page's first toast.
    expect(await loaded()).not.toContain('react-hot-toast');
    // A signed-in area asks for all of ui-kit: the shell provides it then, its one copy.
    await page.goto(`${base}/business/overview`);
    await expect.poll(loaded).toContain('@agency/ui-kit');
    expect(errors.filter((e) => /hydration|hook|shared|federation/i.test(e))).toEqual([]);
  });

  it('a remote that is down shows a fallback with a retry for its area only; the agency keeps working', async () => {
    const port = Number(new URL(base).port) + 100;
    const product: ServedApps = await serveApps({
      repoRoot: REPO_ROOT,
      port,
      apiOrigin: ofProduct('apiUrl'),
      publicHost: '127.0.0.1',
      serverRender: false,
    });
    try {
      await product.sites.business!.close();
      const { page } = await openPage(browser(), `http://127.0.0.1:${port}/business/overview`);
      await expect
        .poll(() => page.locator('[data-remote-fallback="business"]').isVisible(), {
          timeout: 15_000,
        })
        .toBe(true);
      expect(await page.getByText('The business area is unavailable right now').isVisible()).toBe(
        true,
      );
      expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect
        .poll(() => page.locator('[data-remote-fallback="business"]').isVisible(), {
          timeout: 15_000,
        })
        .toBe(true);
      // The rest of the product keeps working meanwhile.
      const { page: other } = await openPage(browser(), `http://127.0.0.1:${port}/contact`);
      await expect.poll(() => other.locator('h1').innerText()).toBe('Let’s forge your store');
      // The remote comes back: Try again loads it without reloading the page.
      const revived = await staticSite({
        root: join(REPO_ROOT, 'apps', 'business', 'dist'),
        port: port + 4,
        corsOrigins: [`http://127.0.0.1:${port}`],
      });
      try {
        await page.getByRole('button', { name: 'Try again' }).click();
        await page.waitForURL(`http://127.0.0.1:${port}/business/auth`);
        await expect.poll(() => page.locator('h1').innerText()).toBe('Sign in');
      } finally {
        // The pages go before the servers they hold connections to: a server closing waits for
        // its open connections, and a page left open kept one (the run once hung here).
        await page.context().close();
        await other.context().close();
        await revived.close();
      }
    } finally {
      await product.close().catch(() => undefined);
    }
    // Its waits alone may take 15 + 15 + 10 s on a busy machine: the default 30 s could not hold them.
  }, 60_000);

  it('a remote that never answers shows its loading state, then the fallback instead of an endless spinner', async () => {
    // A server that accepts connections and never replies.
    const sockets: import('node:net').Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const silentPort = (silent.address() as { port: number }).port;
    const port = Number(new URL(base).port) + 400;
    // A product of its own whose registry sends the business area to the silent server.
    const registryFile = join(mkdtempSync(join(tmpdir(), 'silent-registry-')), 'remotes.json');
    const product = await serveApps({
      repoRoot: REPO_ROOT,
      port,
      apiOrigin: ofProduct('apiUrl'),
      publicHost: '127.0.0.1',
      registryFile,
      serverRender: false,
    });
    writeFileSync(
      registryFile,
      JSON.stringify({
        ...product.registry,
        business: `http://127.0.0.1:${silentPort}/remoteEntry.js`,
      }),
    );
    try {
      const { page } = await openPage(browser(), `http://127.0.0.1:${port}/business/overview`);
      await expect.poll(() => page.getByText('Loading business area…').isVisible()).toBe(true);
      await expect
        .poll(() => page.locator('[data-remote-fallback="business"]').isVisible(), {
          timeout: 20_000,
        })
        .toBe(true);
      await page.goto(`http://127.0.0.1:${port}/`);
      await expect.poll(() => page.locator('h1').innerText()).toContain('forges stores that sell');
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      await product.close();
    }
    // A product of its own to start, the shell's 12 s wait for the remote, then the front page:
    // on a busy 2-core machine that took over 40 s.
  }, 60_000);
});
