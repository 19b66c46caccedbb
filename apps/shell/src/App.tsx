import { SessionExpiry } from '@agency/auth-gate';
import { Toaster } from 'react-hot-toast';
import { ShellRoutes } from './routes/index.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

/** Toasts last 5000 ms unless a caller says otherwise (SPEC 9). */
export const TOAST_DURATION_MS = 5000;

export function App() {
  return (
    <>
      <ScrollToTop />
      <SessionExpiry />
      <Toaster position="top-center" reverseOrder toastOptions={{ duration: TOAST_DURATION_MS }} />
      <ShellRoutes />
    </>
  );
}
