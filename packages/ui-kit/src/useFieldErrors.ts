import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

export interface FieldErrors<F extends string> {
  /** The form the errors belong to (for focusing its first invalid field). */
  formRef: RefObject<HTMLFormElement | null>;
  /** The message of one field, for its TextField's `error`. */
  errorOf: (field: F) => string | undefined;
  /**
   * Shows these messages (replacing the last ones) and moves focus to the first invalid field in
   * the form's order. Answers whether the form is valid (no messages).
   */
  show: (errors: Partial<Record<F, string | undefined>>) => boolean;
  /** Clears one field's message, as the user corrects it. */
  clear: (field: F) => void;
}

/**
 * The one validation pattern of every form (docs/copy-guide.md): messages inline under their field
 * (TextField and TextArea set aria-invalid and aria-describedby), focus on the first invalid field,
 * nothing submitted until all are right. Toasts stay where docs/product-rules.md asks for them.
 */
export function useFieldErrors<F extends string>(): FieldErrors<F> {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [focusRound, setFocusRound] = useState(0);

  useEffect(() => {
    if (focusRound === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // Centred, so a toast at the screen's edge never covers the field being fixed.
    first?.focus({ preventScroll: true });
    first?.scrollIntoView?.({ block: 'center' });
  }, [focusRound]);

  const show = useCallback((next: Partial<Record<F, string | undefined>>) => {
    const kept = Object.fromEntries(
      Object.entries(next).filter((entry): entry is [F, string] => Boolean(entry[1])),
    ) as Partial<Record<F, string>>;
    setErrors(kept);
    const valid = Object.keys(kept).length === 0;
    if (!valid) setFocusRound((n) => n + 1);
    return valid;
  }, []);

  const clear = useCallback(
    (field: F) =>
      setErrors((current) => {
        if (!(field in current)) return current;
        const { [field]: _gone, ...rest } = current;
        return rest as Partial<Record<F, string>>;
      }),
    [],
  );

  return { formRef, errorOf: (field) => errors[field], show, clear };
}
