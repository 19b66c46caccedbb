import { setTimeout as sleep } from 'node:timers/promises';
import type { Context } from '../context.ts';
import { HttpError } from '../lib/errors.ts';
import type { ImageType } from '../lib/images.ts';
import { preparePicture, putCopies, sizedName } from '../lib/picture-sizes.ts';
import { dropUnreadable, finishSizing, pendingType, staleUploads } from './queries.ts';

/**
 * Pictures sized after the upload (decision 060). The upload route stores the file as it came
 * under `uploadName` (never served: no route's pattern matches it) with a `pending` row, answers,
 * and hands the name to this queue. The queue decodes it once, re-encodes it (EXIF gone, upright,
 * ORIGINAL_MAX px at most) and writes its sized copies, then marks the row sized and drops the
 * file as it came. The row is the queue: an instance stopped midway leaves it pending, and the
 * sweep (or the first request for the picture, on any instance) sizes it then.
 */

/** Where an upload waits, as it came, until it is sized. */
export const uploadName = (fileName: string) => `${fileName}.upload`;

/** One picture sized at a time per instance: a burst of 20 MB photos never holds every core. */
export class PictureSizing {
  private readonly running = new Map<string, Promise<void>>();
  private turn: Promise<unknown> = Promise.resolve();
  private stopping = false;
  private readonly ctx: Pick<Context, 'db' | 'storage'>;

  constructor(ctx: Pick<Context, 'db' | 'storage'>) {
    this.ctx = ctx;
  }

  /** Queues an upload; the same upload asked for twice is sized once. */
  queue(fileName: string): Promise<void> {
    return this.start(fileName, true);
  }

  /**
   * A request for a picture not sized yet waits for it: its job on this instance, else (another
   * instance took the upload and stopped, or is still at it) sized here, at once. Sizing twice
   * writes the same files.
   */
  ready(fileName: string): Promise<void> {
    return this.start(fileName, false);
  }

  private start(fileName: string, inTurn: boolean): Promise<void> {
    const running = this.running.get(fileName);
    if (running) return running;
    const job = (inTurn ? this.turn : Promise.resolve())
      .then(() => (inTurn && this.stopping ? undefined : this.size(fileName)))
      .finally(() => this.running.delete(fileName));
    if (inTurn) this.turn = job.catch(() => undefined);
    this.running.set(fileName, job);
    return job;
  }

  /** Queues the uploads a stopped instance left waiting. */
  async sweep(): Promise<void> {
    for (const name of await staleUploads(this.ctx.db))
      void this.queue(name).catch(() => undefined);
  }

  /** Every job queued so far has ended (tests). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running.values()]);
  }

  /**
   * Closing the server: the picture being sized is finished, those still waiting their turn are
   * left pending (the next instance's sweep, or a request, sizes them).
   */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.idle();
  }

  private async size(fileName: string): Promise<void> {
    const { db, storage } = this.ctx;
    const type = (await pendingType(db, fileName)) as ImageType | undefined;
    const raw = uploadName(fileName);
    // Sized already (by another instance), or removed with its store: only the file as it came
    // may be left.
    if (!type) return storage.delete(raw);
    const bytes = await storage.get(raw);
    if (!bytes) {
      if (await pendingType(db, fileName)) throw new Error(`The upload ${raw} is missing`);
      return;
    }
    const picture = await inSlotWhenFree(() => preparePicture(bytes, type));
    if (!picture) {
      await dropUnreadable(db, fileName);
      return storage.delete(raw);
    }
    const { width, height, widths } = picture;
    const names = [fileName, ...widths.map((w) => sizedName(fileName, w))];
    await storage.put(fileName, picture.bytes);
    await putCopies(storage, fileName, picture.copies);
    const size = picture.bytes.length;
    if (!(await finishSizing(db, fileName, { size, width, height, widths })))
      for (const name of names) await storage.delete(name).catch(() => undefined);
    await storage.delete(raw);
  }
}

/** The encode slots answer 503 when full; a queued picture waits its turn instead. */
async function inSlotWhenFree<T>(work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 503) throw error;
      await sleep(500);
    }
  }
}
