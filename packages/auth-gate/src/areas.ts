import { AREA_PATHS, authPathOf } from '@agency/areas';
import type { Role, Workspace } from '@agency/contract';

/**
 * The four signed-in areas: where they live (from the one table of paths, @agency/areas), how their
 * session is stored, who may enter.
 */
export const AREAS = {
  admin: {
    label: 'Marketer admin',
    base: AREA_PATHS.admin,
    authPath: authPathOf('admin'),
    prefix: 'admin_',
    roles: ['marketer', 'admin'],
    workspace: 'live',
  },
  demo_admin: {
    label: 'Marketer admin (demo)',
    base: AREA_PATHS.demo_admin,
    authPath: authPathOf('demo_admin'),
    prefix: 'demo_',
    roles: ['marketer', 'admin'],
    // Sessions here work on the user's own demo workspace, never on the real businesses.
    workspace: 'demo',
  },
  business: {
    label: 'Business owners',
    base: AREA_PATHS.business,
    authPath: authPathOf('business'),
    prefix: 'business_',
    roles: ['owner', 'admin'],
    workspace: 'live',
  },
  store_admin: {
    label: 'Store admin',
    base: AREA_PATHS.store_admin,
    authPath: authPathOf('store_admin'),
    prefix: 'store_admin_',
    // Owners run their own stores too (the API checks which stores each user may touch).
    roles: ['store_admin', 'owner', 'admin'],
    workspace: 'live',
  },
} as const satisfies Record<
  string,
  {
    label: string;
    base: string;
    authPath: string;
    prefix: string;
    roles: readonly Role[];
    workspace: Workspace;
  }
>;

export const ROLE_LABELS: Record<Role, string> = {
  marketer: 'marketer',
  owner: 'business owner',
  store_admin: 'store admin',
  admin: 'admin',
};

export type AreaName = keyof typeof AREAS;

/** The area a path belongs to, longest base first (/demo/admin before /admin). */
export function areaForPath(pathname: string): AreaName | null {
  const names = (Object.keys(AREAS) as AreaName[]).sort(
    (a, b) => AREAS[b].base.length - AREAS[a].base.length,
  );
  return (
    names.find(
      (name) => pathname === AREAS[name].base || pathname.startsWith(`${AREAS[name].base}/`),
    ) ?? null
  );
}
