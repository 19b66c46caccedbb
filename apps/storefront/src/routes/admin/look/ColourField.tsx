import { Button } from '@agency/ui-kit';
import { useId } from 'react';
import { COLOUR_LABELS, colourError, suggestedShade } from './look-form.ts';

/**
 * A brand colour: the browser's colour picker and the same colour as text. While the colour is too
 * light for white text, the contract's message shows under it with a button that applies the
 * nearest readable shade.
 */
export function ColourField({
  field,
  value,
  onChange,
  hint,
}: {
  field: keyof typeof COLOUR_LABELS;
  value: string;
  onChange: (value: string) => void;
  hint: string;
}) {
  const id = useId();
  const label = COLOUR_LABELS[field];
  const problem = colourError(field, value);
  const shade = problem ? suggestedShade(value) : null;
  const picker = /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : '#000000';
  return (
    <div className="uk-field sa-colour">
      <label className="uk-field__label" htmlFor={`${id}-text`}>
        {label}
      </label>
      <div className="sa-colour__inputs">
        <input
          type="color"
          className="sa-colour__picker"
          value={picker}
          aria-label={`${label}, picker`}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          id={`${id}-text`}
          name={field}
          className="uk-input sa-colour__text"
          value={value}
          maxLength={7}
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : `${id}-hint`}
          onChange={(event) => onChange(event.target.value.trim())}
        />
      </div>
      {problem ? (
        <div className="sa-colour__problem">
          <span className="uk-field__error" id={`${id}-error`} role="status">
            {problem}
          </span>
          {shade && (
            <Button variant="secondary" small onClick={() => onChange(shade)}>
              Use {shade}
            </Button>
          )}
        </div>
      ) : (
        <span className="uk-field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
    </div>
  );
}
