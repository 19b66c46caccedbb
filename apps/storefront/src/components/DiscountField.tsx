import { api } from '@agency/api-client';
import type { DiscountQuote } from '@agency/contract';
import { Button, TextField, useAction } from '@agency/ui-kit/public';
import { useState } from 'react';
import type { CartLine } from '../lib/cart.ts';
import { requestLines } from '../lib/checkout.ts';

/**
 * The checkout's discount code: checked by the server against the cart (it prices the lines),
 * refused at the field in the server's words, and sent with the order, where it is checked again.
 */
export function DiscountField({
  store,
  lines,
  quote,
  onQuote,
}: {
  store: string;
  lines: CartLine[];
  quote: DiscountQuote | null;
  onQuote: (quote: DiscountQuote | null) => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const checking = useAction(
    async (given: string) => {
      onQuote(await api.discounts.check(store, { code: given, lines: requestLines(lines) }));
      setCode('');
    },
    { onError: (problem) => setError((problem as Error).message || 'Something went wrong') },
  );

  const apply = async () => {
    if (checking.busy) return;
    if (!code.trim()) {
      setError('Enter the code you were given, like SAVE10.');
      return;
    }
    setError(undefined);
    await checking.run(code.trim());
  };

  if (quote)
    return (
      <div className="sf-discount sf-discount--applied" data-testid="discount-applied">
        <p>
          <strong>{quote.code}</strong> applied.
        </p>
        <Button variant="secondary" onClick={() => onQuote(null)}>
          Remove code
        </Button>
      </div>
    );
  return (
    <div className="sf-discount">
      <TextField
        label="Discount code (optional)"
        name="discount_code"
        placeholder="e.g. SAVE10"
        autoComplete="off"
        autoCapitalize="characters"
        value={code}
        error={error}
        onChange={(event) => {
          setCode(event.target.value);
          setError(undefined);
        }}
        onKeyDown={(event) => {
          // Enter applies the code, not the whole order.
          if (event.key === 'Enter') {
            event.preventDefault();
            void apply();
          }
        }}
      />
      <Button variant="secondary" busy={checking.busy} onClick={apply}>
        Apply code
      </Button>
    </div>
  );
}
