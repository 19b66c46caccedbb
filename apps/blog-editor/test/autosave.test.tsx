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
    expect(result.current.state).toBe('saved');
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
    expect(result.current.state).toBe('failed');
  });

  it('never runs two saves at once, and settle() waits for the running one', async () => {
    let finish = () => {};
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result, rerender } = renderHook(
      ({ value }) => useAutosave(value, { enabled: true, dirty: true, save }),
      { initialProps: { value: 'a' } },
    );
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(result.current.state).toBe('saving');
    rerender({ value: 'ab' });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    // The second round waits behind the first.
    expect(save).toHaveBeenCalledTimes(1);
    let settled = false;
    void result.current.settle().then(() => (settled = true));
    await act(async () => finish());
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith('ab');
    expect(settled).toBe(false);
    await act(async () => finish());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(settled).toBe(true);
    expect(result.current.state).toBe('saved');
  });

  it('does not save without changes', async () => {
    const save = vi.fn(async () => {});
    renderHook(() => useAutosave('same', { enabled: true, dirty: false, save }));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 3));
    expect(save).not.toHaveBeenCalled();
  });
});
