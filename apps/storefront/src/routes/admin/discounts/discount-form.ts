import type { DiscountCode, DiscountRequest } from '@agency/contract';
import { type DiscountKind, koboToNaira, nairaToKobo } from '@agency/contract/catalogue';

/** The discount form as typed: amounts in naira, numbers and days as text until saved. */
export interface DiscountDraft {
  code: string;
  kind: DiscountKind;
  value: string;
  minimum: string;
  starts_on: string;
  ends_on: string;
  max_uses: string;
  max_uses_per_shopper: string;
}

export const EMPTY_DISCOUNT: DiscountDraft = {
  code: '',
  kind: 'percent',
  value: '',
  minimum: '',
  starts_on: '',
  ends_on: '',
  max_uses: '',
  max_uses_per_shopper: '',
};

export function fromDiscount(code: DiscountCode): DiscountDraft {
  return {
    code: code.code,
    kind: code.kind,
    value: String(code.kind === 'fixed' ? koboToNaira(code.value) : code.value),
    minimum: code.min_order_kobo ? String(koboToNaira(code.min_order_kobo)) : '',
    starts_on: code.starts_on ?? '',
    ends_on: code.ends_on ?? '',
    max_uses: code.max_uses === null ? '' : String(code.max_uses),
    max_uses_per_shopper:
      code.max_uses_per_shopper === null ? '' : String(code.max_uses_per_shopper),
  };
}

const number = (text: string) => Number(text.replace(/[,₦\s]/g, ''));
const optional = (text: string) => (text.trim() ? number(text) : null);

/** What is wrong before sending (the server checks it all again), or null. */
export function discountProblem(draft: DiscountDraft): string | null {
  if (!/^[A-Za-z0-9_-]{3,30}$/.test(draft.code.trim()))
    return 'Enter a code of 3 to 30 letters or digits, like SAVE10.';
  const value = number(draft.value);
  if (!Number.isFinite(value) || value <= 0)
    return draft.kind === 'percent'
      ? 'Enter the percentage taken off, like 10.'
      : 'Enter the amount taken off in naira, like 500.';
  for (const text of [draft.minimum, draft.max_uses, draft.max_uses_per_shopper])
    if (text.trim() && !Number.isFinite(number(text))) return 'Enter numbers like 10 or 5,000.';
  return null;
}

/** The request the API takes: naira to kobo, empty fields to no limit. */
export function toDiscountRequest(draft: DiscountDraft): DiscountRequest {
  const value = number(draft.value);
  const minimum = optional(draft.minimum);
  return {
    code: draft.code.trim(),
    kind: draft.kind,
    value: draft.kind === 'fixed' ? nairaToKobo(value) : Math.round(value),
    min_order_kobo: minimum === null ? 0 : nairaToKobo(minimum),
    starts_on: draft.starts_on || null,
    ends_on: draft.ends_on || null,
    max_uses: optional(draft.max_uses),
    max_uses_per_shopper: optional(draft.max_uses_per_shopper),
  };
}
