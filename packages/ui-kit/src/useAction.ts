import { refreshReads } from '@agency/router';
import { useCallback, useRef, useState } from 'react';
import { apiErrorMessage, showApiError } from './feedback.ts';
import { notify } from './toasts.ts';

export interface ActionOptions<R> {
  /** The success toast: a text, or one made from the result (none when it gives nothing). */
  success?: string | ((result: R) => string | null | undefined);
  /**
   * Shows a failure the screen's own way (a field's message, a line in place). Without it the
   * failure is an error toast with the server's message (showApiError).
   */
  onError?: (error: unknown) => void;
  /** Names the action in the console line of a failure, e.g. 'save item'. */
  context?: string;
  /**
   * Success leaves the screen (a sign-in, a placed order, a delete that goes back to the list):
   * it stays busy until it goes, so nothing is pressed, and nothing redraws it, in between.
   */
  leaves?: boolean;
  /**
   * The reads this write makes stale, as prefixes of their keys (`['businesses:', 'leads:']`):
   * after a success every mounted read of a matching key loads again (useRouteData), and no other.
   */
  refreshes?: readonly string[];
}

export interface Action<A extends unknown[], R> {
  /**
   * Runs the action, unless a run of it is still under way: that second press is ignored (answers
   * undefined). Answers the action's result, or undefined when it failed (already shown).
   */
  run: (...args: A) => Promise<R | undefined>;
  /** A run is under way: its button shows it and takes no second press. */
  busy: boolean;
  /** The arguments of the run under way (which of several buttons works), or null. */
  running: A | null;
  /** The last run's failure, as the user reads it, until the next run; null when it went well. */
  error: string | null;
}

/**
 * The one way a screen runs what a press starts (a save, a delete, a sign-in): busy while it runs,
 * a second press ignored, the reads it names refreshed, the success said once, a failure shown
 * (docs/copy-guide.md). The busy
 * lock is a ref, so two presses inside one frame still run it once.
 */
export function useAction<A extends unknown[], R>(
  action: (...args: A) => Promise<R>,
  options: ActionOptions<R> = {},
): Action<A, R> {
  const lock = useRef(false);
  const [running, setRunning] = useState<A | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The latest action and options, so `run` stays one function across renders.
  const latest = useRef({ action, options });
  latest.current = { action, options };

  const run = useCallback(async (...args: A): Promise<R | undefined> => {
    if (lock.current) return undefined;
    lock.current = true;
    setRunning(args);
    setError(null);
    const { action: act, options: opts } = latest.current;
    let done = false;
    try {
      const result = await act(...args);
      if (opts.refreshes) refreshReads(opts.refreshes);
      const said = typeof opts.success === 'function' ? opts.success(result) : opts.success;
      if (said) notify.success(said);
      done = true;
      return result;
    } catch (failure) {
      setError(apiErrorMessage(failure));
      if (opts.onError) {
        if (opts.context) console.error(`[${opts.context}]`, failure);
        opts.onError(failure);
      } else showApiError(failure, opts.context);
      return undefined;
    } finally {
      if (!(done && opts.leaves)) {
        lock.current = false;
        setRunning(null);
      }
    }
  }, []);

  return { run, busy: running !== null, running, error };
}
