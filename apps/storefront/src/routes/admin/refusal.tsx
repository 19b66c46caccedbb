import type { FieldErrors } from '@agency/ui-kit';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Which field a server's refusal is about, by the words it starts with (the contract's messages
 * name their field: 'Enter a WhatsApp number like …', 'Primary colour must be …'); undefined
 * when it names none.
 */
export function refusedField<F extends string>(
  message: string,
  fields: readonly (readonly [F, RegExp])[],
): F | undefined {
  return fields.find(([, words]) => words.test(message))?.[0];
}

/**
 * A store-admin form's refused save (docs/copy-guide.md, "Messages"): a refusal about one field is
 * shown at that field, which is marked, scrolled to and focused (useFieldErrors); any other is said
 * in the form's banner, which is scrolled to and focused, so a phone never keeps it off screen.
 */
export function useRefusal<F extends string>(
  errors: FieldErrors<F>,
  fields: readonly (readonly [F, RegExp])[] = [],
) {
  const [problem, setProblem] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const bannerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (round === 0) return;
    bannerRef.current?.focus({ preventScroll: true });
    bannerRef.current?.scrollIntoView?.({ block: 'center' });
  }, [round]);

  return {
    problem,
    bannerRef,
    /** Says why a save was refused: at its field, else in the banner. */
    refuse(message: string) {
      const field = refusedField(message, fields);
      if (field) {
        setProblem(null);
        errors.show({ [field]: message } as Partial<Record<F, string>>);
        return;
      }
      setProblem(message);
      setRound((n) => n + 1);
    },
    clear: () => setProblem(null),
  };
}

/** The banner of a refused save, focusable so useRefusal can move to it. */
export function RefusalBanner({
  problem,
  bannerRef,
  title,
}: {
  problem: string | null;
  bannerRef: React.RefObject<HTMLDivElement | null>;
  title: ReactNode;
}) {
  if (!problem) return null;
  return (
    <div ref={bannerRef} className="sa-errors" role="alert" tabIndex={-1}>
      <strong>{title}</strong> {problem}
    </div>
  );
}
