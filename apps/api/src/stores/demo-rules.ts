/** Demo stores' rules about their shown details and where they live (decision 033). */
import type { StoreInfo } from '@agency/contract';
import type { Config } from '../config.ts';

/**
 * What every demo store shows shoppers as its bank details, whatever its row holds: its orders
 * are demo orders, and a sandbox's visitor must not put a real account before anyone (decision 033).
 */
export const DEMO_BANK_DETAILS = 'Demo Bank · account 0000000000 (demo)';

/**
 * A demo store shared by its link alone, never indexed and never on a store host (decision 033):
 * a prospect's demo, and any store of a demo workspace (a visitor's sandbox, a 'Try the demo'
 * visitor's demo). The agency's own showcase (the demo brand) is a demo store that is listed.
 */
export const UNLISTED = `(s.is_demo AND (s.prospect_demo_at IS NOT NULL OR NOT EXISTS
  (SELECT 1 FROM businesses lb WHERE lb.id = s.business_id AND lb.workspace = 'live')))`;

/**
 * Where a store's pages are if it has no store host: the agency's /demo path (a prospect's demo,
 * a visitor's sandbox). Its own origin otherwise.
 */
export function placed<T extends StoreInfo>(hosts: Config['stores'], store: T): T {
  if (!store.noindex) return store;
  return { ...store, origin: `${hosts.agency ?? ''}/demo/${store.slug}` };
}
