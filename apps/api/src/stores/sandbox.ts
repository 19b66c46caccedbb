/**
 * What a visitor's sandbox store (docs/product-rules.md, "The store-admin sandbox") may hold and
 * take: the store module owns it, so the catalogue and media modules ask it here, below the demo
 * module that makes sandboxes.
 */
import type { User } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { HttpError } from '../lib/errors.ts';
import { takeToken } from '../lib/limits.ts';

/**
 * What a sandbox may hold and take, below every store's caps (config `limits`): an anonymous visitor
 * tries the store admin, they do not stock a shop. Uploads count for the visitor's whole stay (a
 * day): the bucket refills over a year.
 */
export const SANDBOX_CAPS = {
  products: 200,
  importsPerHour: 1,
  importRows: 500,
  uploads: { capacity: 20, perSeconds: 365 * 24 * 3600 },
} as const;

/**
 * Whether a store is a visitor's sandbox: its business is in a demo workspace, not the live one.
 * Sandboxes are the only stores there anybody runs, so this holds however the store is reached.
 */
export async function isSandboxStore(db: Queryable, storeId: string): Promise<boolean> {
  const { rows } = await db.query<{ sandbox: boolean }>(
    `SELECT b.workspace <> 'live' AS sandbox
       FROM stores s JOIN businesses b ON b.id = s.business_id WHERE s.id = $1`,
    [storeId],
  );
  return rows[0]?.sandbox ?? false;
}

export const SANDBOX_UPLOADS_FULL = `A demo store takes ${SANDBOX_CAPS.uploads.capacity} pictures at most. Use the pictures it has to try the rest.`;

/**
 * Counts a visitor's upload against their sandbox's allowance, or 409 once it is used up. It is
 * taken before the picture is decoded (the cost), so refused files count too. Staff pass.
 */
export async function takeSandboxUpload(db: Queryable, user: Pick<User, 'id' | 'guest'>) {
  if (!user.guest) return;
  await takeToken(
    db,
    `sandbox:uploads:${user.id}`,
    SANDBOX_CAPS.uploads,
    SANDBOX_UPLOADS_FULL,
  ).catch((error: unknown) => {
    // The allowance is for the visit, not the hour: no Retry-After to wait for.
    throw error instanceof HttpError && error.status === 429
      ? new HttpError(409, SANDBOX_UPLOADS_FULL)
      : error;
  });
}
