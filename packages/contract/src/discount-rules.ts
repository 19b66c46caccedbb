/**
 * Discount codes (docs/product-rules.md, "Discount codes"): what both sides share. No zod here;
 * the request shapes are in discounts.ts.
 */
export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** A code as shoppers type it, compared without case: letters, digits, - and _. */
export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]{3,30}$/;
export const normaliseCode = (code: string) => code.trim().toUpperCase();

/** What a code takes off a subtotal (kobo, before delivery): never more than the subtotal. */
export function discountAmount(
  code: { kind: DiscountKind; value: number },
  subtotalKobo: number,
): number {
  const off = code.kind === 'percent' ? Math.floor((subtotalKobo * code.value) / 100) : code.value;
  return Math.max(0, Math.min(off, subtotalKobo));
}

/** How a code reads in lists and on the receipt: '10% off' or '₦500 off' (amount in naira text). */
export function discountLabel(kind: DiscountKind, value: number, naira: (kobo: number) => string) {
  return kind === 'percent' ? `${value}% off` : `${naira(value)} off`;
}

/** The refusals a shopper can meet, in the words they read. */
export const discountMessages = {
  unknown: (code: string) => `We don't know the code ${code}. Check it and try again.`,
  inactive: (code: string) => `The code ${code} is no longer in use.`,
  notStarted: (code: string, day: string) => `The code ${code} starts on ${day}.`,
  expired: (code: string, day: string) => `The code ${code} ended on ${day}.`,
  usedUp: (code: string) => `The code ${code} has been used up.`,
  shopperUsedUp: (code: string) => `You have already used the code ${code} as often as it allows.`,
  belowMinimum: (code: string, minimum: string) =>
    `The code ${code} needs an order of ${minimum} or more (before delivery).`,
};
