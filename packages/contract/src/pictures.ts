/**
 * Pictures sized for phones (docs/product-rules.md, "Pictures"): the API keeps every upload also
 * as WebP at these widths (`<name>-<width>.webp`, never wider than the picture: a width it lacks
 * answers with the nearest narrower one), and pages name them in `srcset` from the upload's own
 * address. No zod here: front-end bundles import this file ('@agency/contract/pictures').
 *
 * The steps follow what phones ask for: a 32 px logo or a swatch at 2–3x takes 160; a card in a
 * phone's two columns (~184 px wide) takes 480 at 1.75–2x, not 640; a full-width picture on a
 * 390–412 px phone takes 800 at 1.75–2x, not 1024. Each step the browser skips is bytes a
 * shopper on mobile data pays for (decision 060, amendment).
 */
export const PICTURE_WIDTHS = [160, 320, 480, 640, 800, 1024, 1600] as const;

/** `<uuid>.jpg` (a file name or an upload's address) → `<uuid>-640.webp`. */
export const sizedName = (name: string, width: number) =>
  `${name.replace(/\.[a-z]+$/, '')}-${width}.webp`;

/** An upload's address: /api/v1/media/<uuid>.<type>, on this origin or MEDIA_BASE_URL's. */
const UPLOAD =
  /^(?:https?:\/\/[^/?#\s"]+)?\/api\/v1\/media\/[0-9a-f-]{36}\.(?:png|jpg|gif|webp|avif)$/;

/**
 * `src` (the 640 px copy: a phone's width at 2x) and `srcSet` for an uploaded picture;
 * undefined for anything else (drawn art, data: URLs).
 */
export function sizedSources(url: string): { src: string; srcSet: string } | undefined {
  if (!UPLOAD.test(url)) return undefined;
  return {
    src: sizedName(url, 640),
    srcSet: PICTURE_WIDTHS.map((w) => `${sizedName(url, w)} ${w}w`).join(', '),
  };
}
