import { REMOTE_APPS, type RemoteName } from '@agency/federation/apps';
import { Route, Routes } from '@agency/router';
import type { ReactNode } from 'react';
import { RemoteArea } from '../federation/RemoteArea.tsx';

/**
 * Remotes shown inside another remote's layout (the table's `inside` mounts), handed to the host
 * remote as props: the admin shows the blog editor at /admin/blog.
 */
export const HOSTED: Partial<Record<RemoteName, Record<string, ReactNode>>> = {
  marketer_admin: { blogEditor: <RemoteArea name="blog_editor" /> },
};

/**
 * The shell's top-level route groups, one per mount in the table of remotes
 * (tooling/federation/src/apps.ts): /admin and /demo/admin are the marketer admin, /business the
 * business area, /demo and /store the storefront, everything else the agency site. The most
 * specific path wins, whatever the order.
 */
export function ShellRoutes() {
  return (
    <Routes>
      {REMOTE_APPS.flatMap((remote) =>
        remote.mounts.flatMap((mount) => {
          if ('inside' in mount) return [];
          const path = mount.path === '/' ? '*' : `${mount.path.slice(1)}/*`;
          const props = {
            ...('variant' in mount ? { variant: mount.variant } : {}),
            ...HOSTED[remote.name],
          };
          return [
            <Route
              key={path}
              path={path}
              element={<RemoteArea name={remote.name} props={props} />}
            />,
          ];
        }),
      )}
    </Routes>
  );
}
