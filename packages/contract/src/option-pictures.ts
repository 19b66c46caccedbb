/**
 * Pictures that follow an option (docs/product-rules.md, "Pictures per choice"): a product's
 * picture may name choices in its `mods` ({ flavour: 'Chocolate' }), and the chosen choices pick
 * the pictures shown. The item page, the cart, a restored cart and a placed order's line all use
 * this one rule, so the line shows the picture the shopper saw.
 */
import type { Selection } from './option-rules.ts';

interface PictureLike {
  file: string;
  mods: Record<string, string>;
}

const same = (a: unknown, b: unknown) => String(a).toLowerCase() === String(b).toLowerCase();

/** Whether every choice a picture names is chosen (a multi-choice list counts each of its choices). */
function fits(picture: PictureLike, selection: Selection): boolean {
  return Object.entries(picture.mods).every(([key, value]) => {
    const chosen = selection[key];
    return Array.isArray(chosen) ? chosen.some((c) => same(c, value)) : same(chosen, value);
  });
}

/**
 * The pictures for the current choices: those tied to a chosen choice first (the main picture is
 * the chosen flavour's), then the ones shown for every choice. When no tied picture fits, all of
 * them, in the owner's order.
 */
export function mediaFor<P extends PictureLike>(
  product: { media: readonly P[] },
  selection: Selection,
): P[] {
  const tied = product.media.filter(
    (entry) => Object.keys(entry.mods).length > 0 && fits(entry, selection),
  );
  if (tied.length === 0) return [...product.media];
  return [...tied, ...product.media.filter((entry) => Object.keys(entry.mods).length === 0)];
}

/** The one picture of a cart or order line: the first for its choices, '' when the item has none. */
export function pictureFor(media: readonly PictureLike[], selection: Selection): string {
  return mediaFor({ media }, selection)[0]?.file ?? '';
}
