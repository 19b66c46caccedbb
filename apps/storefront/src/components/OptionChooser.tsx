import type { Product } from '@agency/contract';
import { type OptionDef, type OptionValue, unitsLeft } from '@agency/contract/catalogue';
import { Button } from '@agency/ui-kit/public';
import { useState } from 'react';
import {
  describeValue,
  findVariant,
  isEmpty,
  NO_MATCH_MESSAGE,
  stepError,
  type Selection,
} from '../lib/chooser.ts';
import { money } from '../lib/money.ts';
import { OptionField } from './OptionField.tsx';
import './option-chooser.css';
import './chat.css';

export interface ChooserProps {
  product: Product;
  selection: Selection;
  onChange: (selection: Selection) => void;
  onAddToCart: () => void;
  onCheckout: () => void;
  /** The quantity control, shown with Add to Cart. */
  quantity?: React.ReactNode;
  /** "Order on WhatsApp", when the store takes orders there (lib/whatsapp-order.ts). */
  onWhatsApp?: () => void;
}

/**
 * The option chooser (docs/product-rules.md): one option per step with Previous and Next, then a summary where each option can be
 * edited or (if optional) cleared; after the last option, Add to Cart and Proceed to checkout.
 * A product without options shows the two buttons at once.
 */
export function OptionChooser({
  product,
  selection,
  onChange,
  onAddToCart,
  onCheckout,
  quantity,
  onWhatsApp,
}: ChooserProps) {
  const options = Object.fromEntries(
    product.mods.map((option) => [option.key, option as OptionDef]),
  );
  const names = product.mods.map((option) => option.key);
  const [step, setStep] = useState(0);
  const [editingFromSummary, setEditingFromSummary] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const summary = step >= names.length;
  const variant = findVariant(product, selection);
  const soldOut = variant !== undefined && unitsLeft(product, variant) === 0;

  const set = (name: string, value: OptionValue | undefined) => {
    setError(null);
    onChange({ ...selection, [name]: value });
  };

  const next = () => {
    const name = names[step]!;
    const problem = stepError(options[name]!, selection[name]);
    if (problem) return setError(problem);
    setError(null);
    setStep(editingFromSummary ? names.length : step + 1);
    setEditingFromSummary(false);
  };

  return (
    <section className="sf-chooser" aria-label="Choose your options">
      {!summary ? (
        <>
          <p className="sf-chooser__progress">
            Step {step + 1} of {names.length}
          </p>
          <OptionField
            name={names[step]!}
            option={options[names[step]!]!}
            product={product}
            selection={selection}
            onSet={set}
          />
          {error && (
            <p className="sf-error" role="alert">
              {error}
            </p>
          )}
          <div className="sf-chooser__nav">
            <Button
              variant="secondary"
              onClick={() => {
                setError(null);
                setStep(step - 1);
              }}
              disabled={step === 0}
            >
              Previous
            </Button>
            <Button onClick={next}>Next</Button>
          </div>
        </>
      ) : (
        <>
          {names.length > 0 && <h2 className="sf-chooser__title">Your choices</h2>}
          {names.length > 0 && (
            <dl className="sf-summary">
              {names.map((name, index) => {
                const option = options[name]!;
                return (
                  <div key={name} className="sf-summary__row">
                    <dt>{option.prompt}</dt>
                    <dd>
                      <span>{describeValue(option, selection[name])}</span>
                      <button
                        type="button"
                        className="sf-link"
                        onClick={() => {
                          setStep(index);
                          setEditingFromSummary(true);
                        }}
                        aria-label={`Edit ${option.prompt}`}
                      >
                        Edit
                      </button>
                      {!option.required && !isEmpty(selection[name]) && (
                        <button
                          type="button"
                          className="sf-link"
                          onClick={() => set(name, undefined)}
                          aria-label={`Clear ${option.prompt}`}
                        >
                          Clear
                        </button>
                      )}
                    </dd>
                  </div>
                );
              })}
            </dl>
          )}
          {quantity && (
            <div className="sf-chooser__qty">
              <span className="sf-chooser__qty-label">Quantity</span>
              {quantity}
            </div>
          )}
          <div className="sf-chooser__nav">
            {names.length > 0 && (
              <Button variant="secondary" onClick={() => setStep(names.length - 1)}>
                Previous
              </Button>
            )}
            <Button onClick={onAddToCart} disabled={!variant || soldOut}>
              Add to Cart
            </Button>
            <Button variant="secondary" onClick={onCheckout} disabled={!variant || soldOut}>
              Proceed to checkout
            </Button>
            {onWhatsApp && (
              <Button
                variant="secondary"
                className="sf-whatsapp"
                onClick={onWhatsApp}
                disabled={!variant || soldOut}
              >
                Order on WhatsApp
              </Button>
            )}
          </div>
        </>
      )}
      <p className="sf-match" aria-live="polite">
        {variant ? (
          <>
            <strong data-testid="variant-price">{money(variant.price_kobo)}</strong> ·{' '}
            <span data-testid="variant-qty">
              {soldOut
                ? 'Sold out'
                : product.track_stock === false
                  ? 'Made to order'
                  : `${variant.qty} in stock`}
            </span>
          </>
        ) : (
          <span className="sf-error">{NO_MATCH_MESSAGE}</span>
        )}
      </p>
    </section>
  );
}
