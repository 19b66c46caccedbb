import { Button } from '@agency/ui-kit';
import { type ReactNode, useEffect, useRef } from 'react';

/** Asks before something that cannot be undone. Esc (the dialog's cancel) means no. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onCancel,
  onConfirm,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current!;
    dialog.showModal();
    return () => dialog.close();
  }, []);
  return (
    <dialog ref={ref} className="be-dialog" aria-labelledby="be-confirm-title" onCancel={onCancel}>
      <h2 id="be-confirm-title">{title}</h2>
      <p>{children}</p>
      <div className="be-actions">
        <Button variant="secondary" onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
