import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface FieldFrame {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

function Frame({
  id,
  label,
  hint,
  error,
  children,
}: FieldFrame & { id: string; children: ReactNode }) {
  return (
    <div className="uk-field">
      <label className="uk-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && !error && (
        <span className="uk-field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        // Read out with the field (aria-describedby) when focus moves to it, not as an alert.
        <span className="uk-field__error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}

export type TextFieldProps = FieldFrame & InputHTMLAttributes<HTMLInputElement>;

export function TextField({ label, hint, error, id, className, ...input }: TextFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <Frame id={fieldId} label={label} hint={hint} error={error}>
      <input
        {...input}
        id={fieldId}
        className={`uk-input${className ? ` ${className}` : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined}
      />
    </Frame>
  );
}

export type TextAreaProps = FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextArea({ label, hint, error, id, className, ...textarea }: TextAreaProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <Frame id={fieldId} label={label} hint={hint} error={error}>
      <textarea
        {...textarea}
        id={fieldId}
        className={`uk-input${className ? ` ${className}` : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined}
      />
    </Frame>
  );
}

export type SelectFieldProps = FieldFrame & SelectHTMLAttributes<HTMLSelectElement>;

/** A labelled <select> with the same hint and error wiring as TextField. */
export function SelectField({ label, hint, error, id, className, ...select }: SelectFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <Frame id={fieldId} label={label} hint={hint} error={error}>
      <select
        {...select}
        id={fieldId}
        className={`uk-input${className ? ` ${className}` : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined}
      />
    </Frame>
  );
}
