import { SessionExpiry } from '@agency/auth-gate';
import { ProductToaster } from '@agency/federation/toaster';
import { ShellRoutes } from './routes/index.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

export function App() {
  return (
    <>
      <ScrollToTop />
      <SessionExpiry />
      <ProductToaster />
      <ShellRoutes />
    </>
  );
}
