import { dropCatalogue } from '../catalogue/index.ts';
import type { Context } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { queueOrderDigest } from './mail-queries.ts';
import { clearDemoOrders, expireUnconfirmedOrders } from './status-queries.ts';

/** Batches one sweep runs at most per job, so a backlog is worked off over a few sweeps. */
const MAX_BATCHES = 20;

type SweepContext = Pick<Context, 'db' | 'cache'>;

async function inBatches(
  ctx: SweepContext,
  batch: (tx: Queryable) => Promise<string[]>,
): Promise<void> {
  for (let i = 0; i < MAX_BATCHES; i += 1) {
    const stores = await ctx.db.transaction(batch);
    for (const storeId of stores) dropCatalogue(ctx, storeId);
    if (stores.length === 0) return;
  }
}

/**
 * The orders' part of the API's periodic sweep (app.ts), safe with several instances (rows are
 * claimed with FOR UPDATE SKIP LOCKED, each batch a short transaction of its own):
 * - 'new' orders nobody confirmed in time are cancelled and their stock goes back;
 * - demo stores' orders older than a day are cleared;
 * - orders that got no mail of their own (the store's hourly mails were used up) go in one digest
 *   per store, queued in the outbox and sent by the mail worker (the caller kicks it).
 */
export async function sweepOrders(ctx: SweepContext): Promise<void> {
  await inBatches(ctx, expireUnconfirmedOrders);
  await inBatches(ctx, clearDemoOrders);
  for (let i = 0; i < MAX_BATCHES; i += 1) {
    if (!(await ctx.db.transaction(queueOrderDigest))) return;
  }
}
