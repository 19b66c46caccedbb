import { Link, NavLink, useLocation } from '@agency/router';
import { AdminLayout, buttonClass, NotFound } from '@agency/ui-kit';
import type { ReactNode } from 'react';
import { SignOutButton } from './AreaGate.tsx';
import { AREAS, type AreaName } from './areas.ts';

export interface AreaMenuItem {
  /** Path under the area's base. */
  path: string;
  label: string;
  icon?: ReactNode;
}

/** A signed-in area's frame: its menu (links under the area's base) and a sign-out control. */
export function AreaLayout({
  area,
  brand,
  label,
  menu,
  children,
  keepParams = [],
}: {
  area: AreaName;
  /** Query parameters the menu's links carry from the current address (the store admin's `store`). */
  keepParams?: readonly string[];
  brand: ReactNode;
  label: string;
  menu: AreaMenuItem[];
  children: ReactNode;
}) {
  const base = AREAS[area].base;
  const { pathname, search } = useLocation();
  const current = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of keepParams) {
    const value = current.get(key);
    if (value) kept.set(key, value);
  }
  const query = kept.toString() ? `?${kept}` : '';
  return (
    <AdminLayout
      activeKey={pathname}
      label={label}
      brand={brand}
      menu={menu.map((item) => (
        <NavLink key={item.path} to={`${base}/${item.path}${query}`}>
          {item.icon}
          {item.label}
        </NavLink>
      ))}
      footer={<SignOutButton area={area} />}
    >
      {children}
    </AdminLayout>
  );
}

/** An unknown path inside a signed-in area: the not-found screen (docs/product-rules.md), with the way to the overview. */
export function AreaNotFound({ area }: { area: AreaName }) {
  return (
    <NotFound
      action={
        <Link to={`${AREAS[area].base}/overview`} className={buttonClass()}>
          Go to the overview
        </Link>
      }
    />
  );
}
