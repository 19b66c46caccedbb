import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/global-setup.ts';

/** `pnpm start` as a user runs it (minus the build, which the suite has done), on ports of its own. */
const PORT = 9780;
const API_PORT = 9790;
const shell = `http://127.0.0.1:${PORT}`;
let start: ChildProcess;
let log = '';

const waitForLog = async (pattern: RegExp, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(log)) {
    if (Date.now() > deadline) throw new Error(`no ${pattern} in the log:\n${log.slice(-2000)}`);
    await new Promise((done) => setTimeout(done, 100));
  }
  return pattern.exec(log)!;
};
const status = (url: string, init?: RequestInit) =>
  fetch(url, init).then(
    (answer) => answer.status,
    () => 0,
  );

/** Addresses listening on `port`, from the kernel's table (hex "0100007F" is 127.0.0.1). */
function listeners(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols[1]?.endsWith(`:${hexPort}`) && cols[3] === '0A')
    .map((cols) => cols[1]!.split(':')[0]!);
}

beforeAll(async () => {
  start = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      SKIP_BUILD: '1',
      PORT: String(PORT),
      API_PORT: String(API_PORT),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'agency-start-')),
      SCRYPT_COST: String(2 ** 15),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  start.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  start.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitForLog(/Forgeworks is running/);
}, 90_000);
afterAll(() => {
  if (start.exitCode === null) start.kill('SIGKILL');
});

describe('pnpm start', () => {
  it('serves the shell and the API on its origin, on loopback only', async () => {
    expect(await status(`${shell}/`)).toBe(200);
    expect(await status(`${shell}/api/v1/health`)).toBe(200);
    expect(listeners(PORT)).toEqual(['0100007F']);
    expect(listeners(API_PORT)).toEqual(['0100007F']);
  });

  it('restarts the API with a log line when it dies, and the pages keep serving meanwhile', async () => {
    const pid = Number((await waitForLog(/\(pid (\d+)\), on the shell's origin/))[1]);
    process.kill(pid, 'SIGKILL');
    await waitForLog(/\[start\] api exited \(SIGKILL\); starting it again/);
    expect(await status(`${shell}/contact`)).toBe(200);
    const deadline = Date.now() + 30_000;
    while ((await status(`${shell}/api/v1/health`)) !== 200) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((done) => setTimeout(done, 200));
    }
  }, 40_000);

  it('on SIGTERM finishes the request in flight, then exits', async () => {
    // A login is slow on purpose (scrypt): it is still running when the signal arrives.
    const inFlight = fetch(`${shell}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'marketer@forgeworks.test', password: 'forge-marketer-1' }),
    });
    // Signal once the API has the request (its own log says so), not after a guessed delay.
    await waitForLog(/"url":"\/api\/v1\/auth\/login"[^\n]*"incoming request"/, 10_000);
    const exited = new Promise<number | null>((done) => start.once('exit', (code) => done(code)));
    start.kill('SIGTERM');
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ role: 'marketer' });
    expect(await exited).toBe(0);
    expect(await status(`${shell}/`)).toBe(0);
  }, 30_000);
});
