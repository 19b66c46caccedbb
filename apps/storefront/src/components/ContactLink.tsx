import { Link } from '@agency/router';
import type { ReactNode } from 'react';
import { hasContact } from '../lib/look.ts';
import { useStorefront, useStorePaths } from '../lib/store-context.tsx';
import { useStore } from '../lib/store-info.ts';

/**
 * 'Talk to us': in a demo store (the agency's own, or one made for a prospect) it leads to the
 * agency's contact page (a route in the shell, a full URL when the store runs alone); in a client's
 * live store, to that store's own contact details on its home page.
 */
export function ContactLink({
  className,
  children,
  agency = false,
}: {
  className?: string;
  children: ReactNode;
  /** Always the agency's contact page (the demo landing's 'Talk to us'). */
  agency?: boolean;
}) {
  const { contactUrl } = useStorefront();
  const store = useStore();
  const paths = useStorePaths();
  if (!agency && store && store.is_demo === false)
    // A live store that gave no way to reach it shows no 'Talk to us' at all.
    return hasContact(store) ? (
      <Link className={className} to={`${paths.home}#sf-home-contact`}>
        {children}
      </Link>
    ) : null;
  return /^https?:/.test(contactUrl) ? (
    <a className={className} href={contactUrl}>
      {children}
    </a>
  ) : (
    <Link className={className} to={contactUrl}>
      {children}
    </Link>
  );
}
