import {
  describeSelection,
  isEmpty,
  optionName,
  NO_MATCH_MESSAGE,
  optionLabel,
  scheduleProblem,
  type OptionValue,
  type ProductOption,
  type Selection,
  variantMatches,
} from '@agency/contract';
import { HttpError } from '../lib/errors.ts';

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Options, variants and pictures that fit together: unique keys, ranges that make sense, variants
 * and pictures that name real choices (a picture tied to a choice the item does not offer would
 * never show, or show for the wrong one).
 */
export function checkProductShape(
  options: readonly ProductOption[],
  variants: readonly { id?: string; mods: Record<string, string> }[],
  media: readonly { mods: Record<string, string> }[] = [],
): void {
  const keys = new Set<string>();
  for (const option of options) {
    if (keys.has(option.key)) throw new HttpError(400, `Two options are called "${option.key}"`);
    keys.add(option.key);
    if (option.type === 'number' && option.min > option.max)
      throw new HttpError(400, `${optionLabel(option.key)}: the minimum is above the maximum`);
  }
  const seen = new Set<string>();
  const ids = new Set<string>();
  for (const variant of variants) {
    // One id twice would update one row twice and silently lose a variant.
    if (variant.id) {
      if (ids.has(variant.id.toLowerCase()))
        throw new HttpError(400, 'Two variants have the same id');
      ids.add(variant.id.toLowerCase());
    }
    for (const [key, value] of Object.entries(variant.mods)) {
      const option = options.find((m) => m.key === key);
      if (!option || (option.type !== 'list' && option.type !== 'color'))
        throw new HttpError(400, `A variant names "${key}", which is not a list or colour option`);
      if (option.options && !option.options.some((choice) => sameText(choice, value)))
        throw new HttpError(
          400,
          `A variant names "${value}", which is not a choice of ${optionLabel(key)}`,
        );
    }
    const signature = JSON.stringify(
      Object.entries(variant.mods)
        .map(([k, v]) => [k, v.toLowerCase()])
        .sort(),
    );
    if (seen.has(signature)) throw new HttpError(400, 'Two variants have the same choices');
    seen.add(signature);
  }
  for (const [index, picture] of media.entries())
    for (const [key, value] of Object.entries(picture.mods)) {
      const option = options.find((m) => m.key === key);
      if (!option || (option.type !== 'list' && option.type !== 'color'))
        throw new HttpError(
          400,
          `Picture ${index + 1} is tied to "${key}", which is not a list or colour option of this item`,
        );
      if (option.options && !option.options.some((choice) => sameText(choice, value)))
        throw new HttpError(
          400,
          `Picture ${index + 1} is tied to "${value}", which is not a choice of ${optionName(option)}`,
        );
    }
}

function checkValue(option: ProductOption, value: OptionValue | undefined, product: string): void {
  const label = `${product}: ${optionName(option)}`;
  if (isEmpty(value)) {
    if (option.required) throw new HttpError(400, `${label}: This field is required`);
    return;
  }
  const bad = () => new HttpError(400, `${label}: this choice is not offered`);
  switch (option.type) {
    case 'list': {
      const values = Array.isArray(value) ? value : [value];
      if (values.length > 1 && !option.multi_select) throw bad();
      if (!values.every((v) => typeof v === 'string' && option.options.some((o) => sameText(o, v))))
        throw bad();
      return;
    }
    case 'color':
      if (typeof value !== 'string' || value.length > 60) throw bad();
      if (option.options?.length && !option.options.some((o) => sameText(o, value))) throw bad();
      return;
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) throw bad();
      const steps = (value - option.min) / option.step;
      if (value < option.min || value > option.max || Math.abs(steps - Math.round(steps)) > 1e-9)
        throw new HttpError(
          400,
          `${label}: choose from ${option.min} to ${option.max} ${option.unit}`.trim(),
        );
      return;
    }
    case 'text':
      if (typeof value !== 'string') throw bad();
      if (value.length > option.max)
        throw new HttpError(400, `${label}: at most ${option.max} characters`);
      return;
    case 'boolean':
      if (typeof value !== 'boolean') throw bad();
      return;
    case 'datetime':
      if (typeof value !== 'string' || value.length > 40)
        throw new HttpError(400, `${label}: enter a date and time`);
      {
        // A delivery or booking time that has passed cannot be kept (Lagos time, WAT).
        const problem = scheduleProblem(label, value);
        if (problem) throw new HttpError(400, problem);
      }
      return;
  }
}

/**
 * A shopper's choices for one line, checked against the product as the server has it: every
 * option offered, every required one set, and the variant the line names the one they match.
 * Returns the options as the order shows them.
 */
export function checkSelection(
  product: { name: string; mods: ProductOption[] },
  variant: { mods: Record<string, string> },
  shopperSelection: Selection,
): { label: string; value: string }[] {
  // Own keys only: an option called toString or constructor must not read Object.prototype.
  const selection: Selection = Object.assign(Object.create(null), shopperSelection);
  for (const key of Object.keys(selection))
    if (!product.mods.some((option) => option.key === key))
      throw new HttpError(400, `${product.name}: "${key}" is not an option of this item`);
  for (const option of product.mods) checkValue(option, selection[option.key], product.name);
  if (!variantMatches(variant, selection))
    throw new HttpError(409, `${product.name}: ${NO_MATCH_MESSAGE}`);
  return describeSelection(product.mods, selection);
}
