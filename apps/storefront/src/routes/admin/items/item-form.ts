import type { MediaEntry, Product, ProductRequest, ProductUpdateRequest } from '@agency/contract';
import {
  koboToNaira,
  nairaToKobo,
  type ProductFulfilment,
  type ProductOption,
  type ProductStatus,
} from '@agency/contract/catalogue';
import { liveTies } from './picture-ties.ts';

/** A variant row as typed: money in naira and stock as text until saved. */
export interface VariantRow {
  id?: string;
  mods: Record<string, string>;
  price: string;
  qty: string;
}

/** The item form's state. */
export interface ItemDraft {
  name: string;
  description: string;
  details: string;
  delivery: string;
  /** Picked from the store's categories (TagPicker). */
  tags: string[];
  /** 'draft': saved, not in the store until published. */
  status: ProductStatus;
  price_suffix: '' | '/mo';
  mods: ProductOption[];
  variants: VariantRow[];
  media: MediaEntry[];
  /** Shipped, e-mailed (digital) or booked (a service). */
  fulfilment: ProductFulfilment;
  /** False: "Don't track stock" (made to order); the rows' stock is neither asked nor sent. */
  track_stock: boolean;
  /** Days of notice (made to order), as typed: '' or '0' for none. */
  lead_days: string;
}

export const EMPTY_ITEM: ItemDraft = {
  name: '',
  description: '',
  details: '',
  delivery: '',
  tags: [],
  status: 'active',
  price_suffix: '',
  mods: [],
  variants: [{ mods: {}, price: '', qty: '' }],
  media: [],
  fulfilment: 'shipped',
  track_stock: true,
  lead_days: '',
};

export function fromProduct(product: Product): ItemDraft {
  return {
    name: product.name,
    description: product.description,
    details: product.details,
    delivery: product.delivery,
    tags: product.tags,
    status: product.status,
    price_suffix: product.price_suffix === '/mo' ? '/mo' : '',
    mods: product.mods,
    variants: product.variants.map((v) => ({
      id: v.id,
      mods: v.mods,
      price: String(koboToNaira(v.price_kobo)),
      qty: String(v.qty),
    })),
    media: product.media,
    fulfilment: product.fulfilment ?? 'shipped',
    track_stock: product.track_stock ?? true,
    lead_days: product.lead_days ? String(product.lead_days) : '',
  };
}

/** "Gift wrap" → giftWrap: an option's key, which the cart reads back as "Gift wrap". */
export function optionKey(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const key = words
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase()))
    .join('');
  return /^[a-z]/.test(key) ? key : `option${key}`;
}

/** Options a variant row chooses between: lists and colours with choices. */
export function variantOptions(
  options: ProductOption[],
): (ProductOption & { options: string[] })[] {
  return options.filter(
    (option): option is ProductOption & { options: string[] } =>
      (option.type === 'list' || option.type === 'color') && (option.options?.length ?? 0) > 0,
  );
}

/** One row per combination of the list and colour choices, keeping rows that exist. */
export function everyCombination(options: ProductOption[], rows: VariantRow[]): VariantRow[] {
  let combos: Record<string, string>[] = [{}];
  for (const option of variantOptions(options))
    combos = combos.flatMap((combo) => option.options.map((o) => ({ ...combo, [option.key]: o })));
  const same = (a: Record<string, string>, b: Record<string, string>) =>
    Object.keys(a).length === Object.keys(b).length &&
    Object.entries(a).every(([k, v]) => b[k] === v);
  const fallback = rows[0];
  return combos.map(
    (choices) =>
      rows.find((row) => same(row.mods, choices)) ?? {
        mods: choices,
        price: fallback?.price ?? '',
        qty: fallback?.qty ?? '',
      },
  );
}

/**
 * The fields a message can stand under: the name, a row's price or stock (by row), an option's
 * name or question (by option).
 */
export type DraftField =
  | 'name'
  | `price-${number}`
  | `qty-${number}`
  | `key-${number}`
  | `prompt-${number}`;

/** What is wrong before sending, field by field (the server checks it all again). */
export function draftErrors(draft: ItemDraft): Partial<Record<DraftField, string>> {
  const errors: Partial<Record<DraftField, string>> = {};
  if (draft.name.trim().length < 2)
    errors.name = 'Give the item a name of at least 2 characters, like Peppered Snails.';
  draft.variants.forEach((row, index) => {
    const price = Number(row.price);
    const qty = Number(row.qty);
    if (row.price.trim() === '' || !Number.isFinite(price) || price < 0)
      errors[`price-${index}`] = 'Enter a price in naira, like 4500.';
    if (draft.track_stock && (row.qty.trim() === '' || !Number.isInteger(qty) || qty < 0))
      errors[`qty-${index}`] = 'Enter the stock as whole units, like 12.';
  });
  const seen = new Set<string>();
  draft.mods.forEach((option, index) => {
    if (seen.has(option.key))
      errors[`key-${index}`] = 'Another option has this name: give this one its own.';
    seen.add(option.key);
    if (!option.prompt.trim())
      errors[`prompt-${index}`] = 'Write the question shoppers answer, like “Choose a size”.';
  });
  return errors;
}

/** The request the API takes: naira to kobo, stock to numbers, tags split. */
export function toRequest(draft: ItemDraft): ProductRequest {
  const known = new Set(variantOptions(draft.mods).map((m) => m.key));
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    details: draft.details.trim(),
    delivery: draft.delivery.trim(),
    tags: [...new Set(draft.tags.map((t) => t.trim().toLowerCase()).filter(Boolean))],
    status: draft.status,
    price_suffix: draft.price_suffix,
    mods: draft.mods,
    variants: draft.variants.map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      // Choices of options since removed are dropped with them.
      mods: Object.fromEntries(Object.entries(row.mods).filter(([k, v]) => known.has(k) && v)),
      price_kobo: nairaToKobo(Number(row.price)),
      // An item made to order keeps whatever stock it had (0 when none was typed).
      qty: draft.track_stock ? Number(row.qty) : Number(row.qty) || 0,
    })),
    media: liveTies(draft.media, draft.mods),
    fulfilment: draft.fulfilment,
    track_stock: draft.track_stock,
    lead_days: Number(draft.lead_days) || 0,
  };
}

/**
 * A save of an item opened from `product`: the whole form, and the stock version it was opened
 * with, so the API refuses it (409 'Stock changed since you opened this item …') if an order came
 * in meanwhile instead of writing back the stock the form showed.
 */
export function toUpdateRequest(draft: ItemDraft, product: Product): ProductUpdateRequest {
  return { ...toRequest(draft), stock_version: product.stock_version };
}
