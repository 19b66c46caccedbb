import { afterEach, describe, expect, it, vi } from 'vitest';
import { andThen } from '../src/lib/awaitable.ts';
import { isCachedValue, MicroCache } from '../src/lib/micro-cache.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('MicroCache.read', () => {
  it('loads a missing entry once, then gives it at once (no promise) until it is stale', async () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    const cache = new MicroCache<{ n: number }>(1000);
    let loads = 0;
    const load = async () => ({ n: ++loads });

    const first = cache.read('k', load);
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toEqual({ n: 1 });

    const hit = cache.read('k', load);
    expect(hit).not.toBeInstanceOf(Promise);
    expect(hit).toBe(await first);
    expect(isCachedValue(hit)).toBe(true);

    vi.setSystemTime(1001);
    const stale = cache.read('k', load);
    expect(stale).toBeInstanceOf(Promise);
    expect(await stale).toEqual({ n: 2 });
    expect(loads).toBe(2);
  });

  it('always loads when its time-to-live is 0, and keeps nothing', async () => {
    const cache = new MicroCache<{ n: number }>(0);
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await cache.read('k', load)).toEqual({ n: 1 });
    expect(await cache.read('k', load)).toEqual({ n: 2 });
    expect(isCachedValue(await cache.read('k', load))).toBe(false);
  });

  it('keeps a missing thing (null) as an answer too, and a dropped key is loaded again', async () => {
    const cache = new MicroCache<{ n: number } | null>(60_000);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return null;
    };
    expect(await cache.read('gone', load)).toBeNull();
    expect(cache.read('gone', load)).toBeNull();
    expect(loads).toBe(1);
    cache.delete('gone');
    expect(await cache.read('gone', load)).toBeNull();
    expect(loads).toBe(2);
  });

  it('forgets its oldest entry when full', async () => {
    const cache = new MicroCache<string>(60_000, 2);
    const load = (value: string) => async () => value;
    await cache.read('a', load('a'));
    await cache.read('b', load('b'));
    await cache.read('c', load('c'));
    expect(cache.read('b', load('B'))).toBe('b');
    expect(cache.read('c', load('C'))).toBe('c');
    expect(await cache.read('a', load('A'))).toBe('A');
  });
});

describe('MicroCache: loads under way', () => {
  /** A loader whose answers the test hands out, to the nth call, in any order. */
  function gate<V>() {
    const waiting: ((value: V) => void)[] = [];
    const load = () => new Promise<V>((resolve) => waiting.push(resolve));
    return {
      load,
      calls: () => waiting.length,
      answer: (n: number, value: V) => waiting[n]!(value),
    };
  }

  it('shares one load among the callers of a missing key (no stampede)', async () => {
    const cache = new MicroCache<string>(60_000);
    const { load, calls, answer } = gate<string>();
    const readers = Array.from({ length: 100 }, () => cache.read('page', load));
    expect(calls()).toBe(1);
    answer(0, 'first page');
    expect(await Promise.all(readers)).toEqual(Array(100).fill('first page'));
    expect(cache.read('page', load)).toBe('first page');
  });

  it('keeps nothing a write dropped while it loaded: the next read loads again', async () => {
    const cache = new MicroCache<string>(60_000);
    const { load, calls, answer } = gate<string>();
    const before = cache.read('store:a:page', load);
    cache.deletePrefix('store:a:');
    const after = cache.read('store:a:page', load);
    expect(calls()).toBe(2);
    // The newer load answers first; the older one, finishing later, must not replace it.
    answer(1, 'after the write');
    expect(await after).toBe('after the write');
    answer(0, 'before the write');
    expect(await before).toBe('before the write');
    expect(cache.read('store:a:page', load)).toBe('after the write');
  });

  it('keeps no failure: every waiting caller gets the error, and the next read tries again', async () => {
    const cache = new MicroCache<string>(60_000);
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('database away'));
    };
    const readers = [cache.read('k', failing), cache.read('k', failing)];
    for (const reader of readers) await expect(reader).rejects.toThrow('database away');
    expect(calls).toBe(1);
    expect(await cache.read('k', async () => 'back')).toBe('back');
  });
});

describe('MicroCache: refresh ahead', () => {
  it('reloads a key read in the last fifth of its life behind the answer, so readers never wait', async () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    const cache = new MicroCache<{ n: number }>(1000);
    let loads = 0;
    const load = async () => ({ n: ++loads });
    await cache.read('k', load);

    vi.setSystemTime(799);
    expect(cache.read('k', load)).toEqual({ n: 1 });
    expect(loads).toBe(1);

    vi.setSystemTime(850);
    expect(cache.read('k', load)).toEqual({ n: 1 });
    expect(cache.read('k', load)).toEqual({ n: 1 });
    expect(loads).toBe(2);
    await Promise.resolve();

    // The new entry lives from its load's start (850): no promise at 1001, and none before 1850.
    vi.setSystemTime(1001);
    expect(cache.read('k', load)).toEqual({ n: 2 });
    vi.setSystemTime(1849);
    expect(cache.read('k', load)).toEqual({ n: 2 });
    vi.setSystemTime(1850);
    expect(cache.read('k', load)).toBeInstanceOf(Promise);
  });

  it('keeps the entry when its refresh fails, until it expires; then its reader gets the error', async () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    const cache = new MicroCache<string>(1000);
    await cache.read('k', async () => 'first');
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('database away'));
    };
    vi.setSystemTime(900);
    expect(cache.read('k', failing)).toBe('first');
    await Promise.resolve();
    expect(cache.read('k', failing)).toBe('first');
    expect(calls).toBe(1);
    vi.setSystemTime(1000);
    await expect(cache.read('k', failing)).rejects.toThrow('database away');
    expect(calls).toBe(2);
  });

  it('keeps nothing a refresh loaded when a write dropped the key meanwhile', async () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    const cache = new MicroCache<string>(1000);
    await cache.read('k', async () => 'before');
    let answer: (value: string) => void = () => {};
    vi.setSystemTime(900);
    expect(cache.read('k', () => new Promise<string>((resolve) => (answer = resolve)))).toBe(
      'before',
    );
    cache.delete('k');
    expect(await cache.read('k', async () => 'after the write')).toBe('after the write');
    answer('refreshed before the write');
    await Promise.resolve();
    expect(cache.read('k', async () => 'unused')).toBe('after the write');
  });
});

describe('andThen', () => {
  it('applies the next step at once to a value, and after it settles to a promise', async () => {
    expect(andThen(2, (n) => n * 3)).toBe(6);
    const later = andThen(Promise.resolve(2), (n) => n * 3);
    expect(later).toBeInstanceOf(Promise);
    expect(await later).toBe(6);
    await expect(andThen(Promise.reject(new Error('no')), (n: number) => n)).rejects.toThrow('no');
  });
});
