import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { openPage, useBrowser } from '../src/browser.ts';

const base = ofProduct('baseUrl');
const browser = useBrowser();

/** Whether every video is paused and every floating animation stands still. */
const motionStopped = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLVideoElement>('.sf-floater video')].every(
        (v) => v.paused,
      ) &&
      document
        .getAnimations()
        .filter((a) => (a as CSSAnimation).animationName === 'sf-arc')
        .every((a) => a.playState === 'paused'),
  );

describe('/demo landing motion', () => {
  it('a pause control stops the videos and their float; play starts them again', async () => {
    const { page } = await openPage(browser(), `${base}/demo`, { width: 1440, height: 900 });
    const toggle = page.getByRole('button', { name: 'Pause the animation' });
    await toggle.waitFor();
    expect(await motionStopped(page)).toBe(false);
    await toggle.click();
    await expect.poll(() => motionStopped(page)).toBe(true);
    await page.getByRole('button', { name: 'Play the animation' }).click();
    await expect.poll(() => motionStopped(page)).toBe(false);
  });

  it('starts still for a visitor who asks for less motion', async () => {
    const context = await browser().newContext({
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto(`${base}/demo`);
    const play = page.getByRole('button', { name: 'Play the animation' });
    await play.waitFor();
    expect(await play.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => motionStopped(page)).toBe(true);
    await context.close();
  });

  for (const width of [1024, 1280, 1440]) {
    it(`at ${width} px no video crosses the words, anywhere on its arc (highlighted size)`, async () => {
      const { page } = await openPage(browser(), `${base}/demo`, { width, height: 900 });
      await page.getByRole('button', { name: 'Pause the animation' }).click();
      const { arcs, crossings } = await page.evaluate(() => {
        const words = [...document.querySelectorAll('.sf-landing__copy > *')].map((el) =>
          el.getBoundingClientRect(),
        );
        const arcs = document
          .getAnimations()
          .filter((a) => (a as CSSAnimation).animationName === 'sf-arc');
        const found: string[] = [];
        for (let t = 0; t < 7000; t += 100) {
          for (const arc of arcs) arc.currentTime = t;
          for (const floater of document.querySelectorAll('.sf-floater')) {
            const r = floater.getBoundingClientRect();
            // As large as a highlighted one (scale 1.25), around the same centre.
            const grow = (r.width * 0.25) / 2;
            for (const w of words) {
              const apart =
                r.right + grow <= w.left ||
                r.left - grow >= w.right ||
                r.bottom + grow <= w.top ||
                r.top - grow >= w.bottom;
              if (!apart) found.push(`t=${t}`);
            }
          }
        }
        return { arcs: arcs.length, crossings: [...new Set(found)] };
      });
      expect(arcs).toBe(4);
      expect(crossings).toEqual([]);
    });
  }
});
