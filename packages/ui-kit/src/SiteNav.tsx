import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useScrollLock } from './useScrollLock.ts';

export interface SiteNavProps {
  brand: ReactNode;
  /** Navigation links (router links), rendered as a list. */
  links: ReactNode[];
  /** Changes whenever the location changes, so the mobile menu closes after navigating. */
  locationKey: string;
  label?: string;
}

/**
 * The site's top navigation. Under 850 px it collapses into a full-screen menu (toggle shown at
 * 800 px or less) that locks page scroll, closes on Esc, and returns focus to the toggle.
 */
export function SiteNav({ brand, links, locationKey, label = 'Main' }: SiteNavProps) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useScrollLock(open);

  useEffect(() => setOpen(false), [locationKey]);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="uk-nav">
      <nav className="uk-container uk-nav__bar" aria-label={label}>
        {brand}
        <button
          ref={toggleRef}
          type="button"
          className="uk-button uk-button--ghost uk-nav__toggle"
          aria-expanded={open}
          aria-controls="uk-nav-panel"
          onClick={() => setOpen((value) => !value)}
        >
          <MenuIcon open={open} />
          <span>{open ? 'Close' : 'Menu'}</span>
        </button>
        <div id="uk-nav-panel" className="uk-nav__panel" data-open={open} ref={panelRef}>
          <ul className="uk-nav__links">
            {links.map((link, index) => (
              <li key={index}>{link}</li>
            ))}
          </ul>
        </div>
      </nav>
    </header>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 20 20"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {open ? <path d="M4 4l12 12M16 4L4 16" /> : <path d="M3 5h14M3 10h14M3 15h14" />}
    </svg>
  );
}
