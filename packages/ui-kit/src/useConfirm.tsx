import { type ReactNode, useCallback, useState } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';

export type ConfirmQuestion = Omit<ConfirmDialogProps, 'busy' | 'onCancel' | 'onConfirm'>;

/**
 * The product's ConfirmDialog asked the way window.confirm is: `if (!(await confirm({...})))
 * return;`. Render the returned dialog element once in the screen (it is null while nothing asks).
 */
export function useConfirm(): [(question: ConfirmQuestion) => Promise<boolean>, ReactNode] {
  const [pending, setPending] = useState<{
    question: ConfirmQuestion;
    answer: (yes: boolean) => void;
  } | null>(null);
  const confirm = useCallback(
    (question: ConfirmQuestion) =>
      new Promise<boolean>((resolve) => {
        setPending({
          question,
          answer: (yes) => {
            setPending(null);
            resolve(yes);
          },
        });
      }),
    [],
  );
  const dialog = pending && (
    <ConfirmDialog
      {...pending.question}
      onCancel={() => pending.answer(false)}
      onConfirm={() => pending.answer(true)}
    />
  );
  return [confirm, dialog];
}
