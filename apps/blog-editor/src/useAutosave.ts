import { useEffect, useRef, useState } from 'react';
import { AUTOSAVE_DELAY_MS } from './editor-rules.ts';

export type AutosaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Saves quietly AUTOSAVE_DELAY_MS after the last change while `enabled` (a draft with a title,
 * and no explicit button running). `value` is what to save; `save` sends it. Saves never overlap:
 * a round that finds one still running leaves the change for the next keystroke or the buttons.
 */
export function useAutosave<T>(
  value: T,
  { enabled, dirty, save }: { enabled: boolean; dirty: boolean; save: (value: T) => Promise<void> },
): AutosaveState {
  const [state, setState] = useState<AutosaveState>('idle');
  const running = useRef(false);
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    if (!enabled || !dirty) return;
    const timer = setTimeout(async () => {
      if (running.current) return;
      running.current = true;
      setState('saving');
      try {
        await saveRef.current(value);
        setState('saved');
      } catch {
        setState('failed');
      } finally {
        running.current = false;
      }
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value, enabled, dirty]);
  return state;
}
