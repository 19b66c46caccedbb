import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './Spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'dark';

/** Class names of a button, for links that should look like one. */
export function buttonClass(variant: ButtonVariant = 'primary', small = false): string {
  return `uk-button${variant === 'dark' ? '' : ` uk-button--${variant}`}${small ? ' uk-button--small' : ''}`;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  small?: boolean;
  /** While set the button is disabled and shows a spinner: blocks double submission. */
  busy?: boolean;
  children: ReactNode;
}

export function Button({
  variant = 'primary',
  small,
  busy = false,
  disabled,
  children,
  type = 'button',
  className,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={`${buttonClass(variant, small)}${className ? ` ${className}` : ''}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <Spinner label="Working" />}
      {children}
    </button>
  );
}
