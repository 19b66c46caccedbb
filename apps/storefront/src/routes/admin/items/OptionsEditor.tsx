import {
  OPTION_TYPES,
  type OptionType,
  optionName,
  type ProductOption,
} from '@agency/contract/catalogue';
import { Button, type FieldErrors } from '@agency/ui-kit';
import { useRef } from 'react';
import { CellError, cellErrorProps } from './CellError.tsx';
import { type DraftField, optionKey } from './item-form.ts';

const TYPE_LABELS: Record<OptionType, string> = {
  list: 'A list of choices',
  number: 'A number',
  text: 'Text (a note, an engraving)',
  boolean: 'Yes or no',
  datetime: 'A date and time',
  color: 'A colour',
};

/** A fresh option of a type, with that type's fields. */
function blank(type: OptionType, key: string, prompt: string, required: boolean): ProductOption {
  switch (type) {
    case 'list':
      return { key, type, prompt, required, options: [], multi_select: false };
    case 'number':
      return { key, type, prompt, required, min: 1, max: 10, step: 1, unit: '' };
    case 'text':
      return { key, type, prompt, required, max: 50 };
    case 'color':
      return { key, type, prompt, required, options: [] };
    default:
      return { key, type, prompt, required };
  }
}

const splitChoices = (text: string) =>
  text
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);

/** The item's options, in the order the shopper's chooser steps through them. */
export function OptionsEditor({
  options,
  errors,
  onChange,
}: {
  options: ProductOption[];
  errors: FieldErrors<DraftField>;
  onChange: (options: ProductOption[]) => void;
}) {
  // Each option's fields keep their identity (and the focus, and what is typed in them) while its
  // name changes: React's key for an option is a number it keeps until it is removed, never its
  // name, which the Name field rewrites on leaving it.
  const ids = useRef<number[]>([]);
  const nextId = useRef(0);
  const fresh = () => nextId.current++;
  if (ids.current.length !== options.length) ids.current = options.map(fresh);
  const update = (index: number, next: ProductOption) =>
    onChange(options.map((option, i) => (i === index ? next : option)));
  // Messages stand at an option's place: when options move, come or go (or a name changes, which
  // may end a clash with another), the old ones no longer point at the right option.
  const forget = (fields: ('key' | 'prompt')[], count = options.length + 1) => {
    for (let i = 0; i < count; i++) for (const field of fields) errors.clear(`${field}-${i}`);
  };
  /** Options moved, added or removed; `nextIds` are their keys in the new order. */
  const reshape = (next: ProductOption[], nextIds: number[]) => {
    forget(['key', 'prompt'], Math.max(options.length, next.length));
    ids.current = nextIds;
    onChange(next);
  };
  return (
    <div className="sa-options">
      {options.length === 0 && (
        <p className="uk-muted">
          No options: shoppers add this item to their cart at once. Add an option for sizes,
          colours, a note or a delivery time.
        </p>
      )}
      {options.map((option, index) => {
        const id = `sa-opt-${index}`;
        const numeric = (field: 'min' | 'max' | 'step', value: string) =>
          option.type === 'number' && update(index, { ...option, [field]: Number(value) });
        return (
          <fieldset key={ids.current[index]} className="sa-option">
            <legend>
              Option {index + 1}: {optionName(option)}
            </legend>
            <div className="sa-grid">
              <label>
                <span>Name</span>
                <input
                  className="uk-input"
                  defaultValue={optionName(option)}
                  onBlur={(e) => {
                    // The name as typed is the option's label in carts and orders ("Crate note").
                    const name = e.target.value.trim().slice(0, 40);
                    update(index, {
                      ...option,
                      key: optionKey(name || 'option'),
                      ...(name ? { label: name } : {}),
                    });
                    forget(['key']);
                  }}
                  {...cellErrorProps(errors, `key-${index}`, `${id}-key`)}
                />
                <CellError errors={errors} field={`key-${index}`} />
                <small id={`${id}-key`} className="uk-muted">
                  Shown in the cart as “{optionName(option)}”
                </small>
              </label>
              <label>
                <span>Kind</span>
                <select
                  className="uk-input"
                  value={option.type}
                  onChange={(e) =>
                    update(
                      index,
                      blank(
                        e.target.value as OptionType,
                        option.key,
                        option.prompt,
                        option.required,
                      ),
                    )
                  }
                >
                  {OPTION_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {TYPE_LABELS[type]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="sa-wide">
                <span>Question to the shopper</span>
                <input
                  className="uk-input"
                  value={option.prompt}
                  placeholder="e.g. Choose a size"
                  {...cellErrorProps(errors, `prompt-${index}`)}
                  onChange={(e) => {
                    update(index, { ...option, prompt: e.target.value });
                    errors.clear(`prompt-${index}`);
                  }}
                />
                <CellError errors={errors} field={`prompt-${index}`} />
              </label>
              {(option.type === 'list' || option.type === 'color') && (
                <label className="sa-wide">
                  <span>Choices, separated by commas</span>
                  <input
                    className="uk-input"
                    defaultValue={(option.options ?? []).join(', ')}
                    placeholder={
                      option.type === 'color' ? 'e.g. white, black' : 'e.g. Small, Medium, Large'
                    }
                    onBlur={(e) =>
                      update(index, { ...option, options: splitChoices(e.target.value) })
                    }
                  />
                </label>
              )}
              {option.type === 'number' && (
                <>
                  {(['min', 'max', 'step'] as const).map((field) => (
                    <label key={field}>
                      <span>{{ min: 'Lowest', max: 'Highest', step: 'Step' }[field]}</span>
                      <input
                        className="uk-input"
                        type="number"
                        value={option[field]}
                        onChange={(e) => numeric(field, e.target.value)}
                      />
                    </label>
                  ))}
                  <label>
                    <span>Unit</span>
                    <input
                      className="uk-input"
                      value={option.unit}
                      placeholder="e.g. kg"
                      onChange={(e) => update(index, { ...option, unit: e.target.value })}
                    />
                  </label>
                </>
              )}
              {option.type === 'text' && (
                <label>
                  <span>Most characters</span>
                  <input
                    className="uk-input"
                    type="number"
                    min={1}
                    max={500}
                    value={option.max}
                    onChange={(e) => update(index, { ...option, max: Number(e.target.value) })}
                  />
                </label>
              )}
            </div>
            <div className="sa-option__foot">
              <label className="sa-check">
                <input
                  type="checkbox"
                  checked={option.required}
                  onChange={(e) => update(index, { ...option, required: e.target.checked })}
                />
                Required
              </label>
              {option.type === 'list' && (
                <label className="sa-check">
                  <input
                    type="checkbox"
                    checked={option.multi_select}
                    onChange={(e) => update(index, { ...option, multi_select: e.target.checked })}
                  />
                  Shoppers may pick several
                </label>
              )}
              <Button
                variant="ghost"
                small
                disabled={index === 0}
                onClick={() => {
                  const next = [...options];
                  const nextIds = [...ids.current];
                  [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
                  [nextIds[index - 1], nextIds[index]] = [nextIds[index]!, nextIds[index - 1]!];
                  reshape(next, nextIds);
                }}
              >
                Move up
              </Button>
              <Button
                variant="ghost"
                small
                onClick={() =>
                  reshape(
                    options.filter((_, i) => i !== index),
                    ids.current.filter((_, i) => i !== index),
                  )
                }
              >
                Remove option {optionName(option)}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <Button
        variant="secondary"
        onClick={() => {
          let n = options.length + 1;
          while (options.some((m) => m.key === `option${n}`)) n += 1;
          reshape([...options, blank('list', `option${n}`, '', true)], [...ids.current, fresh()]);
        }}
      >
        Add an option
      </Button>
    </div>
  );
}
