/**
 * `pnpm bench:web --profile`: a CPU profile of each page's load and hydration, so a jump in
 * Lighthouse's TBT can be traced to a script and the work it does rather than guessed at.
 *
 * The page is opened in a fresh context with the CPU slowed 4x (Lighthouse mobile's multiplier),
 * V8's sampling profiler running from before navigation until the shell marks the page hydrated
 * (`<html data-ready>`) and the main thread has been idle a moment. It prints:
 * - self time per script (every sample's own function, summed by the file it lives in);
 * - the long tasks: runs of busy samples over 50 ms (what TBT counts, minus its first 50 ms each),
 *   with the files and the functions that took most of each;
 * - the browser's own `longtask` entries as a cross-check.
 * Times are the throttled wall clock; on a loaded machine they swell, so compare runs of one session.
 */
import type { Browser } from 'playwright-core';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Samples that are not the page's script: the idle thread, GC and the engine's own work. */
const IDLE = new Set(['(idle)']);
const LONG_TASK_MS = 50;
/** A gap in busy samples shorter than this still counts as the same task (sampling jitter). */
const SAME_TASK_GAP_MS = 2;

const fileOf = (node: ProfileNode) => {
  const { url, functionName } = node.callFrame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  try {
    const parsed = new URL(url);
    return parsed.pathname === '/' ? `${parsed.pathname} (inline)` : parsed.pathname;
  } catch {
    return url;
  }
};
const whereOf = (node: ProfileNode) =>
  `${node.callFrame.functionName || '(top level)'} ${fileOf(node).split('/').pop()}:${node.callFrame.lineNumber + 1}`;

const top = (totals: Map<string, number>, count: number) =>
  [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
const add = (totals: Map<string, number>, key: string, ms: number) =>
  totals.set(key, (totals.get(key) ?? 0) + ms);
const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;

export interface PageProfile {
  url: string;
  /** Busy main-thread time until hydrated, throttled. */
  busy: number;
  /** The sum over long tasks of their time past 50 ms (TBT's rule, from load to hydrated). */
  blocking: number;
  report: string;
}

/** Profiles one page's load and hydration (see the file's comment). */
export async function profilePage(browser: Browser, url: string): Promise<PageProfile> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  // The page says when it is hydrated itself: Playwright's own waiting would run its scripts in
  // the page and show up in the profile.
  await page.addInitScript(() => {
    const seen: number[] = [];
    const self = window as unknown as { __longTasks: number[]; __hydrated: Promise<void> };
    self.__longTasks = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
    self.__hydrated = new Promise((resolve) => {
      new MutationObserver(() => {
        if (document.documentElement.dataset.ready) resolve();
      }).observe(document.documentElement, { attributes: true });
    });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'commit' });
  await cdp.send('Runtime.evaluate', { expression: 'window.__hydrated', awaitPromise: true });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  const browserLongTasks = await page.evaluate(
    () => (window as unknown as { __longTasks: number[] }).__longTasks,
  );
  await context.close();

  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const perFile = new Map<string, number>();
  const tasks: {
    start: number;
    end: number;
    files: Map<string, number>;
    where: Map<string, number>;
  }[] = [];
  let time = profile.startTime / 1000;
  let task: (typeof tasks)[number] | null = null;
  let busy = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    time += (profile.timeDeltas[i] ?? 0) / 1000;
    const node = byId.get(profile.samples[i]!)!;
    const name = node.callFrame.functionName;
    if (IDLE.has(name)) {
      if (task && time - task.end > SAME_TASK_GAP_MS) task = null;
      continue;
    }
    busy += delta;
    const file = fileOf(node);
    add(perFile, file, delta);
    if (!task) {
      task = { start: time, end: time, files: new Map(), where: new Map() };
      tasks.push(task);
    }
    task.end = time + delta;
    add(task.files, file, delta);
    if (name !== '(program)' && name !== '(garbage collector)')
      add(task.where, whereOf(node), delta);
  }
  const long = tasks.filter((t) => t.end - t.start > LONG_TASK_MS);
  const blocking = long.reduce((sum, t) => sum + (t.end - t.start - LONG_TASK_MS), 0);
  const start = profile.startTime / 1000;
  const lines = [
    `${url}: busy ${busy.toFixed(0)} ms, ${long.length} long task(s), blocking ${blocking.toFixed(0)} ms (4x CPU)`,
    '  self time per script:',
    ...top(perFile, 12).map(([file, value]) => `    ${ms(value)}  ${file}`),
    ...long.flatMap((t) => [
      `  long task at ${(t.start - start).toFixed(0)} ms, ${(t.end - t.start).toFixed(0)} ms:`,
      ...top(t.files, 5).map(([file, value]) => `    ${ms(value)}  ${file}`),
      '    where:',
      ...top(t.where, 8).map(([where, value]) => `      ${ms(value)}  ${where}`),
    ]),
    `  the browser's longtask entries: ${browserLongTasks.map((d) => `${d.toFixed(0)} ms`).join(', ') || 'none'}`,
  ];
  return { url, busy, blocking, report: lines.join('\n') };
}
