import { Link } from '@agency/router';
import type { ReactNode } from 'react';
import { useStorefront } from '../lib/store-context.tsx';

/** 'Talk to us': a route inside the shell, a link to the agency's site when the store runs alone. */
export function ContactLink({ className, children }: { className?: string; children: ReactNode }) {
  const { contactUrl } = useStorefront();
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
