import { Toaster } from 'react-hot-toast';

/** Toasts last 5000 ms unless a caller says otherwise. */
export const TOAST_DURATION_MS = 5000;

/** The page's one toast container: the shell mounts it, or a remote running alone. */
export function PageToaster() {
  return (
    <Toaster position="top-center" reverseOrder toastOptions={{ duration: TOAST_DURATION_MS }} />
  );
}
