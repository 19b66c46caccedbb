import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DELAY_MS } from '../src/editor-rules.ts';
import { useAutosave } from '../src/useAutosave.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('autosave', () => {
  it('saves once, a few seconds after the last change, and says so', async () => {
    const save = vi.fn(async () => {});
    const { result, rerender } = renderHook(
      ({ value }) => useAutosave(value, { enabled: true, dirty: true, save }),
      { initialProps: { value: 'a' } },
    );
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 500));
    rerender({ value: 'ab' });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 500));
    expect(save).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('ab');
    expect(result.current).toBe('saved');
  });

  it('waits while an explicit button runs, and says when a save failed', async () => {
    const save = vi.fn(async () => {
      throw new Error('offline');
    });
    const { result, rerender } = renderHook(
      ({ enabled }) => useAutosave('x', { enabled, dirty: true, save }),
      { initialProps: { enabled: false } },
    );
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2));
    expect(save).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10));
    expect(result.current).toBe('failed');
  });
});
