import { MOD_TYPES, type ModType, modLabel, type ProductMod } from '@agency/contract/catalogue';
import { Button, type FieldErrors } from '@agency/ui-kit';
import { CellError, cellErrorProps } from './CellError.tsx';
import { type DraftField, optionKey } from './item-form.ts';

const TYPE_LABELS: Record<ModType, string> = {
  list: 'A list of choices',
  number: 'A number',
  text: 'Text (a note, an engraving)',
  boolean: 'Yes or no',
  datetime: 'A date and time',
  color: 'A colour',
};

/** A fresh option of a type, with that type's fields. */
function blank(type: ModType, key: string, prompt: string, required: boolean): ProductMod {
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
  mods,
  errors,
  onChange,
}: {
  mods: ProductMod[];
  errors: FieldErrors<DraftField>;
  onChange: (mods: ProductMod[]) => void;
}) {
  const update = (index: number, next: ProductMod) =>
    onChange(mods.map((mod, i) => (i === index ? next : mod)));
  // Messages stand at an option's place: when options move, come or go (or a name changes, which
  // may end a clash with another), the old ones no longer point at the right option.
  const forget = (fields: ('key' | 'prompt')[], count = mods.length + 1) => {
    for (let i = 0; i < count; i++) for (const field of fields) errors.clear(`${field}-${i}`);
  };
  const reshape = (next: ProductMod[]) => {
    forget(['key', 'prompt'], Math.max(mods.length, next.length));
    onChange(next);
  };
  return (
    <div className="sa-options">
      {mods.length === 0 && (
        <p className="uk-muted">
          No options: shoppers add this item to their cart at once. Add an option for sizes,
          colours, a note or a delivery time.
        </p>
      )}
      {mods.map((mod, index) => {
        const id = `sa-opt-${index}`;
        const numeric = (field: 'min' | 'max' | 'step', value: string) =>
          mod.type === 'number' && update(index, { ...mod, [field]: Number(value) });
        return (
          <fieldset key={`${mod.key}-${index}`} className="sa-option">
            <legend>
              Option {index + 1}: {modLabel(mod)}
            </legend>
            <div className="sa-grid">
              <label>
                <span>Name</span>
                <input
                  className="uk-input"
                  defaultValue={modLabel(mod)}
                  onBlur={(e) => {
                    // The name as typed is the option's label in carts and orders ("Crate note").
                    const name = e.target.value.trim().slice(0, 40);
                    update(index, {
                      ...mod,
                      key: optionKey(name || 'option'),
                      ...(name ? { label: name } : {}),
                    });
                    forget(['key']);
                  }}
                  {...cellErrorProps(errors, `key-${index}`, `${id}-key`)}
                />
                <CellError errors={errors} field={`key-${index}`} />
                <small id={`${id}-key`} className="uk-muted">
                  Shown in the cart as “{modLabel(mod)}”
                </small>
              </label>
              <label>
                <span>Kind</span>
                <select
                  className="uk-input"
                  value={mod.type}
                  onChange={(e) =>
                    update(
                      index,
                      blank(e.target.value as ModType, mod.key, mod.prompt, mod.required),
                    )
                  }
                >
                  {MOD_TYPES.map((type) => (
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
                  value={mod.prompt}
                  placeholder="e.g. Choose a size"
                  {...cellErrorProps(errors, `prompt-${index}`)}
                  onChange={(e) => {
                    update(index, { ...mod, prompt: e.target.value });
                    errors.clear(`prompt-${index}`);
                  }}
                />
                <CellError errors={errors} field={`prompt-${index}`} />
              </label>
              {(mod.type === 'list' || mod.type === 'color') && (
                <label className="sa-wide">
                  <span>Choices, separated by commas</span>
                  <input
                    className="uk-input"
                    defaultValue={(mod.options ?? []).join(', ')}
                    placeholder={
                      mod.type === 'color' ? 'e.g. white, black' : 'e.g. Small, Medium, Large'
                    }
                    onBlur={(e) => update(index, { ...mod, options: splitChoices(e.target.value) })}
                  />
                </label>
              )}
              {mod.type === 'number' && (
                <>
                  {(['min', 'max', 'step'] as const).map((field) => (
                    <label key={field}>
                      <span>{{ min: 'Lowest', max: 'Highest', step: 'Step' }[field]}</span>
                      <input
                        className="uk-input"
                        type="number"
                        value={mod[field]}
                        onChange={(e) => numeric(field, e.target.value)}
                      />
                    </label>
                  ))}
                  <label>
                    <span>Unit</span>
                    <input
                      className="uk-input"
                      value={mod.unit}
                      placeholder="e.g. kg"
                      onChange={(e) => update(index, { ...mod, unit: e.target.value })}
                    />
                  </label>
                </>
              )}
              {mod.type === 'text' && (
                <label>
                  <span>Most characters</span>
                  <input
                    className="uk-input"
                    type="number"
                    min={1}
                    max={500}
                    value={mod.max}
                    onChange={(e) => update(index, { ...mod, max: Number(e.target.value) })}
                  />
                </label>
              )}
            </div>
            <div className="sa-option__foot">
              <label className="sa-check">
                <input
                  type="checkbox"
                  checked={mod.required}
                  onChange={(e) => update(index, { ...mod, required: e.target.checked })}
                />
                Required
              </label>
              {mod.type === 'list' && (
                <label className="sa-check">
                  <input
                    type="checkbox"
                    checked={mod.multi_select}
                    onChange={(e) => update(index, { ...mod, multi_select: e.target.checked })}
                  />
                  Shoppers may pick several
                </label>
              )}
              <Button
                variant="ghost"
                small
                disabled={index === 0}
                onClick={() => {
                  const next = [...mods];
                  [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
                  reshape(next);
                }}
              >
                Move up
              </Button>
              <Button
                variant="ghost"
                small
                onClick={() => reshape(mods.filter((_, i) => i !== index))}
              >
                Remove option {modLabel(mod)}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <Button
        variant="secondary"
        onClick={() => {
          let n = mods.length + 1;
          while (mods.some((m) => m.key === `option${n}`)) n += 1;
          reshape([...mods, blank('list', `option${n}`, '', true)]);
        }}
      >
        Add an option
      </Button>
    </div>
  );
}
