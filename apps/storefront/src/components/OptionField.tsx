import type { Product } from '@agency/contract';
import type { OptionDef, OptionValue } from '@agency/contract/catalogue';
import { acceptNumber, availability, stepNumber, type Selection } from '../lib/chooser.ts';
import { TimeInput } from './TimeInput.tsx';
import './option-chooser.css';

/**
 * One option's field, drawn by its type: a button per choice (a list or a colour, several for a
 * multi-select list), a stepper for a number, a tick box, a time, or a line of text.
 */
export function OptionField({
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
