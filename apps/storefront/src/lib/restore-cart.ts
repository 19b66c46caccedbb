/**
 * A restore link (/checkout?cart=…&key=…, sent by the store in a reminder) fills this browser's
 * cart and contact with the kept cart, on any device: the key opens it, not the id.
 */
import { api } from '@agency/api-client';
import type { RestoredCart } from '@agency/contract';
import { displayPhone } from '@agency/contract/rules';
import { useSearchParams } from '@agency/router';
import { useEffect, useState } from 'react';
import { cartStore } from './cart.ts';
import { keep } from './kept-cart.ts';

export type Restoring =
  | { status: 'none' }
  | { status: 'restoring' }
  | { status: 'restored'; contact: { name: string; phone: string; email: string } }
  | { status: 'failed'; message: string };

function fill(variant: string, slug: string, cart: RestoredCart): void {
  const lines = cartStore(variant, slug).getState();
  lines.clear();
  for (const line of cart.lines)
    lines.add(
      {
        key: `${line.product_id}:${line.variant_id}:${JSON.stringify(line.options)}`,
        store: slug,
        productId: line.product_id,
        productSlug: line.product_slug,
        name: line.name,
        image: line.image,
        variantId: line.variant_id,
        selection: line.selection,
        options: line.options,
        unitPriceKobo: line.unit_price_kobo,
        maxQty: line.max_qty,
        fulfilment: line.fulfilment,
        leadDays: line.lead_days,
      },
      line.qty,
    );
  // The drawer stays shut: the shopper is on the checkout already.
  lines.setOpen(false);
  keep(variant, slug, { id: cart.id, key: cart.key });
}

export function useRestoreCart(variant: string, slug: string): Restoring {
  const [params, setParams] = useSearchParams();
  const id = params.get('cart');
  const key = params.get('key');
  const [state, setState] = useState<Restoring>(
    id && key ? { status: 'restoring' } : { status: 'none' },
  );
  useEffect(() => {
    if (!id || !key) return;
    let live = true;
    api.shop
      .restoreCart(slug, id, key)
      .then((cart) => {
        if (!live) return;
        fill(variant, slug, cart);
        const { name, phone, email } = cart;
        setState({ status: 'restored', contact: { name, phone: displayPhone(phone), email } });
      })
      .catch((error: unknown) => {
        if (live) setState({ status: 'failed', message: (error as Error).message });
      })
      .finally(() => {
        // The link's secret leaves the address bar (and the history) once used.
        const rest = new URLSearchParams(params);
        rest.delete('cart');
        rest.delete('key');
        setParams(rest, { replace: true });
      });
    return () => {
      live = false;
    };
  }, [id, key, slug, variant]);
  return state;
}
