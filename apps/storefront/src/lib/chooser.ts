import type { Product, Variant } from '@agency/contract';
import {
  isEmpty,
  type OptionDef,
  REQUIRED_MESSAGE,
  scheduleProblem,
  type Selection,
  unitsLeft,
  variantMatches,
} from '@agency/contract/catalogue';

/** The option chooser's rules (docs/product-rules.md); the ones the server shares live in the contract. */
export {
  describeSelection,
  describeValue,
  initialSelection,
  isEmpty,
  mediaFor,
  NO_MATCH_MESSAGE,
  optionLabel,
  pictureFor,
  REQUIRED_MESSAGE,
  type Selection,
} from '@agency/contract/catalogue';

type Chooseable = Pick<Product, 'variants'> & { track_stock?: boolean };
const same = (a: unknown, b: unknown) => String(a).toLowerCase() === String(b).toLowerCase();

/** The message that blocks Next on this option, if any. */
export function stepError(option: OptionDef, value: Selection[string]): string | null {
  if (option.required && isEmpty(value)) return REQUIRED_MESSAGE;
  // A delivery or booking time must still be ahead (the server refuses it too).
  if (option.type === 'datetime' && typeof value === 'string' && value)
    return scheduleProblem('', value);
  return null;
}

/** One step up or down, clamped to the range. */
export function stepNumber(
  option: Extract<OptionDef, { type: 'number' }>,
  current: number,
  direction: 1 | -1,
): number {
  const next = Math.round((current + direction * option.step) * 1e6) / 1e6;
  return Math.min(option.max, Math.max(option.min, next));
}

/** A typed number: kept when in range and on a step, otherwise the change is ignored (null). */
export function acceptNumber(
  option: Extract<OptionDef, { type: 'number' }>,
  value: number,
): number | null {
  if (!Number.isFinite(value) || value < option.min || value > option.max) return null;
  const steps = (value - option.min) / option.step;
  return Math.abs(steps - Math.round(steps)) < 1e-9 ? value : null;
}

/** The variant matching every chosen option, compared case-insensitively. */
export function findVariant(product: Chooseable, selection: Selection): Variant | undefined {
  return product.variants.find((variant) => variantMatches(variant, selection));
}

/**
 * Whether choosing `choice` for the option `name` can still lead to a variant in stock, given the
 * other choices: 'ok', 'sold-out' (it exists, none left) or 'unavailable' (no such combination).
 * Options no variant depends on are always 'ok'.
 */
export function availability(
  product: Chooseable,
  selection: Selection,
  name: string,
  choice: string,
): 'ok' | 'sold-out' | 'unavailable' {
  if (!product.variants.some((variant) => name in variant.mods)) return 'ok';
  const fitting = product.variants.filter(
    (variant) =>
      same(variant.mods[name], choice) &&
      Object.entries(variant.mods).every(
        ([key, value]) => key === name || isEmpty(selection[key]) || same(selection[key], value),
      ),
  );
  if (fitting.length === 0) return 'unavailable';
  return fitting.some((variant) => unitsLeft(product, variant) > 0) ? 'ok' : 'sold-out';
}
