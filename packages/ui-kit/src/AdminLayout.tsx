import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { SkipLink } from './SkipLink.tsx';

/**
 * The frame of every signed-in area: a top bar (brand, account actions) over the side menu and
 * content, which take 91.25vh. On a phone (800 px and narrower) the menu is behind a Menu button
 * in the top bar: closed, it takes no room; open, every entry shows at once, three a row. It
 * closes again on a choice (the page changes), on Escape (focus back on the button) or on the
 * button.
 */
export function AdminLayout({
  brand,
  menu,
  footer,
  children,
  label,
  activeKey,
}: {
  brand: ReactNode;
  /** Menu links (router NavLinks), one per entry. */
  menu: ReactNode[];
  /** Account actions in the top bar (sign out). */
  footer?: ReactNode;
  children: ReactNode;
  label: string;
  /** Changes with the current entry (the path): a phone's open menu closes. */
  activeKey?: string;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  useEffect(() => setOpen(false), [activeKey]);
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);
  return (
    <div className="uk-admin-frame" data-menu-open={open || undefined}>
      <SkipLink />
      <header className="uk-admin-top">
        <span className="uk-admin__brand">
          <span className="uk-auth__mark" aria-hidden="true">
            F
          </span>
          {brand}
        </span>
        <div className="uk-admin-top__actions">
          {footer}
          <button
            ref={button}
            type="button"
            className="uk-button uk-button--ghost uk-button--small uk-admin__menu-button"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((was) => !was)}
          >
            <MenuIcon open={open} />
            Menu
          </button>
        </div>
      </header>
      <div className="uk-admin">
        <aside className="uk-admin__side" id={menuId}>
          <nav aria-label={label}>
            <ul className="uk-admin__menu">
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

/** Three bars, or a cross while the menu is open. */
function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
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
