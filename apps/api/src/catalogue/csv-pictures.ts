/**
 * Pictures per choice in the CSV file, as Shopify's `Variant Image` column has them: an export
 * names each variant's own picture, an import ties a named picture to the choices of the variants
 * that name it (docs/product-rules.md, "CSV import and export"). So an export edited in a
 * spreadsheet and imported back keeps its pictures' ties, and a Shopify export brings its own.
 */
import { type MediaEntry, mediaFor } from '@agency/contract';

/** The variant's own picture: the first tied to its choices; '' when only pictures for every choice fit. */
export function variantImage(media: readonly MediaEntry[], mods: Record<string, string>): string {
  const first = mediaFor({ media }, mods)[0];
  return first && Object.keys(first.mods).length > 0 ? first.file : '';
}

/**
 * Ties each named picture to the choices every variant naming it shares (Chocolate in S, M and L
 * → Flavour: Chocolate), adding it to the item's pictures when no Image Src row did.
 */
export function tieVariantImages(
  media: MediaEntry[],
  named: readonly { src: string; mods: Record<string, string> }[],
): void {
  const bySrc = new Map<string, Record<string, string>[]>();
  for (const { src, mods } of named) bySrc.set(src, [...(bySrc.get(src) ?? []), mods]);
  for (const [src, all] of bySrc) {
    const shared = Object.fromEntries(
      Object.entries(all[0]!).filter(([key, value]) => all.every((mods) => mods[key] === value)),
    );
    const picture = media.find((entry) => entry.file === src);
    if (picture) picture.mods = shared;
    else media.push({ file: src, mods: shared });
  }
}
