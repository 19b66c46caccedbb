import { NotFound } from '@agency/ui-kit';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from '@agency/router';

export interface MarketerAdminProps {
  /** 'admin' at /admin, 'demo' at /demo/admin (demo_ session keys, no blog). */
  variant?: 'admin' | 'demo';
  /** The blog editor remote, mounted by the host at blog/*. */
  blogEditor?: ReactNode;
}

/** The marketer admin (exposed to the shell as ./App). Screens arrive with the admin issue. */
export default function MarketerAdminApp({ variant = 'admin', blogEditor }: MarketerAdminProps) {
  return (
    <div className="uk-container" data-area={variant}>
      <Routes>
        <Route index element={<Navigate to="overview" replace />} />
        <Route path="overview" element={<h1 className="uk-page-title">Overview</h1>} />
        <Route path="analytics" element={<h1 className="uk-page-title">Analytics</h1>} />
        <Route path="businesses" element={<h1 className="uk-page-title">Businesses</h1>} />
        <Route path="settings" element={<h1 className="uk-page-title">Settings</h1>} />
        {variant === 'admin' && <Route path="blog/*" element={blogEditor ?? <h1 className="uk-page-title">Blog</h1>} />}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
