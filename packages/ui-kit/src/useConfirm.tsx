import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';

export type ConfirmQuestion = Omit<ConfirmDialogProps, 'busy' | 'onCancel' | 'onConfirm'>;

/**
 * The product's ConfirmDialog asked the way window.confirm is: `if (!(await confirm({...})))
 * return;`. Render the returned dialog element once in the screen (it is null while nothing asks).
 * Every question is answered once: a newer question, or the screen going away, answers no.
 */
export function useConfirm(): [(question: ConfirmQuestion) => Promise<boolean>, ReactNode] {
  const [question, setQuestion] = useState<ConfirmQuestion | null>(null);
  const waiting = useRef<((yes: boolean) => void) | null>(null);

  const answer = useCallback((yes: boolean) => {
    const resolve = waiting.current;
    waiting.current = null;
    setQuestion(null);
    resolve?.(yes);
  }, []);
  useEffect(() => () => waiting.current?.(false), []);

  const confirm = useCallback(
    (next: ConfirmQuestion) =>
      new Promise<boolean>((resolve) => {
        waiting.current?.(false);
        waiting.current = resolve;
        setQuestion(next);
      }),
    [],
  );
  const dialog = question && (
    <ConfirmDialog {...question} onCancel={() => answer(false)} onConfirm={() => answer(true)} />
  );
  return [confirm, dialog];
}
