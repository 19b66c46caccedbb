/**
 * Running custom domain checks: on demand (Check now), after the domain is changed, and from the
 * API's periodic sweep (app.ts), a bounded number per run (docs/decisions/047-custom-domain-checks.md).
 */
import type { DomainRecord, StoreDomain, StoreInfo } from '@agency/contract';
import { isIP } from 'node:net';
import type { Context } from '../context.ts';
import { forgetCachedStore } from './cached.ts';
import { checkDomain, cnameTarget } from './domain-check.ts';
import { claimDueDomains, type DomainRow, domainOf, recordDomainCheck } from './domain-queries.ts';

type CheckContext = Pick<Context, 'db' | 'config' | 'cache'>;

/** Domains one sweep checks at once: each check mostly waits on the network. */
const AT_ONCE = 4;

/** Checks one store's domain and keeps what was found; a change of state reaches links at once. */
export async function runDomainCheck(ctx: CheckContext, row: DomainRow): Promise<void> {
  if (!row.custom_domain || !row.domain_token) return;
  const subdomainHost = `${row.slug}.${ctx.config.stores.domain}`;
  const check = await checkDomain(
    ctx.config.domainCheck,
    row.custom_domain,
    row.domain_token,
    subdomainHost,
  );
  const before = await recordDomainCheck(ctx.db, row, check);
  if (before !== undefined && before !== check.state) forgetCachedStore(ctx, row.slug);
}

/** The sweep's part: domains due for a check, at most DOMAIN_CHECK_PER_SWEEP per run. */
export async function sweepDomains(ctx: CheckContext): Promise<void> {
  const { everyMinutes, perSweep } = ctx.config.domainCheck;
  const due = await claimDueDomains(ctx.db, everyMinutes, perSweep);
  for (let i = 0; i < due.length; i += AT_ONCE)
    await Promise.all(due.slice(i, i + AT_ONCE).map((row) => runDomainCheck(ctx, row)));
}

/** The records that make `domain` point here: a CNAME to the target name, or the target addresses. */
function recordsFor(ctx: CheckContext, domain: string, subdomainHost: string): DomainRecord[] {
  if (!domain) return [];
  const { targets } = ctx.config.domainCheck;
  return [
    {
      type: 'CNAME' as const,
      name: domain,
      value: cnameTarget(ctx.config.domainCheck, subdomainHost),
    },
    ...targets
      .filter((target) => isIP(target))
      .map((address) => ({
        type: isIP(address) === 6 ? ('AAAA' as const) : ('A' as const),
        name: domain,
        value: address,
      })),
  ];
}

/** What the owner sees in Settings about the store's domain. */
export async function storeDomain(ctx: CheckContext, store: StoreInfo): Promise<StoreDomain> {
  const row = await domainOf(ctx.db, store.id);
  const domain = row.custom_domain ?? '';
  return {
    domain,
    state: domain ? row.domain_state : 'not_connected',
    checked_at: row.domain_checked_at,
    problem: row.domain_problem,
    records: recordsFor(ctx, domain, store.subdomain_host),
    origin: store.origin,
  };
}

export { domainOf };
