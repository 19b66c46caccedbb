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

describe('andThen', () => {
  it('applies the next step at once to a value, and after it settles to a promise', async () => {
    expect(andThen(2, (n) => n * 3)).toBe(6);
    const later = andThen(Promise.resolve(2), (n) => n * 3);
    expect(later).toBeInstanceOf(Promise);
    expect(await later).toBe(6);
    await expect(andThen(Promise.reject(new Error('no')), (n: number) => n)).rejects.toThrow('no');
  });
});
