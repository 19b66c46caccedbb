import type { AutosaveState } from '../useAutosave.ts';

/** The quiet save's state, read out politely: 'Saving…', 'Saved', or 'Not saved' while changes wait. */
export function AutosaveNote({ state, dirty }: { state: AutosaveState; dirty: boolean }) {
  const text =
    state === 'saving'
      ? 'Saving…'
      : state === 'failed' || dirty
        ? 'Not saved'
        : state === 'saved'
          ? 'Saved'
          : '';
  return (
    <span
      className="be-autosave"
      data-state={dirty && state !== 'saving' ? 'dirty' : state}
      role="status"
      aria-live="polite"
    >
      {text}
    </span>
  );
}
