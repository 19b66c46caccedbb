import { createServer } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { type SupervisedProcess, supervise, waitUntilServing } from '../src/supervise.ts';

/** A port nothing listens on (taken from the system, then let go). */
const freePort = () =>
  new Promise<number>((answer) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => answer(port));
    });
  });

const running: SupervisedProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((child) => child.stop(2000)));
});
const start = (name: string, script: string) => {
  const child = supervise({ name, args: ['-e', script], log: () => {} });
  running.push(child);
  return child;
};

it('waits for a slow start, saying it is still waiting, until the server answers', async () => {
  const port = await freePort();
  const server = start(
    'slow',
    `setTimeout(() => require('node:http').createServer((q, r) => r.end('ok')).listen(${port}, '127.0.0.1'), 1200)`,
  );
  const notices: string[] = [];
  await waitUntilServing(`http://127.0.0.1:${port}/`, {
    server,
    notice: (line) => notices.push(line),
    noticeMs: 400,
  });
  expect(notices.length).toBeGreaterThanOrEqual(1);
  expect(notices[0]).toMatch(
    new RegExp(`^http://127.0.0.1:${port}/ is not answering yet \\(\\d+ s\\)$`),
  );
  expect(server.lastExit()).toBeUndefined();
});

it('stops waiting as soon as the server exits instead of answering, and says how it ended', async () => {
  const port = await freePort();
  const server = start('broken', 'process.exit(3)');
  const began = Date.now();
  await expect(
    waitUntilServing(`http://127.0.0.1:${port}/`, { server, timeoutMs: 60_000 }),
  ).rejects.toThrow(`broken stopped (code 3) before http://127.0.0.1:${port}/ answered`);
  // Long before the 60 s it would otherwise wait.
  expect(Date.now() - began).toBeLessThan(30_000);
});

it('gives up after its timeout when nothing answers', async () => {
  const port = await freePort();
  await expect(waitUntilServing(`http://127.0.0.1:${port}/`, { timeoutMs: 500 })).rejects.toThrow(
    `http://127.0.0.1:${port}/ did not answer within 0.5 s`,
  );
});
