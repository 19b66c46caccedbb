import { ChangePasswordForm } from '@agency/auth-gate';
import type { StoreInfo } from '@agency/contract';
import { Link, Navigate, useLocation, useParams, usePageMeta } from '@agency/router';
import { AdminPage } from '@agency/ui-kit';
import { type ReactNode, useEffect } from 'react';
import { DomainForm } from './look/DomainForm.tsx';
import { DomainStatus } from './look/DomainStatus.tsx';
import { LookSection } from './look/LookSection.tsx';
import { OrderLimitsSettings } from './order-limits.tsx';
import { PayoutsSection } from './payouts/PayoutsSection.tsx';
import { SettingsForm } from './settings.tsx';
import { useManagedStore, useStorePath } from './store-choice.tsx';
import './settings-pages.css';

interface SettingsPart {
  path: string;
  title: string;
  /** What the page holds, on the Settings list. */
  says: string;
  render: (store: StoreInfo, saved: (store: StoreInfo) => void) => ReactNode;
}

/**
 * Settings, one page per part (docs/product-rules.md, "Store admin"): one long page with four save
 * buttons made an owner on a phone scroll 7,000 px for the logo. The checklist links to the part,
 * and to the field within it (`#id`), that each task needs.
 */
export const SETTINGS_PARTS: readonly SettingsPart[] = [
  {
    path: 'look',
    title: 'Look',
    says: 'Name, tagline, logo, hero picture, colours, categories and social links.',
    render: (store, saved) => <LookSection key={store.slug} store={store} onSaved={saved} />,
  },
  {
    path: 'delivery',
    title: 'Delivery and payment',
    says: 'Orders email and phone, delivery zones and fees, pickup, pay on delivery, bank details.',
    render: (store, saved) => <SettingsForm key={store.slug} store={store} onSaved={saved} />,
  },
  {
    path: 'payouts',
    title: 'Online payments',
    says: 'The account Paystack pays card, transfer and USSD payments into.',
    render: (store) => <PayoutsSection key={store.slug} store={store} />,
  },
  {
    path: 'domain',
    title: 'Domain',
    says: 'Your own domain, like shop.example.ng, and how to connect it.',
    render: (store, saved) => (
      <div className="sa-form" key={store.slug}>
        <DomainForm store={store} onSaved={saved} />
        <DomainStatus store={store} />
      </div>
    ),
  },
  {
    path: 'order-limits',
    title: 'Order limits',
    says: 'The most of one item, the largest order, and how long unconfirmed orders wait.',
    render: (store, saved) => (
      <OrderLimitsSettings key={store.slug} store={store} onSaved={saved} />
    ),
  },
  {
    path: 'account',
    title: 'Your account',
    says: 'Your password.',
    render: () => (
      <section aria-label="Your account">
        <ChangePasswordForm area="store_admin" />
      </section>
    ),
  },
];

/** /store/admin/settings: the parts of the settings, each a link to its page. */
export function SettingsPage() {
  const { store } = useManagedStore();
  const storePath = useStorePath();
  usePageMeta({ title: `Settings · ${store.name} store admin` });
  return (
    <AdminPage title="Settings">
      <ul className="sa-settings-list" aria-label="Settings">
        {SETTINGS_PARTS.map((part) => (
          <li key={part.path}>
            <Link to={storePath(`settings/${part.path}`)} className="uk-panel sa-settings-link">
              <strong>{part.title}</strong>
              <span className="uk-muted">{part.says}</span>
            </Link>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}

/** /store/admin/settings/{part}: one part, the way to the others, and the field a link names. */
export function SettingsPartPage() {
  const { part: path } = useParams();
  const { store, saved } = useManagedStore();
  const storePath = useStorePath();
  const part = SETTINGS_PARTS.find((p) => p.path === path);
  usePageMeta({ title: `${part?.title ?? 'Settings'} · ${store.name} store admin` });
  useScrollToHash();
  if (!part) return <Navigate to={storePath('settings')} replace />;
  return (
    <AdminPage title={part.title}>
      <nav className="sa-settings-nav" aria-label="Settings pages">
        <Link to={storePath('settings')}>All settings</Link>
        {SETTINGS_PARTS.map((other) => (
          <Link
            key={other.path}
            to={storePath(`settings/${other.path}`)}
            aria-current={other.path === part.path ? 'page' : undefined}
          >
            {other.title}
          </Link>
        ))}
      </nav>
      {part.render(store, saved)}
    </AdminPage>
  );
}

/**
 * A link's `#id` (the checklist's "Do it now"): that field is scrolled to once the page is drawn,
 * after the frame's scroll to the top of a new page.
 */
function useScrollToHash() {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      target?.scrollIntoView({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, pathname]);
}
