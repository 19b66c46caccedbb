import { Worker } from 'node:worker_threads';
import type { TagGroup } from '@agency/contract';
import { HashSlots } from '../lib/hash-slots.ts';
import { HttpError } from '../lib/errors.ts';
import type { ImportOptions, ImportRead } from './csv-import.ts';

/**
 * CSV imports are read and checked off the event loop (docs/decisions/032-csv-import-off-thread.md):
 * each in a worker thread of its own running csv-import.ts `readImport`, while the server answers
 * everyone else. One at a time per process (the machine's other core serves requests), a few
 * more wait their turn, the rest get 503 with Retry-After.
 */
export const READ_CONCURRENCY = 1;
const slots = new HashSlots(READ_CONCURRENCY, 4);

/** A read that takes longer than this is stopped (an 8 MB file takes a few seconds). */
const READ_TIMEOUT_MS = 60_000;
/** Heap a read may use: a file is at most 8 MB, and its rows and products a few times that. */
const READ_HEAP_MB = 512;

export interface ReadJob {
  csv: string;
  categories: readonly TagGroup[];
  options: ImportOptions;
}

export type ReadOutcome =
  | { ok: true; read: ImportRead }
  | { ok: false; status: number; message: string };

const WORKER = new URL('./csv-worker.ts', import.meta.url);
const TOO_LARGE = 'The file is too large to read. Split it and import each part.';

/** readImport in a worker thread: the same answer, or the same 400, without blocking the server. */
export function readImportOffThread(
  csv: string,
  categories: readonly TagGroup[],
  options: ImportOptions,
): Promise<ImportRead> {
  return slots.run(
    () =>
      new Promise<ImportRead>((resolve, reject) => {
        const job: ReadJob = { csv, categories, options };
        const worker = new Worker(WORKER, {
          workerData: job,
          resourceLimits: { maxOldGenerationSizeMb: READ_HEAP_MB },
        });
        let settled = false;
        const settle = (done: () => void) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          done();
        };
        const timer = setTimeout(() => {
          settle(() => reject(new HttpError(413, TOO_LARGE)));
          void worker.terminate();
        }, READ_TIMEOUT_MS);
        worker.once('message', (outcome: ReadOutcome) =>
          settle(() =>
            outcome.ok
              ? resolve(outcome.read)
              : reject(new HttpError(outcome.status, outcome.message)),
          ),
        );
        worker.once('error', (error: Error & { code?: string }) =>
          settle(() =>
            reject(
              error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new HttpError(413, TOO_LARGE) : error,
            ),
          ),
        );
        worker.once('exit', (code) =>
          settle(() => reject(new Error(`The CSV reader stopped (exit code ${code})`))),
        );
      }),
  );
}
