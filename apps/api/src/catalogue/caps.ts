import { MAX_IMPORT_ROWS } from '@agency/contract';
import type { Config } from '../config.ts';
import type { User } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { isSandboxStore, SANDBOX_CAPS } from '../stores/index.ts';
import { takeToken } from '../lib/limits.ts';

/**
 * What a store may hold and take (docs/product-rules.md, "CSV import and export"): every store's
 * caps come from config `limits`; a visitor's sandbox, or any store a visitor runs, has the
 * smaller SANDBOX_CAPS.
 */
export interface StoreCaps {
  sandbox: boolean;
  products: number;
  importsPerHour: number;
  importRows: number;
}

export async function storeCaps(
  db: Queryable,
  limits: Config['limits'],
  storeId: string,
  user: Pick<User, 'guest'>,
): Promise<StoreCaps> {
  const every = {
    products: limits.storeMaxProducts,
    importsPerHour: limits.importsPerHourPerStore,
    importRows: MAX_IMPORT_ROWS,
  };
  if (!user.guest && !(await isSandboxStore(db, storeId))) return { sandbox: false, ...every };
  return {
    sandbox: true,
    products: Math.min(SANDBOX_CAPS.products, every.products),
    importsPerHour: Math.min(SANDBOX_CAPS.importsPerHour, every.importsPerHour),
    importRows: Math.min(SANDBOX_CAPS.importRows, every.importRows),
  };
}

/**
 * Counts an import against the store's hourly allowance, or 429 with Retry-After. It is taken
 * before the file is read: reading is the cost, whatever the file turns out to hold.
 */
export async function takeImport(db: Queryable, storeId: string, caps: StoreCaps): Promise<void> {
  const n = caps.importsPerHour;
  await takeToken(
    db,
    `import:store:${storeId}`,
    { capacity: n, perSeconds: 3600 },
    `${caps.sandbox ? 'A demo store' : 'A store'} may import ${n} file${n === 1 ? '' : 's'} an hour. Try again later.`,
  );
}
