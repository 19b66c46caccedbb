import { type ReactNode, useRef } from 'react';
import { SkipLink } from './SkipLink.tsx';
import { useMenuStrip } from './useMenuStrip.ts';

/**
 * The frame of every signed-in area: a top bar (brand, account actions) over the side menu and
 * content, which take 91.25vh.
 */
export function AdminLayout({
  brand,
  menu,
  footer,
  children,
  label,
  activeKey,
  phoneMenu = 'strip',
}: {
  brand: ReactNode;
  /** Menu links (router NavLinks), one per entry. */
  menu: ReactNode[];
  /** Account actions in the top bar (sign out). */
  footer?: ReactNode;
  children: ReactNode;
  label: string;
  /** Changes with the current entry (the path), so a phone's menu strip keeps it in view. */
  activeKey?: string;
  /**
   * The menu on a phone: a sideways strip, or a grid that shows every entry at once (no entry cut
   * or hidden off-screen; for menus of up to about nine entries).
   */
  phoneMenu?: 'strip' | 'grid';
}) {
  const strip = useRef<HTMLUListElement>(null);
  useMenuStrip(strip, activeKey);
  return (
    <div className="uk-admin-frame">
      <SkipLink />
      <header className="uk-admin-top">
        <span className="uk-admin__brand">
          <span className="uk-auth__mark" aria-hidden="true">
            F
          </span>
          {brand}
        </span>
        {footer && <div className="uk-admin-top__actions">{footer}</div>}
      </header>
      <div className="uk-admin">
        <aside className="uk-admin__side">
          <nav aria-label={label}>
            <ul
              className={`uk-admin__menu${phoneMenu === 'grid' ? ' uk-admin__menu--grid' : ''}`}
              ref={strip}
            >
              {menu.map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ul>
          </nav>
        </aside>
        <main className="uk-admin__main" id="main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}

/** A page inside an admin area: title, optional actions, content. */
export function AdminPage({
  title,
  actions,
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="uk-admin-page">
      <header className="uk-admin-page__head">
        <h1 className="uk-page-title">{title}</h1>
        {actions && <div className="uk-admin-page__actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}

/** A screen whose content is not specified yet: its title and a clear note, not an empty page. */
export function PlaceholderPage({ title, note }: { title: string; note: string }) {
  return (
    <AdminPage title={title}>
      <p className="uk-placeholder">{note}</p>
    </AdminPage>
  );
}
