import { api } from '@agency/api-client';
import { useEffect, useState } from 'react';

/**
 * Units in stock per item, summed over its variants. The list call answers only `in_stock`, so the
 * rows of the page shown are read one by one (a page holds at most 24; the server caches products).
 */
export function useStockTotals(slug: string, ids: string[]): Record<string, number> {
  const [totals, setTotals] = useState<Record<string, number>>({});
  const key = ids.join(',');
  useEffect(() => {
    if (!key) return;
    let live = true;
    for (const id of key.split(','))
      api.storeAdmin
        .product(slug, id)
        .then((product) => {
          const total = product.variants.reduce((sum, v) => sum + v.qty, 0);
          if (live) setTotals((t) => ({ ...t, [id]: total }));
        })
        // The row keeps saying 'In stock'; the item's own page shows the error if it persists.
        .catch(() => {});
    return () => {
      live = false;
    };
  }, [slug, key]);
  return totals;
}

/** '12 in stock', or 'In stock' while the total is being read. */
export function stockLabel(total: number | undefined): string {
  return total === undefined ? 'In stock' : `${total} in stock`;
}
