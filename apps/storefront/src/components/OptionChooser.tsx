import type { Product } from '@agency/contract';
import type { Mod, ModValue } from '@agency/contract/catalogue';
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
  const mods = Object.fromEntries(product.mods.map((mod) => [mod.key, mod as Mod]));
  const names = product.mods.map((mod) => mod.key);
  const [step, setStep] = useState(0);
  const [editingFromSummary, setEditingFromSummary] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const summary = step >= names.length;
  const variant = findVariant(product, selection);
  const soldOut = variant?.qty === 0;

  const set = (name: string, value: ModValue | undefined) => {
    setError(null);
    onChange({ ...selection, [name]: value });
  };

  const next = () => {
    const name = names[step]!;
    const problem = stepError(mods[name]!, selection[name]);
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
            mod={mods[names[step]!]!}
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
                const mod = mods[name]!;
                return (
                  <div key={name} className="sf-summary__row">
                    <dt>{mod.prompt}</dt>
                    <dd>
                      <span>{describeValue(mod, selection[name])}</span>
                      <button
                        type="button"
                        className="sf-link"
                        onClick={() => {
                          setStep(index);
                          setEditingFromSummary(true);
                        }}
                        aria-label={`Edit ${mod.prompt}`}
                      >
                        Edit
                      </button>
                      {!mod.required && !isEmpty(selection[name]) && (
                        <button
                          type="button"
                          className="sf-link"
                          onClick={() => set(name, undefined)}
                          aria-label={`Clear ${mod.prompt}`}
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
  mod,
  product,
  selection,
  onSet,
}: {
  name: string;
  mod: Mod;
  product: Product;
  selection: Selection;
  onSet: (name: string, value: ModValue | undefined) => void;
}) {
  const value = selection[name];
  const id = `sf-opt-${name}`;
  const label = (
    <span className="sf-option__label" id={`${id}-label`}>
      {mod.prompt}
      {mod.required ? (
        <span className="sf-required"> (required)</span>
      ) : (
        <span className="uk-muted"> (optional)</span>
      )}
    </span>
  );
  if (mod.type === 'list' || mod.type === 'color') {
    const options = mod.options ?? [];
    const multi = mod.type === 'list' && mod.multi_select;
    const chosen = (option: string) =>
      Array.isArray(value) ? value.includes(option) : value === option;
    return (
      <div className="sf-option" role="group" aria-labelledby={`${id}-label`}>
        {label}
        <div className="sf-choices">
          {options.map((option) => {
            const state = availability(product, selection, name, option);
            const available = state === 'ok';
            const why = state === 'sold-out' ? 'sold out' : 'not available with your other choices';
            return (
              <button
                key={option}
                type="button"
                className={`sf-choice${mod.type === 'color' ? ' sf-choice--color' : ''}`}
                aria-pressed={chosen(option)}
                data-available={available}
                data-sold-out={state === 'sold-out'}
                title={available ? undefined : why.charAt(0).toUpperCase() + why.slice(1)}
                onClick={() => {
                  if (multi) {
                    const list = Array.isArray(value) ? value : [];
                    onSet(
                      name,
                      chosen(option) ? list.filter((o) => o !== option) : [...list, option],
                    );
                  } else onSet(name, option);
                }}
              >
                {mod.type === 'color' && (
                  <span className="sf-swatch" style={{ background: option }} aria-hidden="true" />
                )}
                {/* As the store wrote it, first letter up ('500 g', '3 pairs', 'White'). */}
                {option.charAt(0).toUpperCase() + option.slice(1)}
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
  if (mod.type === 'number') {
    const current = typeof value === 'number' ? value : mod.min;
    return (
      <div className="sf-option">
        <label htmlFor={id}>{label}</label>
        <div className="sf-stepper">
          <button
            type="button"
            onClick={() => onSet(name, stepNumber(mod, current, -1))}
            disabled={current <= mod.min}
            aria-label={`Less ${mod.unit}`}
          >
            −
          </button>
          <input
            id={id}
            type="number"
            min={mod.min}
            max={mod.max}
            step={mod.step}
            value={current}
            onChange={(event) => {
              const accepted = acceptNumber(mod, Number(event.target.value));
              if (accepted !== null) onSet(name, accepted);
            }}
          />
          <span className="sf-unit">{mod.unit}</span>
          <button
            type="button"
            onClick={() => onSet(name, stepNumber(mod, current, 1))}
            disabled={current >= mod.max}
            aria-label={`More ${mod.unit}`}
          >
            +
          </button>
        </div>
        <p className="uk-field__hint">
          From {mod.min} to {mod.max} {mod.unit}, in steps of {mod.step}.
        </p>
      </div>
    );
  }
  if (mod.type === 'boolean') {
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
      {mod.type === 'datetime' ? (
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
          maxLength={mod.type === 'text' ? mod.max : undefined}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onSet(name, event.target.value || undefined)}
        />
      )}
      {mod.type === 'text' && <p className="uk-field__hint">Up to {mod.max} characters.</p>}
    </div>
  );
}
