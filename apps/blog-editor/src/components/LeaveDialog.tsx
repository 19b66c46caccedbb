import { Button } from '@agency/ui-kit';
import { useEffect, useRef } from 'react';

/** Asks before unsaved changes are lost. Esc (the dialog's cancel) means stay. */
export function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current!;
    dialog.showModal();
    return () => dialog.close();
  }, []);
  return (
    <dialog ref={ref} className="be-dialog" aria-labelledby="be-leave-title" onCancel={onStay}>
      <h2 id="be-leave-title">Leave without saving?</h2>
      <p>Your changes to this article will be lost.</p>
      <div className="be-actions">
        <Button variant="secondary" onClick={onStay} autoFocus>
          Stay
        </Button>
        <Button variant="danger" onClick={onLeave}>
          Leave
        </Button>
      </div>
    </dialog>
  );
}
