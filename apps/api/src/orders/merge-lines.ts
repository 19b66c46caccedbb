/** One line per variant, options and price: how placing an order counts a cart's lines. */
import type { RequestLine } from './place-queries.ts';

/** Option values in one canonical form, so {a, b} and {b, a} are the same choice. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** Lines of the same variant with the same options become one line with their units added up. */
export function mergeLines(lines: readonly RequestLine[]): RequestLine[] {
  const byKey = new Map<string, RequestLine>();
  for (const line of lines) {
    // Lines sold at different prices stay apart (each keeps its price and reason).
    const key = `${line.product_id}|${line.variant_id}|${canonical(line.selection ?? {})}|${line.unit_price_kobo ?? ''}`;
    const seen = byKey.get(key);
    if (seen) seen.qty += line.qty;
    else byKey.set(key, { ...line });
  }
  return [...byKey.values()];
}
