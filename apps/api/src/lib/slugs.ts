/**
 * A URL word for a name: lower-case letters, digits and dashes, accents dropped, and apostrophes
 * too, so "Ada's Kitchen" is adas-kitchen (as Shopify makes it), not ada-s-kitchen.
 */
export function slugify(text: string, fallback: string, max = 80): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['\u2019\u02bc`]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** The first slug not taken: base, base-2, base-3 … */
export function firstFree(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}
