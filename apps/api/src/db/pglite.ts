import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db } from './index.ts';

/**
 * How much (kB) a GIN index keeps unsorted before merging it in (default 4 MB). Every trigram
 * lookup (search's typos, its LIKE on products) reads all of it, and PGlite has no autovacuum to
 * merge it: after a big import a search's typo lookup took ~150 ms per word, ~5 ms at 256 kB.
 */
const GIN_PENDING_LIST_KB = 256;

const require = createRequire(import.meta.url);

/**
 * PGlite's two WebAssembly programs and its file bundle, read and compiled once per process and
 * shared by every database it opens. Left to itself, each PGlite reads and compiles its 9 MB
 * program again: a test run opens a hundred, and on Node 24 a worker that had compiled and freed
 * dozens of them died once in V8's code-space bookkeeping (`UnregisterWasmAllocation`, SIGTRAP).
 */
// Node's WebAssembly: its types here name the namespace's types, not the object.
const wasm = (
  globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> };
  }
).WebAssembly;
let parts:
  | Promise<Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>>
  | undefined;
export function pgliteParts() {
  parts ??= (async () => {
    // The package exports the three files by name (require.resolve: vitest's module runner,
    // which runs the browser suite's set-up, has no import.meta.resolve).
    const file = (name: string) => readFile(require.resolve(`@electric-sql/pglite/${name}`));
    const [pglite, initdb, bundle] = await Promise.all(
      ['pglite.wasm', 'initdb.wasm', 'pglite.data'].map(file),
    );
    return {
      pgliteWasmModule: await wasm.compile(pglite!),
      initdbWasmModule: await wasm.compile(initdb!),
      fsBundle: new Blob([new Uint8Array(bundle!)]),
    };
  })();
  return parts;
}

/**
 * Embedded PostgreSQL (PGlite): on disk in dataDir/db, or in memory for ':memory:'. It runs in
 * this thread and ignores statement_timeout (single-threaded WebAssembly has no timer to cancel a
 * running statement; `SET statement_timeout = '300ms'` then `SELECT pg_sleep(2)` takes 2 s), and
 * while a statement runs no timer of ours fires either. So nothing here can stop a slow query:
 * the queries themselves are bounded instead (search reads a fixed number of words,
 * docs/decisions/031-bounded-search.md).
 */
export async function openPglite(dataDir: string): Promise<Db> {
  let location: string | undefined;
  if (dataDir !== ':memory:') {
    location = join(dataDir, 'db');
    mkdirSync(location, { recursive: true });
  }
  const pg = await PGlite.create(location ? `file://${location}` : 'memory://', {
    ...(await pgliteParts()),
    extensions: { fuzzystrmatch, pg_trgm },
  });
  await pg.exec(`SET gin_pending_list_limit = ${GIN_PENDING_LIST_KB}`);
  // One connection: everything asked of it at once beyond the first waits its turn.
  let busy = 0;
  const counted = async <T>(work: () => Promise<T>): Promise<T> => {
    busy += 1;
    try {
      return await work();
    } finally {
      busy -= 1;
    }
  };
  return {
    kind: 'pglite',
    query: (sql, params) => counted(() => pg.query(sql, params as unknown[]) as never),
    exec: (sql) => counted(async () => void (await pg.exec(sql))),
    transaction: (work) =>
      counted(() =>
        pg.transaction((tx) =>
          work({
            query: async (sql, params) => tx.query(sql, params as unknown[]) as never,
            exec: async (sql) => void (await tx.exec(sql)),
          }),
        ),
      ),
    close: () => pg.close(),
    stats: () => ({ total: 1, idle: busy === 0 ? 1 : 0, waiting: Math.max(0, busy - 1) }),
  };
}
