/**
 * A product's options and what a shopper chose of them (docs/product-rules.md, Catalogue): the
 * kinds of option, matching a variant, the first choice, and how a choice reads. No zod here:
 * the item page imports it through '@agency/contract/catalogue'.
 */
import { formatLagosTime } from './lagos-time.ts';

/** The six kinds of product option (docs/product-rules.md, Catalogue). */
export const OPTION_TYPES = ['list', 'number', 'text', 'boolean', 'datetime', 'color'] as const;
export type OptionType = (typeof OPTION_TYPES)[number];

interface OptionBase {
  prompt: string;
  required: boolean;
  /** What carts, orders and mails call the option ("Crate note"); its key made readable when unset. */
  label?: string;
}

/** One option of a product, as defined: how the shopper chooses it (the words: Product in catalogue.ts). */
export type OptionDef =
  | (OptionBase & { type: 'list'; options: string[]; multi_select: boolean })
  | (OptionBase & { type: 'number'; min: number; max: number; step: number; unit: string })
  | (OptionBase & { type: 'text'; max: number })
  | (OptionBase & { type: 'boolean' })
  | (OptionBase & { type: 'datetime' })
  | (OptionBase & { type: 'color'; options?: string[] });

/** An option with its key, as products list them: in the order the chooser steps through. */
export type ProductOption = OptionDef & { key: string };

export type OptionValue = string | number | boolean | string[];
/** The chosen value of each option, by option key. */
export type Selection = Record<string, OptionValue | undefined>;

export interface VariantLike {
  mods: Record<string, string>;
}

export const REQUIRED_MESSAGE = 'This field is required';
export const NO_MATCH_MESSAGE = 'No variants match selected';

const same = (a: unknown, b: unknown) => String(a).toLowerCase() === String(b).toLowerCase();

export function isEmpty(value: OptionValue | undefined): boolean {
  return value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Whether a variant fits every chosen option it depends on (case-insensitive, docs/product-rules.md). */
export function variantMatches(variant: VariantLike, selection: Selection): boolean {
  return Object.entries(variant.mods).every(([name, value]) => {
    const chosen = selection[name];
    return !isEmpty(chosen) && same(chosen, value);
  });
}

/** Required list and colour options start on their first choice, numbers on their minimum. */
export function initialSelection(options: readonly ProductOption[]): Selection {
  const selection: Selection = {};
  for (const option of options) {
    if (option.type === 'number') selection[option.key] = option.min;
    else if (
      (option.type === 'list' || option.type === 'color') &&
      option.required &&
      option.options?.length
    )
      selection[option.key] =
        option.type === 'list' && option.multi_select ? [option.options[0]!] : option.options[0];
  }
  return selection;
}

/** How a chosen value reads in the summary, the cart, the order and the store's mail. */
export function describeValue(option: OptionDef, value: OptionValue | undefined): string {
  if (isEmpty(value)) return 'Not set';
  if (option.type === 'boolean') return value ? 'Yes' : 'No';
  if (option.type === 'number') return `${value} ${option.unit}`.trim();
  if (option.type === 'datetime') return formatLagosTime(String(value));
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/** What a line calls an option: its own label, else a name made from its key. */
export function optionName(option: { key: string; label?: string }): string {
  return option.label?.trim() || optionLabel(option.key);
}

/** An option's short name: size → Size, giftWrap → Gift wrap, color → Colour. */
export function optionLabel(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\bcolor\b/, 'colour');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The options a line shows: every chosen, non-empty one, in the product's order. */
export function describeSelection(
  options: readonly ProductOption[],
  selection: Selection,
): { label: string; value: string }[] {
  return options
    .filter(
      (option) =>
        !isEmpty(selection[option.key]) && !(option.type === 'boolean' && !selection[option.key]),
    )
    .map((option) => ({
      label: optionName(option),
      value: describeValue(option, selection[option.key]),
    }));
}
