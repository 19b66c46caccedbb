import type { ReactNode } from 'react';

/** A centred card for sign-in style screens. */
export function AuthCard({
  title,
  subtitle,
  brand,
  children,
  footer,
  alternative,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  brand: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Another way in, under the footer and set apart by an 'or' rule (e.g. 'Try the demo'). */
  alternative?: ReactNode;
}) {
  return (
    <main className="uk-auth" id="main" tabIndex={-1}>
      <section className="uk-auth__card" aria-labelledby="uk-auth-title">
        <div className="uk-auth__brand">
          <span className="uk-auth__mark" aria-hidden="true">
            F
          </span>
          {brand}
        </div>
        <h1 className="uk-auth__title" id="uk-auth-title">
          {title}
        </h1>
        {subtitle && <p className="uk-auth__sub">{subtitle}</p>}
        {children}
        {footer && <div className="uk-auth__foot">{footer}</div>}
        {alternative && (
          <div className="uk-auth__alt">
            <p className="uk-auth__or">
              <span>or</span>
            </p>
            {alternative}
          </div>
        )}
      </section>
    </main>
  );
}
