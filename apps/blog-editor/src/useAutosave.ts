import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTOSAVE_DELAY_MS } from './editor-rules.ts';

export type AutosaveState = 'idle' | 'saving' | 'saved' | 'failed';

export interface Autosave {
  state: AutosaveState;
  /** Resolves once no quiet save is running: the explicit buttons wait for it, so saves never overlap. */
  settle: () => Promise<void>;
}

/**
 * Saves quietly AUTOSAVE_DELAY_MS after the last change while `enabled` (a draft with a title,
 * and no explicit button running). `value` is what to save; `save` sends it. A change that comes
 * while a save runs is saved after it, never beside it.
 */
export function useAutosave<T>(
  value: T,
  { enabled, dirty, save }: { enabled: boolean; dirty: boolean; save: (value: T) => Promise<void> },
): Autosave {
  const [state, setState] = useState<AutosaveState>('idle');
  const running = useRef<Promise<void> | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    if (!enabled || !dirty) return;
    const timer = setTimeout(() => {
      const round = async () => {
        setState('saving');
        try {
          await saveRef.current(value);
          setState('saved');
        } catch {
          setState('failed');
        }
      };
      const next: Promise<void> = (running.current ?? Promise.resolve()).then(round).finally(() => {
        if (running.current === next) running.current = null;
      });
      running.current = next;
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value, enabled, dirty]);
  const settle = useCallback(async () => {
    while (running.current) await running.current;
  }, []);
  return { state, settle };
}
