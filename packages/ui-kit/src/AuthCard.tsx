import type { ReactNode } from 'react';

/** A centred card for sign-in style screens. */
export function AuthCard({
  title,
  subtitle,
  brand,
  children,
  footer,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  brand: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="uk-auth">
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
      </section>
    </div>
  );
}
