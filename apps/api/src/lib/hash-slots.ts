import { HttpError } from './errors.ts';

export const BUSY_MESSAGE = 'The server is busy. Try again in a moment.';

/**
 * A cap on password hashes in flight. scrypt runs on libuv's small thread pool (shared with file
 * reads, uploads and DNS); unbounded, a burst of logins would queue everything else behind it.
 * `concurrency` run at once, `queue` more wait their turn, the rest get 503 with Retry-After.
 */
export class HashSlots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly concurrency: number;
  private readonly queue: number;

  constructor(concurrency: number, queue: number) {
    this.concurrency = concurrency;
    this.queue = queue;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.concurrency) {
      if (this.waiting.length >= this.queue)
        throw new HttpError(503, BUSY_MESSAGE, { 'retry-after': '2' });
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next waiter, or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
