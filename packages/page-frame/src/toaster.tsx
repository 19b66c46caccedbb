import { useToastLibrary } from '@agency/ui-kit/public';

/** Toasts last 5000 ms unless a caller says otherwise. */
export const TOAST_DURATION_MS = 5000;

/**
 * The page's one toast container: the shell mounts it, or a remote running alone. It appears once
 * the toast library has loaded (ui-kit's loadToasts: the first toast, or a screen that uses it).
 */
export function PageToaster() {
  const library = useToastLibrary();
  if (!library) return null;
  return (
    <library.Toaster
      position="top-center"
      reverseOrder
      toastOptions={{ duration: TOAST_DURATION_MS }}
    />
  );
}
