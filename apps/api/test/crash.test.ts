import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDb } from '../src/db/index.ts';
import { freshDb, testConfig } from './helpers.ts';

// The real server as its own process (src/main.ts on Node's own type stripping), killed with SIGKILL in the middle of a
// write burst and started again: every acknowledged write is there, nothing is half-written.
// Embedded PGlite on disk, or PostgreSQL when DATABASE_URL is set.
const API = join(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'agency-crash-'));
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  API_PORT: '0',
  SEED_DEMO: '1',
  SCRYPT_COST: String(2 ** 10),
  LOG_LEVEL: 'error',
  CONTACT_PER_HOUR: '100000',
  AUTH_PER_MINUTE_PER_ADDRESS: '100000',
  UPLOADS_PER_HOUR_PER_USER: '100000',
  UPLOADS_PER_HOUR_PER_ADDRESS: '100000',
};
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the server and resolves with its base URL once it prints its listening line. */
function start(): Promise<{ child: ChildProcess; url: string }> {
  // node itself, not a CLI wrapper: a SIGKILL to a parent process would leave the server running.
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: API,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`no listening line in 60 s:\n${output}`)),
      60_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = output.match(/API listening on (http:\/\/\S+\/api\/v1)/)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ child, url });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) =>
      reject(new Error(`exited with ${code} before listening:\n${output}`)),
    );
  });
}

interface Acked {
  contacts: string[];
  businesses: string[];
  posts: string[];
  media: string[];
}

/** Writes of every kind from 6 workers until `stop` says so; records only what was acknowledged (2xx). */
async function burst(url: string, token: string, acked: Acked, stop: () => boolean): Promise<void> {
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  let n = 0;
  const worker = async (w: number) => {
    while (!stop()) {
      n += 1;
      const tag = `${w}x${n}x${Math.random().toString(36).slice(2, 8)}`;
      try {
        const kind = n % 4;
        if (kind === 0) {
          if (
            (
              await post('/contact', {
                name: 'Crash Test',
                email: 'crash@example.com',
                number: '0803',
                message: `message ${tag}`,
              })
            ).ok
          )
            acked.contacts.push(`message ${tag}`);
        } else if (kind === 1) {
          if ((await post('/businesses', { name: `Crash Business ${tag}` })).ok)
            acked.businesses.push(`Crash Business ${tag}`);
        } else if (kind === 2) {
          const answer = await post('/blog', {
            title: `Crash post ${tag}`,
            content: `<p>${tag}</p>`,
          });
          if (answer.ok) acked.posts.push(`Crash post ${tag}`);
        } else {
          const form = new FormData();
          form.append('files', new Blob([PNG], { type: 'image/png' }), 'a.png');
          const answer = await fetch(`${url}/media/upload`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}` },
            body: form,
          });
          if (answer.ok)
            acked.media.push(
              ((await answer.json()) as { data: { files: { url: string }[] } }).data.files[0]!.url,
            );
        }
      } catch {
        // The server died under this request: it was never acknowledged.
      }
    }
  };
  await Promise.all(Array.from({ length: 6 }, (_, w) => worker(w)));
}

async function signIn(url: string, email: string, password: string): Promise<string> {
  const answer = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

it(`survives SIGKILL mid-burst twice (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite on disk'})`, async () => {
  const config = testConfig({ dataDir });
  if (config.databaseUrl) await (await freshDb(config)).close();
  const acked: Acked = { contacts: [], businesses: [], posts: [], media: [] };
  for (let round = 0; round < 2; round += 1) {
    const { child, url } = await start();
    const token = await signIn(url, 'marketer@forgeworks.test', 'forge-marketer-1');
    const total = () =>
      acked.contacts.length + acked.businesses.length + acked.posts.length + acked.media.length;
    const target = total() + 40;
    let killed = false;
    const writing = burst(url, token, acked, () => killed);
    await expect.poll(total, { timeout: 20_000, interval: 5 }).toBeGreaterThanOrEqual(target);
    child.kill('SIGKILL');
    killed = true;
    await new Promise((resolve) => child.once('exit', resolve));
    await writing;
  }
  console.log(
    `[crash] acknowledged before the kills: ${acked.contacts.length} messages, ${acked.businesses.length} businesses, ${acked.posts.length} posts, ${acked.media.length} uploads`,
  );

  // Started again: the database opens and every acknowledged upload is served.
  const { child, url } = await start();
  expect((await fetch(`${url}/health`)).status).toBe(200);
  for (const path of acked.media)
    expect((await fetch(url.replace('/api/v1', '') + path)).status).toBe(200);
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));

  // The stored state, read directly: all acknowledged writes, no media row without its file, no post without a slug.
  const db = await openDb(config);
  try {
    const column = async (sql: string) =>
      new Set((await db.query<{ v: string }>(sql)).rows.map((row) => row.v));
    const messages = await column('SELECT message AS v FROM contact_messages');
    const businesses = await column('SELECT name AS v FROM businesses');
    const posts = await column(`SELECT title AS v FROM articles WHERE slug <> ''`);
    expect(acked.contacts.filter((m) => !messages.has(m))).toEqual([]);
    expect(acked.businesses.filter((b) => !businesses.has(b))).toEqual([]);
    expect(acked.posts.filter((p) => !posts.has(p))).toEqual([]);
    const files = await column('SELECT file_name AS v FROM media');
    expect(acked.media.map((p) => p.split('/').pop()!).filter((f) => !files.has(f))).toEqual([]);
    // A picture not sized yet (its answer lost in the kill, never asked for since) has the file
    // as it came; a sized one its own.
    const waiting = await column('SELECT file_name AS v FROM media WHERE pending');
    const stored = (f: string) => join(dataDir, 'media', waiting.has(f) ? `${f}.upload` : f);
    expect([...files].filter((f) => !existsSync(stored(f)))).toEqual([]);
  } finally {
    await db.close();
  }
}, 180_000);
