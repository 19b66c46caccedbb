import {
  type Browser,
  type BrowserServer,
  chromium,
  type Download,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/** Debian's Chromium; a test tool's own browser download cannot work on these machines. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** What store host names resolve to: every store's own host name reaches this machine. */
export const STORE_HOST_RULES = 'MAP *.stores.test 127.0.0.1';

function chromiumOptions(hostRules?: string) {
  return {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-gpu',
      '--disable-component-update',
      '--no-first-run',
      ...(hostRules ? [`--host-resolver-rules=${hostRules}`] : []),
    ],
  };
}

/**
 * One Chromium for the whole run (src/global-setup.ts starts it, with the store host rules):
 * starting one per test file cost ~2 s each. Each test file connects to it and opens its own
 * contexts (`openPage`: a new context per page), so no cookie or storage crosses files.
 */
export function launchSharedBrowser(): Promise<BrowserServer> {
  return chromium.launchServer(chromiumOptions(STORE_HOST_RULES));
}

/**
 * Chromium for the tests. `hostRules` maps host names to this machine (e.g. 'MAP *.stores.test
 * 127.0.0.1'), so a store's own host name reaches the served product without DNS. Inside the
 * suite this is a connection to the run's one browser (closing it closes this connection's
 * contexts and leaves the browser running); elsewhere (screenshots, other rules) a browser of its own.
 */
export function launchBrowser({ hostRules }: { hostRules?: string } = {}): Promise<Browser> {
  const shared = process.env.E2E_BROWSER_WS;
  if (shared && (hostRules === undefined || hostRules === STORE_HOST_RULES))
    return chromium.connect(shared);
  return chromium.launch(chromiumOptions(hostRules));
}

/** The browser for a test file: connected before its tests, its contexts closed after. */
export function useBrowser(options: { hostRules?: string } = {}): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(options);
  });
  afterAll(() => browser?.close());
  return () => browser!;
}

export interface OpenedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  /** Console warnings seen so far (every-route.e2e.ts wants none on any page). */
  warnings: string[];
  /** Every URL the page requested. */
  requests: string[];
}

/** A page in a context of its own (no cookie or storage shared), not yet opened anywhere. */
export async function newPage(
  browser: Browser,
  viewport = { width: 1280, height: 900 },
): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport });
  // Fail a step within seconds, naming its locator, rather than at the test's time limit.
  context.setDefaultTimeout(8000);
  const page = await context.newPage();
  const errors: string[] = [];
  const warnings: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
    if (message.type() !== 'error') return;
    // "Failed to load resource" names no resource: the address it failed on is the message's.
    const where = message.location().url;
    errors.push(
      /^Failed to load resource/.test(message.text()) && where
        ? `${message.text()}: ${where}`
        : message.text(),
    );
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => requests.push(request.url()));
  return { page, errors, warnings, requests };
}

export async function openPage(
  browser: Browser,
  url: string,
  viewport?: { width: number; height: number },
): Promise<OpenedPage> {
  const opened = await newPage(browser, viewport);
  await opened.page.goto(url);
  await untilInteractive(opened.page);
  return opened;
}

/** Texts of the toasts on screen, top to bottom as the user reads them. */
export async function toastTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-rht-toaster] [role="status"]')]
      // A dismissed toast stays in the DOM while it fades out; only count those still shown.
      .filter((el) => Number(getComputedStyle(el.parentElement!).opacity) > 0.5)
      .map((el) => ({ text: el.innerText, top: el.getBoundingClientRect().top }))
      .sort((a, b) => a.top - b.top)
      .map((t) => t.text),
  );
}

/**
 * A server-rendered page shows its content before it is an app; act on it once React has hydrated
 * it (the shell marks <html data-ready>), as a person acts once the page responds.
 */
export async function untilInteractive(page: Page): Promise<void> {
  if ((await page.locator('#page-data').count()) > 0)
    await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 15_000 });
}

/**
 * Resolves once every finite animation on the page has finished (a toast's entrance, a drawer's
 * slide-in): what the person sees has stopped moving. Looping animations are left out.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
}

/** Resolves after the browser has painted twice: effects of the last render have run and shown. */
export async function afterNextPaint(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/**
 * The text of a downloaded file. Read as a stream: the browser is the run's shared one, reached
 * over a connection, so the file is not on a path of this process (`download.path()` refuses).
 */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
