import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { Button } from './Button.tsx';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** 'danger' for what loses data (the default), 'primary' for the rest. */
  tone?: 'danger' | 'primary';
  /** The confirmed action is under way: its button spins and neither button acts twice. */
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asks before something that loses work: a modal <dialog> (focus is trapped and returns when it
 * closes); Esc and the cancel button mean no, and the safe answer has the focus.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'danger',
  busy = false,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Layout effect: its cleanup closes the dialog while it is still in the page, so the browser
  // hands the focus back to what opened it (a dialog removed while open drops it to the body).
  useLayoutEffect(() => {
    const dialog = ref.current!;
    dialog.showModal();
    return () => dialog.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="uk-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // The dialog closes when it unmounts, so the page keeps one source of truth.
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <div className="uk-dialog__body">{children}</div>
      <div className="uk-dialog__actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy} autoFocus>
          {cancelLabel}
        </Button>
        <Button variant={tone} onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
