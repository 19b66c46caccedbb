import type { MediaEntry } from '@agency/contract';
import { optionName, type ProductOption } from '@agency/contract/catalogue';
import { SelectField } from '@agency/ui-kit';
import { variantOptions } from './item-form.ts';

/**
 * "Show for": ties one picture to one choice of a list or colour option (the chocolate photo to
 * Flavour: Chocolate), kept as the picture's `mods`; the store shows it when that choice is
 * chosen, and a cart or order line of that choice carries it (docs/product-rules.md).
 */
export function PictureChoice({
  entry,
  index,
  options,
  onChange,
}: {
  entry: MediaEntry;
  index: number;
  options: ProductOption[];
  onChange: (mods: Record<string, string>) => void;
}) {
  const choosable = variantOptions(options);
  if (choosable.length === 0) return null;
  const tied = Object.entries(entry.mods);
  // A picture tied to several choices at once (through the API) keeps them until changed here.
  const value = tied.length === 0 ? '' : tied.length === 1 ? tieValue(tied[0]!) : 'kept';
  return (
    <SelectField
      label={
        <>
          Show for<span className="uk-visually-hidden"> (picture {index + 1})</span>
        </>
      }
      value={value}
      onChange={(e) => {
        const picked = e.target.value;
        if (picked === 'kept') return;
        const [key, ...rest] = picked.split(':');
        onChange(picked ? { [key!]: rest.join(':') } : {});
      }}
    >
      <option value="">Every choice</option>
      {tied.length > 1 && (
        <option value="kept">{tied.map(([, choice]) => choice).join(' and ')}</option>
      )}
      {choosable.map((option) => (
        <optgroup key={option.key} label={optionName(option)}>
          {option.options.map((choice) => (
            <option key={choice} value={tieValue([option.key, choice])}>
              {choice}
            </option>
          ))}
        </optgroup>
      ))}
    </SelectField>
  );
}

const tieValue = ([key, choice]: [string, string]) => `${key}:${choice}`;

/** The line under Pictures that says what "Show for" does, or how to get it. */
export function pictureTieHint(options: ProductOption[]): string {
  return variantOptions(options).length > 0
    ? 'Under “Show for”, tie a picture to one choice, like a flavour: shoppers who choose it see that picture, in their cart and order too.'
    : 'To show a picture for one choice, like a flavour or colour, add that option below first.';
}
