import { useEffect, useState } from 'react';
import { Button } from './Button.tsx';

/**
 * Copies `value` on a press and says so in place for 2.5 s: "Copied", or `fallback` where the
 * browser gives no clipboard (an old browser, a page not served securely), the value being
 * selectable text. The words to show, and the press.
 */
export function useCopy(
  value: string,
  fallback: string,
): [said: string, copy: () => Promise<void>] {
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (!said) return;
    const clear = setTimeout(() => setSaid(''), 2500);
    return () => clearTimeout(clear);
  }, [said]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setSaid('Copied');
    } catch {
      setSaid(fallback);
    }
  };
  return [said, copy];
}

export interface CopyValueProps {
  /** What the value is, e.g. "Account number". */
  label: string;
  value: string;
  /** For a test or a style: on the line. */
  testId?: string;
}

/**
 * One value a person copies into another app (an account number, a transfer reference): on a line
 * of its own with a Copy button that says "Copied" in place. A shopper paying by transfer copies
 * each into their bank app in turn, so neither shares a line nor hides in a sentence.
 */
export function CopyValue({ label, value, testId }: CopyValueProps) {
  const [said, copy] = useCopy(value, 'Select it and copy it');
  return (
    <div className="uk-copy" data-testid={testId}>
      <span className="uk-copy__label">{label}</span>
      <strong className="uk-copy__value">{value}</strong>
      <Button
        small
        variant="secondary"
        onClick={copy}
        aria-label={`Copy the ${label.toLowerCase()}`}
      >
        Copy
      </Button>
      <span className="uk-copy__said" role="status">
        {said}
      </span>
    </div>
  );
}
