/**
 * The one table of the product's front-end apps. The federation preset (names, dev ports), the
 * serve layer (folders, ports, the generated registry), the shell (its routes and fallbacks) and
 * the size script all read it. Adding a remote means a row here plus its folder under apps/.
 *
 * Pure data, its paths from the one table of areas (@agency/areas, itself data with no imports),
 * so the shell can read it at run time and Node tools at build time.
 */

import { AREA_PATHS } from '@agency/areas';

export interface Mount {
  /** URL path the remote owns, everything below it included ('/' is the catch-all). */
  path: string;
  /** Tells the remote which variant of itself to render there (e.g. the demo admin). */
  variant?: string;
  /** Mounted by another remote's layout (named here) rather than by the shell's route table. */
  inside?: string;
}

export interface RemoteApp {
  /** Federation name: the registry key and the runtime's remote name. */
  name: string;
  /** Folder under apps/. */
  folder: string;
  /** Port of `vite dev` when the app runs alone; `pnpm start` keeps the same offset from the shell. */
  devPort: number;
  mounts: readonly Mount[];
  /** Names the area in the shell's fallback: "<label> is unavailable right now". */
  label: string;
  /** The route a first visit to this area opens (size and delivery benchmarks). */
  firstRoute: string;
}

export const SHELL_APP = { folder: 'shell', devPort: 8080 } as const;

export const REMOTE_APPS = [
  {
    name: 'agency',
    folder: 'agency',
    devPort: 8081,
    mounts: [{ path: AREA_PATHS.agency }],
    label: 'This page',
    firstRoute: '/',
  },
  {
    name: 'marketer_admin',
    folder: 'marketer-admin',
    devPort: 8082,
    mounts: [
      { path: AREA_PATHS.admin, variant: 'admin' },
      { path: AREA_PATHS.demo_admin, variant: 'demo' },
    ],
    label: 'The admin area',
    firstRoute: `${AREA_PATHS.admin}/overview`,
  },
  {
    name: 'blog_editor',
    folder: 'blog-editor',
    devPort: 8083,
    mounts: [{ path: AREA_PATHS.blog_editor, inside: 'marketer_admin' }],
    label: 'The blog editor',
    firstRoute: AREA_PATHS.blog_editor,
  },
  {
    name: 'business',
    folder: 'business',
    devPort: 8084,
    mounts: [{ path: AREA_PATHS.business }],
    label: 'The business area',
    firstRoute: `${AREA_PATHS.business}/overview`,
  },
  {
    name: 'storefront',
    folder: 'storefront',
    devPort: 8085,
    mounts: [
      { path: AREA_PATHS.demo, variant: 'demo' },
      { path: AREA_PATHS.store, variant: 'store' },
    ],
    label: 'The store',
    firstRoute: AREA_PATHS.demo,
  },
] as const satisfies readonly RemoteApp[];

export type RemoteName = (typeof REMOTE_APPS)[number]['name'];
export const REMOTE_NAMES: readonly RemoteName[] = REMOTE_APPS.map((row) => row.name);

/** Apps that are also deployed as plain sites of their own (the store's subdomain). */
export const STANDALONE_SITES = [
  { name: 'store-site', folder: 'storefront', devPort: 8086 },
] as const;

export function remoteApp(name: RemoteName): RemoteApp {
  return REMOTE_APPS.find((row) => row.name === name)!;
}

/**
 * The remote the shell mounts for a URL path, and the path below its mount: the longest mount
 * that contains the path wins, as in the shell's route table ('/' takes whatever is left).
 */
export function remoteForPath(path: string): { remote: RemoteName; mount: string; rest: string } {
  let best: { remote: RemoteName; mount: string } = { remote: 'agency', mount: '/' };
  for (const remote of REMOTE_APPS) {
    for (const mount of remote.mounts) {
      if ('inside' in mount) continue;
      const inside = mount.path === '/' || path === mount.path || path.startsWith(`${mount.path}/`);
      if (inside && mount.path.length > best.mount.length)
        best = { remote: remote.name, mount: mount.path };
    }
  }
  const rest = best.mount === '/' ? path.slice(1) : path.slice(best.mount.length + 1);
  return { ...best, rest };
}

/** Where an app listens when the shell is on `shellPort`: the same offset as in development. */
export function appPort(shellPort: number, app: { devPort: number }): number {
  return shellPort + app.devPort - SHELL_APP.devPort;
}
