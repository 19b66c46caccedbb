/**
 * Carts that come back (docs/product-rules.md, "Abandoned checkouts"): once the shopper has typed a
 * phone number or e-mail at checkout, the cart is kept on the server, saved a moment after they
 * stop typing. Its id (made here) and key (the server's) stay in this browser; an order placed
 * with the id converts it, and a restore link brings the id and key to another device.
 */
import { ApiError, api } from '@agency/api-client';
import { EMAIL_PATTERN, isPhone, normalisePhone } from '@agency/contract/rules';
import { useEffect } from 'react';
import type { CartLine } from './cart.ts';
import type { CheckoutForm } from './checkout.ts';
import { requestLines } from './checkout.ts';

export interface KeptCart {
  id: string;
  key: string;
}

/** How long after the last keystroke the cart is saved. */
const SAVE_AFTER_MS = 1500;
/**
 * A random (version 4) UUID. Not crypto.randomUUID: a store's own host may be served over plain
 * http, where browsers offer it only to secure pages; getRandomValues works everywhere.
 */
function newCartId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const storageKey = (variant: string, slug: string) => `forgeworks-kept-cart-${variant}-${slug}`;

export function keptCart(variant: string, slug: string): KeptCart {
  try {
    const kept = JSON.parse(localStorage.getItem(storageKey(variant, slug)) ?? 'null');
    if (kept && typeof kept.id === 'string' && typeof kept.key === 'string') return kept;
  } catch {
    // Unreadable: a new cart id below.
  }
  return keep(variant, slug, { id: newCartId(), key: '' });
}

export function keep(variant: string, slug: string, cart: KeptCart): KeptCart {
  try {
    localStorage.setItem(storageKey(variant, slug), JSON.stringify(cart));
  } catch {
    // Private mode or storage full: the cart is kept for this page only.
  }
  return cart;
}

/** After an order the next checkout is a new cart. */
export function forgetKeptCart(variant: string, slug: string): void {
  keep(variant, slug, { id: newCartId(), key: '' });
}

/** Saves the checkout's cart a moment after the shopper stops typing, once it has a contact. */
export function useKeptCart(
  variant: string,
  slug: string,
  form: Pick<CheckoutForm, 'name' | 'phone' | 'email'>,
  lines: CartLine[],
): void {
  const phone = isPhone(form.phone) ? (normalisePhone(form.phone) ?? '') : '';
  const email = EMAIL_PATTERN.test(form.email.trim()) ? form.email.trim() : '';
  const name = form.name.trim().slice(0, 120);
  const wanted = lines.length > 0 && (phone !== '' || email !== '');
  const body = JSON.stringify({ lines: requestLines(lines), name, phone, email });
  useEffect(() => {
    if (!wanted) return;
    const timer = window.setTimeout(async () => {
      const cart = keptCart(variant, slug);
      try {
        const saved = await api.shop.saveCart(slug, cart.id, cart.key, JSON.parse(body));
        keep(variant, slug, saved);
      } catch (error) {
        // Ordered already, or kept by another browser: the next save starts a new cart. A save
        // that fails otherwise is not the shopper's business: checkout works without it.
        if (error instanceof ApiError && (error.status === 404 || error.status === 409))
          forgetKeptCart(variant, slug);
      }
    }, SAVE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [variant, slug, wanted, body]);
}
