import {
  describeSelection,
  isEmpty,
  modLabel,
  NO_MATCH_MESSAGE,
  optionLabel,
  scheduleProblem,
  type ModValue,
  type ProductMod,
  type Selection,
  variantMatches,
} from '@agency/contract';
import { HttpError } from '../lib/errors.ts';

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Options and variants that fit together: unique keys, ranges that make sense, variants that name real choices. */
export function checkProductShape(
  mods: readonly ProductMod[],
  variants: readonly { id?: string; mods: Record<string, string> }[],
): void {
  const keys = new Set<string>();
  for (const mod of mods) {
    if (keys.has(mod.key)) throw new HttpError(400, `Two options are called "${mod.key}"`);
    keys.add(mod.key);
    if (mod.type === 'number' && mod.min > mod.max)
      throw new HttpError(400, `${optionLabel(mod.key)}: the minimum is above the maximum`);
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
      const mod = mods.find((m) => m.key === key);
      if (!mod || (mod.type !== 'list' && mod.type !== 'color'))
        throw new HttpError(400, `A variant names "${key}", which is not a list or colour option`);
      if (mod.options && !mod.options.some((option) => sameText(option, value)))
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
}

function checkValue(mod: ProductMod, value: ModValue | undefined, product: string): void {
  const label = `${product}: ${modLabel(mod)}`;
  if (isEmpty(value)) {
    if (mod.required) throw new HttpError(400, `${label}: This field is required`);
    return;
  }
  const bad = () => new HttpError(400, `${label}: this choice is not offered`);
  switch (mod.type) {
    case 'list': {
      const values = Array.isArray(value) ? value : [value];
      if (values.length > 1 && !mod.multi_select) throw bad();
      if (!values.every((v) => typeof v === 'string' && mod.options.some((o) => sameText(o, v))))
        throw bad();
      return;
    }
    case 'color':
      if (typeof value !== 'string' || value.length > 60) throw bad();
      if (mod.options?.length && !mod.options.some((o) => sameText(o, value))) throw bad();
      return;
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) throw bad();
      const steps = (value - mod.min) / mod.step;
      if (value < mod.min || value > mod.max || Math.abs(steps - Math.round(steps)) > 1e-9)
        throw new HttpError(
          400,
          `${label}: choose from ${mod.min} to ${mod.max} ${mod.unit}`.trim(),
        );
      return;
    }
    case 'text':
      if (typeof value !== 'string') throw bad();
      if (value.length > mod.max)
        throw new HttpError(400, `${label}: at most ${mod.max} characters`);
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
  product: { name: string; mods: ProductMod[] },
  variant: { mods: Record<string, string> },
  shopperSelection: Selection,
): { label: string; value: string }[] {
  // Own keys only: an option called toString or constructor must not read Object.prototype.
  const selection: Selection = Object.assign(Object.create(null), shopperSelection);
  for (const key of Object.keys(selection))
    if (!product.mods.some((mod) => mod.key === key))
      throw new HttpError(400, `${product.name}: "${key}" is not an option of this item`);
  for (const mod of product.mods) checkValue(mod, selection[mod.key], product.name);
  if (!variantMatches(variant, selection))
    throw new HttpError(409, `${product.name}: ${NO_MATCH_MESSAGE}`);
  return describeSelection(product.mods, selection);
}
