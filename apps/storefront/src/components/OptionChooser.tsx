import type { Product } from '@agency/contract';
import type { OptionDef, OptionValue } from '@agency/contract/catalogue';
import { Button } from '@agency/ui-kit';
import { useState } from 'react';
import {
  acceptNumber,
  availability,
  describeValue,
  findVariant,
  isEmpty,
  NO_MATCH_MESSAGE,
  stepError,
  stepNumber,
  type Selection,
} from '../lib/chooser.ts';
import { money } from '../lib/money.ts';
import { TimeInput } from './TimeInput.tsx';
import './option-chooser.css';

export interface ChooserProps {
  product: Product;
  selection: Selection;
  onChange: (selection: Selection) => void;
  onAddToCart: () => void;
  onCheckout: () => void;
  /** The quantity control, shown with Add to Cart. */
  quantity?: React.ReactNode;
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
  const soldOut = variant?.qty === 0;

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
          </div>
        </>
      )}
      <p className="sf-match" aria-live="polite">
        {variant ? (
          <>
            <strong data-testid="variant-price">{money(variant.price_kobo)}</strong> ·{' '}
            <span data-testid="variant-qty">
              {soldOut ? 'Sold out' : `${variant.qty} in stock`}
            </span>
          </>
        ) : (
          <span className="sf-error">{NO_MATCH_MESSAGE}</span>
        )}
      </p>
    </section>
  );
}

function OptionField({
  name,
  option,
  product,
  selection,
  onSet,
}: {
  name: string;
  option: OptionDef;
  product: Product;
  selection: Selection;
  onSet: (name: string, value: OptionValue | undefined) => void;
}) {
  const value = selection[name];
  const id = `sf-opt-${name}`;
  const label = (
    <span className="sf-option__label" id={`${id}-label`}>
      {option.prompt}
      {option.required ? (
        <span className="sf-required"> (required)</span>
      ) : (
        <span className="uk-muted"> (optional)</span>
      )}
    </span>
  );
  if (option.type === 'list' || option.type === 'color') {
    const choices = option.options ?? [];
    const multi = option.type === 'list' && option.multi_select;
    const chosen = (choice: string) =>
      Array.isArray(value) ? value.includes(choice) : value === choice;
    return (
      <div className="sf-option" role="group" aria-labelledby={`${id}-label`}>
        {label}
        <div className="sf-choices">
          {choices.map((choice) => {
            const state = availability(product, selection, name, choice);
            const available = state === 'ok';
            const why = state === 'sold-out' ? 'sold out' : 'not available with your other choices';
            return (
              <button
                key={choice}
                type="button"
                className={`sf-choice${option.type === 'color' ? ' sf-choice--color' : ''}`}
                aria-pressed={chosen(choice)}
                data-available={available}
                data-sold-out={state === 'sold-out'}
                title={available ? undefined : why.charAt(0).toUpperCase() + why.slice(1)}
                onClick={() => {
                  if (multi) {
                    const list = Array.isArray(value) ? value : [];
                    onSet(
                      name,
                      chosen(choice) ? list.filter((o) => o !== choice) : [...list, choice],
                    );
                  } else onSet(name, choice);
                }}
              >
                {option.type === 'color' && (
                  <span className="sf-swatch" style={{ background: choice }} aria-hidden="true" />
                )}
                {/* As the store wrote it, first letter up ('500 g', '3 pairs', 'White'). */}
                {choice.charAt(0).toUpperCase() + choice.slice(1)}
                {!available && (
                  <span className={state === 'sold-out' ? 'sf-choice__note' : 'uk-visually-hidden'}>
                    {' '}
                    ({why})
                  </span>
                )}
              </button>
            );
          })}
        </div>
      </div>
    );
  }
  if (option.type === 'number') {
    const current = typeof value === 'number' ? value : option.min;
    return (
      <div className="sf-option">
        <label htmlFor={id}>{label}</label>
        <div className="sf-stepper">
          <button
            type="button"
            onClick={() => onSet(name, stepNumber(option, current, -1))}
            disabled={current <= option.min}
            aria-label={`Less ${option.unit}`}
          >
            −
          </button>
          <input
            id={id}
            type="number"
            min={option.min}
            max={option.max}
            step={option.step}
            value={current}
            onChange={(event) => {
              const accepted = acceptNumber(option, Number(event.target.value));
              if (accepted !== null) onSet(name, accepted);
            }}
          />
          <span className="sf-unit">{option.unit}</span>
          <button
            type="button"
            onClick={() => onSet(name, stepNumber(option, current, 1))}
            disabled={current >= option.max}
            aria-label={`More ${option.unit}`}
          >
            +
          </button>
        </div>
        <p className="uk-field__hint">
          From {option.min} to {option.max} {option.unit}, in steps of {option.step}.
        </p>
      </div>
    );
  }
  if (option.type === 'boolean') {
    return (
      <div className="sf-option">
        <label className="sf-check">
          <input
            type="checkbox"
            checked={value === true}
            onChange={(event) => onSet(name, event.target.checked)}
          />
          {label}
        </label>
      </div>
    );
  }
  return (
    <div className="sf-option">
      <label htmlFor={id}>{label}</label>
      {option.type === 'datetime' ? (
        <TimeInput
          id={id}
          value={typeof value === 'string' ? value : undefined}
          onChange={(next) => onSet(name, next)}
        />
      ) : (
        <input
          id={id}
          className="uk-input"
          type="text"
          maxLength={option.type === 'text' ? option.max : undefined}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onSet(name, event.target.value || undefined)}
        />
      )}
      {option.type === 'text' && <p className="uk-field__hint">Up to {option.max} characters.</p>}
    </div>
  );
}
