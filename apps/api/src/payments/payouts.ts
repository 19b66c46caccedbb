/**
 * A store's payouts: Paystack's banks (cached), resolving an account, and connecting it as the
 * store's Paystack subaccount, so its online payments settle straight to the owner's bank with
 * the agency's fee (PAYSTACK_AGENCY_FEE_PERCENT) split at source.
 */
import type { ManagedStore, PayoutsRequest, ResolvedAccount } from '@agency/contract';
import type { FastifyRequest } from 'fastify';
import type { Context, User } from '../context.ts';
import { HttpError } from '../lib/errors.ts';
import { originOf } from '../lib/events.ts';
import { lockStore } from '../stores/index.ts';
import { PaystackError, paystackClient } from './paystack.ts';
import { maskAccount, payoutsOf, savePayouts } from './queries.ts';

const NOT_SET_UP = 'Online payments are not set up on this server yet. Ask the agency.';
const PAYSTACK_DOWN = 'Paystack is not answering right now. Try again in a few minutes.';
const DEMO_STORE = 'A demo store cannot take online payments. It can once it is launched.';
/** How long Paystack's list of banks is kept: it changes a few times a year. */
const BANKS_TTL_MS = 6 * 60 * 60 * 1000;

let cachedBanks: { at: number; base: string; banks: { code: string; name: string }[] } | undefined;

function client(ctx: Context) {
  const found = paystackClient(ctx.config.paystack);
  if (!found) throw new HttpError(503, NOT_SET_UP);
  return found;
}

/** Paystack's refusal (its message, 400) or its silence (503). */
function failed(error: unknown): never {
  if (error instanceof PaystackError)
    throw error.refused ? new HttpError(400, error.message) : new HttpError(503, PAYSTACK_DOWN);
  throw error;
}

export async function listBanks(ctx: Context): Promise<{ code: string; name: string }[]> {
  const base = ctx.config.paystack.baseUrl;
  if (cachedBanks && cachedBanks.base === base && Date.now() - cachedBanks.at < BANKS_TTL_MS)
    return cachedBanks.banks;
  const all = await client(ctx).banks().catch(failed);
  const banks = all
    .filter((b) => b.active !== false)
    .map(({ code, name }) => ({ code: String(code), name: String(name) }));
  cachedBanks = { at: Date.now(), base, banks };
  return banks;
}

export async function resolveAccount(
  ctx: Context,
  bankCode: string,
  accountNumber: string,
): Promise<ResolvedAccount> {
  const bank = (await listBanks(ctx)).find((b) => b.code === bankCode);
  if (!bank) throw new HttpError(400, 'Choose your bank from the list');
  const { account_name } = await client(ctx).resolve(accountNumber, bankCode).catch(failed);
  return { account_name, bank_name: bank.name };
}

/**
 * Resolves the account and creates (or updates) the store's subaccount, then saves it with its
 * event in one transaction: the audit entry and the owner's mail follow stores.settings_changed.
 */
export async function connectPayouts(
  ctx: Context,
  request: FastifyRequest,
  user: User,
  store: ManagedStore,
  body: PayoutsRequest,
): Promise<ResolvedAccount> {
  if (store.is_demo) throw new HttpError(403, DEMO_STORE);
  const accountNumber = body.account_number.replace(/\s/g, '');
  const resolved = await resolveAccount(ctx, body.bank_code, accountNumber);
  const before = await payoutsOf(ctx.db, store.id);
  const sub = await client(ctx)
    .saveSubaccount(before?.subaccount_code ?? '', {
      business_name: store.name,
      settlement_bank: body.bank_code,
      account_number: accountNumber,
      percentage_charge: ctx.config.paystack.agencyFeePercent,
    })
    .catch(failed);
  const shown = (bank: string, number: string, name: string) =>
    `${bank} ${maskAccount(number)} (${name})`;
  await ctx.db.transaction(async (tx) => {
    await lockStore(tx, store.id);
    await savePayouts(tx, store.id, {
      bank_code: body.bank_code,
      bank_name: resolved.bank_name,
      account_number: accountNumber,
      account_name: resolved.account_name,
      subaccount_code: sub.subaccount_code,
    });
    await ctx.events.emit(tx, {
      type: 'stores.settings_changed',
      origin: originOf(request, user),
      store,
      changed: {
        payouts: {
          before: before
            ? shown(before.bank_name, before.account_number, before.account_name)
            : null,
          after: shown(resolved.bank_name, accountNumber, resolved.account_name),
        },
      },
    });
  });
  ctx.mailQueue.kick();
  return resolved;
}
