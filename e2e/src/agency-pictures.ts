/**
 * `pnpm --filter @agency/e2e agency-pictures`: the real demo store, photographed for the agency's
 * home page (apps/agency/public/media/*.webp, committed). Run it after a change to the demo store's
 * look, then `pnpm build`; the pictures are small WebP files, served beside the agency's entry.
 *
 * The product runs as the browser tests run it: the real API on a fresh embedded database and the
 * built apps; Chromium writes WebP itself (the DevTools protocol's screenshot format).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startApi } from './api.ts';
import { launchBrowser, untilInteractive } from './browser.ts';
import { REPO_ROOT, serveBuiltApps } from './served-apps.ts';

const PORT = Number(process.env.SHOTS_PORT ?? 9281);
const OUT = join(REPO_ROOT, 'apps/agency/public/media');

/** Each picture: the page, and the phone-sized part of it the home page shows. */
const PICTURES = [
  { file: 'snailhouse-home.webp', path: '/demo', height: 720 },
  { file: 'snailhouse-store.webp', path: '/demo/snailhouse/store', height: 720 },
];

const api = await startApi();
const served = await serveBuiltApps({ port: PORT, apiOrigin: api.url });
const browser = await launchBrowser();
try {
  const context = await browser.newContext({
    viewport: { width: 360, height: 720 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  for (const picture of PICTURES) {
    await page.goto(`${served.url}${picture.path}`);
    await untilInteractive(page);
    // Every picture in view loaded and drawn, not a blank frame.
    await page.waitForLoadState('networkidle');
    await page.evaluate(async () => {
      await document.fonts.ready;
      const inView = [...document.images].filter(
        (image) => image.getBoundingClientRect().top < 720,
      );
      await Promise.all(
        inView.map((image) => (image.complete ? null : image.decode().catch(() => null))),
      );
    });
    const cdp = await context.newCDPSession(page);
    const { data } = await cdp.send('Page.captureScreenshot', {
      format: 'webp',
      quality: 55,
      clip: { x: 0, y: 0, width: 360, height: picture.height, scale: 1 },
    });
    const bytes = Buffer.from(data, 'base64');
    writeFileSync(join(OUT, picture.file), bytes);
    console.log(`${picture.file}: ${Math.round(bytes.length / 1024)} kB`);
  }
} finally {
  await browser.close();
  await served.stop();
  await api.stop();
}
