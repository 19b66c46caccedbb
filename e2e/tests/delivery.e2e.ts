import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pinsOf, portOf, staticSite } from '@agency/serve';
import { describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { openPage, useBrowser } from '../src/browser.ts';
import { REPO_ROOT } from '../src/global-setup.ts';

const base = ofProduct('baseUrl');
const registryFile = ofProduct('registryFile');
const browser = useBrowser();

/** GET with exactly these headers; answers status, headers and the body's byte count. */
function head(url: string, headers: Record<string, string> = {}, target?: string) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    bytes: number;
  }>((resolve, reject) => {
    const { hostname, port, pathname } = new URL(url);
    const req = request({ host: hostname, port, path: target ?? pathname, headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('delivery', () => {
  it('entry points revalidate with an ETag, hashed assets are immutable, and text goes out as brotli', async () => {
    const registry = JSON.parse(readFileSync(registryFile, 'utf8')) as Record<string, string>;
    const agency = new URL(registry.agency!).origin;
    const manifest = (await (await fetch(`${agency}/mf-manifest.json`)).json()) as {
      exposes: { assets: { js: { sync: string[] } } }[];
    };
    const chunk = `${agency}/${manifest.exposes[0]!.assets.js.sync[0]}`;
    const entries = [
      `${base}/`,
      `${base}/remotes.json`,
      `${agency}/mf-manifest.json`,
      `${agency}/remoteEntry.js`,
    ];
    for (const url of entries) {
      const first = await head(url, { 'accept-encoding': 'br, gzip' });
      expect(first.headers['cache-control'], url).toBe('no-cache');
      expect(first.headers.etag, url).toBeTruthy();
      expect(
        (
          await head(url, {
            'accept-encoding': 'br, gzip',
            'if-none-match': String(first.headers.etag),
          })
        ).status,
        url,
      ).toBe(304);
    }
    const asset = await head(chunk, { 'accept-encoding': 'br, gzip' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await head(`${agency}/remoteEntry.js`, { 'accept-encoding': 'br, gzip' });
    const plain = await head(`${agency}/remoteEntry.js`);
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.bytes).toBeLessThan(plain.bytes / 2);
  });

  it('the API answers on the shell origin, and nothing else is forwarded', async () => {
    expect((await fetch(`${base}/api/v1/health`)).status).toBe(200);
    // An absolute-form target naming another host (here the API itself) is refused, not forwarded.
    expect((await head(base, {}, `${ofProduct('apiUrl')}/api/v1/health`)).status).toBe(400);
    const bad = await fetch(`${base}/%`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'Bad request' });
    // Still serving after it.
    expect((await fetch(`${base}/contact`)).status).toBe(200);
  });

  it('a remote redeployed to a new origin shows on the next page load, with no shell rebuild; open pages keep working', async () => {
    const before = readFileSync(registryFile, 'utf8');
    const { page: open } = await openPage(browser(), `${base}/`);
    await expect.poll(() => open.locator('h1').innerText()).toContain('forges stores that sell');

    // Build the agency remote from a changed copy of its source into a new folder, as a deploy would.
    const copy = join(REPO_ROOT, 'apps', 'agency', 'node_modules', '.redeploy-test');
    const out = mkdtempSync(join(tmpdir(), 'agency-v2-'));
    rmSync(copy, { recursive: true, force: true });
    for (const item of ['src', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json']) {
      cpSync(join(REPO_ROOT, 'apps', 'agency', item), join(copy, item), { recursive: true });
    }
    const landing = join(copy, 'src', 'routes', 'index.tsx');
    writeFileSync(
      landing,
      readFileSync(landing, 'utf8').replace(
        'forges stores that sell.',
        'forges stores that sell, version two.',
      ),
    );
    const vite = join(REPO_ROOT, 'apps', 'agency', 'node_modules', 'vite', 'bin', 'vite.js');
    const built = spawnSync(
      process.execPath,
      [
        vite,
        'build',
        '--configLoader',
        'runner',
        '--outDir',
        out,
        '--emptyOutDir',
        '--logLevel',
        'error',
      ],
      {
        cwd: copy,
        encoding: 'utf8',
        // As a deploy pipeline runs it: not under the test runner (the federation plugin stands down under VITEST).
        env: Object.fromEntries(
          Object.entries(process.env).filter(
            ([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV',
          ),
        ),
      },
    );
    expect(built.status, built.stderr).toBe(0);

    // Any free port: a fixed offset from E2E_PORT can land on one Chromium refuses (9580 + 500 = 10080).
    const redeployed = await staticSite({ root: out, port: 0, corsOrigins: [base] });
    const port = portOf(redeployed);
    try {
      const registry = JSON.parse(before) as { integrity: Record<string, unknown> };
      // A deploy pins the new build's hashes beside its new address.
      writeFileSync(
        registryFile,
        JSON.stringify({
          ...registry,
          agency: `http://127.0.0.1:${port}/remoteEntry.js`,
          integrity: { ...registry.integrity, agency: pinsOf(out) },
        }),
      );

      const { page: fresh, errors } = await openPage(browser(), `${base}/`);
      await expect.poll(() => fresh.locator('h1').innerText()).toContain('version two');
      expect(errors).toEqual([]);

      // The page that loaded the old version still navigates on it.
      await open.getByRole('link', { name: 'Reach out' }).first().click();
      await open.waitForURL(`${base}/contact`);
      await expect.poll(() => open.locator('h1').innerText()).toBe('Let’s forge your store');
      await open.goBack();
      await expect.poll(() => open.locator('h1').innerText()).not.toContain('version two');
    } finally {
      writeFileSync(registryFile, before);
      await redeployed.close();
      rmSync(copy, { recursive: true, force: true });
      rmSync(out, { recursive: true, force: true });
    }
  }, 90_000);
});
