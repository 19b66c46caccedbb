import type { ReactNode } from 'react';
import { Spinner } from './Spinner.tsx';

/** A whole-area message: loading, empty, error or not found. */
export function StateMessage({
  title,
  children,
  tone = 'neutral',
  action,
}: {
  title: ReactNode;
  children?: ReactNode;
  tone?: 'neutral' | 'error';
  action?: ReactNode;
}) {
  return (
    <div
      className={`uk-state${tone === 'error' ? ' uk-state--error' : ''}`}
      role={tone === 'error' ? 'alert' : undefined}
    >
      <p className="uk-state__title">{title}</p>
      {children && <div>{children}</div>}
      {action}
    </div>
  );
}

export function Loading({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="uk-state">
      <Spinner large label={label} />
      <span>{label}…</span>
    </div>
  );
}

/** The not-found screen (docs/product-rules.md), with a way back (`action`: a link home, to the store, to the overview). */
export function NotFound({ action }: { action?: ReactNode }) {
  return (
    <section className="uk-state" aria-labelledby="not-found-title">
      <h1 className="uk-page-title" id="not-found-title">
        404 - Page Not Found
      </h1>
      <p>The page you are looking for does not exist.</p>
      {action}
    </section>
  );
}
