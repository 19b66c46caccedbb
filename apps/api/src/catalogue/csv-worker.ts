import { parentPort, workerData } from 'node:worker_threads';
import { HttpError } from '../lib/errors.ts';
import { readImport } from './csv-import.ts';
import type { ReadJob, ReadOutcome } from './csv-read.ts';

/**
 * A worker thread's one job (csv-read.ts starts it): reads and checks one CSV import, so parsing and
 * validating thousands of rows never holds the server's event loop. Answers one message and ends.
 */
const { csv, categories, options } = workerData as ReadJob;
let outcome: ReadOutcome;
try {
  outcome = { ok: true, read: readImport(csv, categories, options) };
} catch (error) {
  // A refusal of the file (400) is the answer; anything else is a fault the server reports.
  if (!(error instanceof HttpError)) throw error;
  outcome = { ok: false, status: error.status, message: error.message };
}
parentPort!.postMessage(outcome);
