import type { Item, MediaEntry, Mod, ModValue, Variant } from '../catalog/types.ts';

/** The chosen value of each option, by option name. */
export type Selection = Record<string, ModValue | undefined>;

export const REQUIRED_MESSAGE = 'This field is required';
export const NO_MATCH_MESSAGE = 'No variants match selected';

const same = (a: unknown, b: unknown) => String(a).toLowerCase() === String(b).toLowerCase();

/** Required list and colour options start on their first choice, numbers on their minimum. */
export function initialSelection(mods: Record<string, Mod>): Selection {
  const selection: Selection = {};
  for (const [name, mod] of Object.entries(mods)) {
    if (mod.type === 'number') selection[name] = mod.min;
    else if ((mod.type === 'list' || mod.type === 'color') && mod.required && mod.options?.length) {
      selection[name] =
        mod.type === 'list' && mod.multi_select ? [mod.options[0]!] : mod.options[0];
    }
  }
  return selection;
}

export function isEmpty(value: ModValue | undefined): boolean {
  return value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The message that blocks Next on this option, if any. */
export function stepError(mod: Mod, value: ModValue | undefined): string | null {
  return mod.required && isEmpty(value) ? REQUIRED_MESSAGE : null;
}

/** One step up or down, clamped to the range. */
export function stepNumber(
  mod: Extract<Mod, { type: 'number' }>,
  current: number,
  direction: 1 | -1,
): number {
  const next = Math.round((current + direction * mod.step) * 1e6) / 1e6;
  return Math.min(mod.max, Math.max(mod.min, next));
}

/** A typed number: kept when in range and on a step, otherwise the change is ignored (null). */
export function acceptNumber(mod: Extract<Mod, { type: 'number' }>, value: number): number | null {
  if (!Number.isFinite(value) || value < mod.min || value > mod.max) return null;
  const steps = (value - mod.min) / mod.step;
  return Math.abs(steps - Math.round(steps)) < 1e-9 ? value : null;
}

function matches(variant: Variant, selection: Selection, except?: string): boolean {
  return Object.entries(variant.mods).every(([name, value]) => {
    if (name === except) return true;
    const chosen = selection[name];
    return !isEmpty(chosen) && same(chosen, value);
  });
}

/** The variant matching every chosen option, compared case-insensitively. */
export function findVariant(item: Item, selection: Selection): Variant | undefined {
  return item.variants.find((variant) => matches(variant, selection));
}

/**
 * Whether choosing `option` for `name` can still lead to a variant, given the other choices
 * (options no variant depends on are always available).
 */
export function isAvailable(
  item: Item,
  selection: Selection,
  name: string,
  option: string,
): boolean {
  if (!item.variants.some((variant) => name in variant.mods)) return true;
  return item.variants.some(
    (variant) =>
      same(variant.mods[name], option) &&
      Object.entries(variant.mods).every(
        ([key, value]) => key === name || isEmpty(selection[key]) || same(selection[key], value),
      ),
  );
}

/** The pictures for the current choices: entries whose options all match, else every picture. */
export function mediaFor(item: Item, selection: Selection): MediaEntry[] {
  const fitting = item.media.filter((entry) =>
    Object.entries(entry.mods).every(([name, value]) => same(selection[name], value)),
  );
  const specific = fitting.filter((entry) => Object.keys(entry.mods).length > 0);
  return specific.length > 0 ? fitting : item.media;
}

/** How a chosen value reads in the summary and the cart. */
export function describeValue(mod: Mod, value: ModValue | undefined): string {
  if (isEmpty(value)) return 'Not set';
  if (mod.type === 'boolean') return value ? 'Yes' : 'No';
  if (mod.type === 'number') return `${value} ${mod.unit}`;
  if (mod.type === 'datetime')
    return new Date(String(value)).toLocaleString('en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/** An option's short name for the cart and checkout: size → Size, giftWrap → Gift wrap, color → Colour. */
export function optionLabel(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\bcolor\b/, 'colour');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
