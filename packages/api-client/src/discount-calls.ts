import type {
  DiscountCheckRequest,
  DiscountCode,
  DiscountQuote,
  DiscountRequest,
  DiscountUpdateRequest,
} from '@agency/contract';
import { http } from './http.ts';
import { asUser } from './on-behalf.ts';

const path = (slug: string, ...rest: string[]) =>
  ['stores', slug, 'discounts', ...rest].map(encodeURIComponent).join('/');

/** A store's discount codes: its managers list, add and change them; shoppers check one. */
export const discountCalls = {
  list: (slug: string) => http.get<DiscountCode[]>(path(slug), asUser()),
  create: (slug: string, code: DiscountRequest) =>
    http.post<DiscountCode>(path(slug), code, asUser()),
  update: (slug: string, id: string, changes: DiscountUpdateRequest) =>
    http.patch<DiscountCode>(path(slug, id), changes, asUser()),
  /** What a code takes off these cart lines, priced by the server (no use is taken). */
  check: (slug: string, request: DiscountCheckRequest) =>
    http.post<DiscountQuote>(path(slug, 'check'), request),
};
