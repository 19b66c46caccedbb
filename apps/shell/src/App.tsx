import { PageFrame } from '@agency/page-frame';
import { ShellRoutes } from './routes/index.tsx';

/** The shell's page: the page frame around the top-level routes (the router is the caller's). */
export function App() {
  return (
    <PageFrame>
      <ShellRoutes />
    </PageFrame>
  );
}
