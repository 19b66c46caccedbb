import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface SupervisedProcess {
  /** Its log prefix, e.g. "api". */
  name: string;
  /** The running child's pid (changes on each restart). */
  pid(): number | undefined;
  /** How its last run ended ("code 1", "SIGKILL"), or undefined while it has never exited. */
  lastExit(): string | undefined;
  /** SIGTERM, then SIGKILL if it has not exited within `graceMs`; no restart afterwards. */
  stop(graceMs?: number): Promise<void>;
}

export interface SuperviseOptions {
  /** Prefix of its log lines, e.g. "api". */
  name: string;
  /** Arguments to this Node binary (e.g. ['--import', 'tsx', 'apps/api/src/main.ts']). */
  args: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  log?: (line: string) => void;
}

/**
 * Runs a Node process and starts it again whenever it dies, with a log line and a growing pause
 * (0.5 s doubling to 10 s, back to 0.5 s once it has stayed up a minute). What systemd or a
 * container platform does in production, for `pnpm start` on one machine: a fault in one server
 * takes only that server down, and only until it is back.
 */
export function supervise({
  name,
  args,
  env,
  cwd,
  log = console.log,
}: SuperviseOptions): SupervisedProcess {
  let child: ChildProcess | undefined;
  let stopping = false;
  let pause = 500;
  let timer: NodeJS.Timeout | undefined;
  let lastExit: string | undefined;

  const run = () => {
    const startedAt = Date.now();
    child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => log(`[${name}] ${line}`));
    }
    child.once('exit', (code, signal) => {
      child = undefined;
      lastExit = signal ?? `code ${code}`;
      if (stopping) return;
      if (Date.now() - startedAt > 60_000) pause = 500;
      log(`[start] ${name} exited (${lastExit}); starting it again in ${pause / 1000} s`);
      timer = setTimeout(run, pause);
      pause = Math.min(pause * 2, 10_000);
    });
  };
  run();

  return {
    name,
    pid: () => child?.pid,
    lastExit: () => lastExit,
    stop: async (graceMs = 10_000) => {
      stopping = true;
      clearTimeout(timer);
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise<void>((done) => running.once('exit', () => done()));
      running.kill('SIGTERM');
      const force = setTimeout(() => running.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(force);
    },
  };
}

export interface WaitOptions {
  /** How long to wait in all (default 5 minutes: a first start migrates, seeds and hashes). */
  timeoutMs?: number;
  /** The process that serves `url`: if it exits before answering, waiting ends at once. */
  server?: SupervisedProcess;
  /** Told every `noticeMs` (30 s) that `url` is still not answering, so a slow start reads as one. */
  notice?: (line: string) => void;
  noticeMs?: number;
}

/**
 * Resolves once `url` answers 2xx (a server that has finished starting). Throws after `timeoutMs`,
 * or as soon as `server` exits before answering (a start that crashed, not one that is slow).
 */
export async function waitUntilServing(
  url: string,
  { timeoutMs = 300_000, server, notice, noticeMs = 30_000 }: WaitOptions = {},
): Promise<void> {
  const started = Date.now();
  let nextNotice = started + noticeMs;
  while (Date.now() - started < timeoutMs) {
    const ok = await fetch(url).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return;
    const exit = server?.lastExit();
    if (server && exit !== undefined)
      throw new Error(`${server.name} stopped (${exit}) before ${url} answered; its log is above`);
    if (notice && Date.now() >= nextNotice) {
      notice(`${url} is not answering yet (${Math.round((Date.now() - started) / 1000)} s)`);
      nextNotice += noticeMs;
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
