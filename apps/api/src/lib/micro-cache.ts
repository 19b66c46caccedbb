import type { Awaitable } from './awaitable.ts';

/**
 * A tiny in-process cache for hot reads, with a short time-to-live. Writes on this instance
 * drop what they change at once; other instances see the change within the TTL, which keeps
 * the server free of shared state beyond the database.
 */
/** Every object a MicroCache has handed out: the same object on each hit, never changed after. */
const cachedValues = new WeakSet<object>();

/** Whether `value` came out of a MicroCache (lib/written-answers.ts keeps its written JSON). */
export function isCachedValue(value: unknown): value is object {
  return typeof value === 'object' && value !== null && cachedValues.has(value);
}

/** A cached read a write changes: one key, or every key under a prefix (a store's pages). */
export type CachedRead = { key: string } | { prefix: string };

export class MicroCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number; refreshAt: number }>();
  /** Loads under way: a key's concurrent misses share one (no stampede when an entry expires). */
  private readonly loading = new Map<string, Promise<T>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(ttlMs: number, maxEntries = 5000) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  /**
   * The entry under `key`, loaded when missing or stale; `V`: what this key's loader gives. A
   * fresh entry is given at once, not as a promise (lib/awaitable.ts); while it loads, every
   * other caller of the key waits for the same load. A key read in the last fifth of its entry's
   * life is loaded again behind the answer (refresh-ahead): a key read all the time never goes
   * stale in front of its readers, so they do not all wait on the database once per TTL, and
   * nothing older than the TTL is ever given (docs/decisions/030-api-hot-path.md).
   */
  read<V extends T>(key: string, load: () => Promise<V>): Awaitable<V> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    const now = Date.now();
    if (hit && hit.expires > now) {
      if (hit.refreshAt <= now) {
        // Once per entry: a refresh that fails leaves the entry to expire, and the read after
        // that loads in front of its caller, who gets the error.
        hit.refreshAt = Number.POSITIVE_INFINITY;
        if (!this.loading.has(key)) this.load(key, load).catch(() => {});
      }
      return hit.value as V;
    }
    return (this.loading.get(key) as Promise<V> | undefined) ?? this.load(key, load);
  }

  private load<V extends T>(key: string, load: () => Promise<V>): Promise<V> {
    const started = Date.now();
    const loading: Promise<V> = load().then(
      (value) => {
        // Dropped while it loaded (a write): answer this load's callers, keep nothing.
        if (this.loading.get(key) !== loading) return value;
        this.loading.delete(key);
        if (typeof value === 'object' && value !== null) cachedValues.add(value);
        // A refreshed key keeps its place; a new one makes room for itself.
        if (!this.entries.has(key) && this.entries.size >= this.maxEntries)
          this.entries.delete(this.entries.keys().next().value!);
        const expires = started + this.ttlMs;
        this.entries.set(key, { value, expires, refreshAt: expires - this.ttlMs / 5 });
        return value;
      },
      (error: unknown) => {
        if (this.loading.get(key) === loading) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, loading);
    return loading;
  }

  /** Drops `key`, and any load of it under way: the next read loads what is there now. */
  delete(key: string): void {
    this.entries.delete(key);
    this.loading.delete(key);
  }

  /** Drops every entry whose key starts with `prefix` (a store's pages after a write). */
  deletePrefix(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
    for (const key of this.loading.keys()) if (key.startsWith(prefix)) this.loading.delete(key);
  }

  /** Drops each read named: the next read of any of them loads what is there now. */
  forget(reads: readonly CachedRead[]): void {
    for (const read of reads)
      if ('key' in read) this.delete(read.key);
      else this.deletePrefix(read.prefix);
  }
}
