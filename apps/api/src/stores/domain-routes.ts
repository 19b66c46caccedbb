import { domainProofAnswer, normaliseHost, pathParams, storeDomainAnswer } from '@agency/contract';
import type { Context } from '../context.ts';
import { HttpError } from '../lib/errors.ts';
import { takeToken } from '../lib/limits.ts';
import type { ApiApp } from '../lib/schemas.ts';
import { managedStore } from './access.ts';
import { domainOf, runDomainCheck, storeDomain } from './domain-checks.ts';
import { isDomainToken } from './domain-queries.ts';
import { storeBySlug } from './queries.ts';

/** "Check now" presses per store: a check waits on DNS and HTTPS, so a few in ten minutes. */
const CHECKS = { capacity: 5, perSeconds: 600 };

/**
 * /stores/:store/domain (its owner sees whether the custom domain counts yet), Check now, and the
 * token the store site answers at /.well-known/forgeworks-domain/:token (docs/decisions/047-*).
 */
export default async function storeDomainRoutes(
  app: ApiApp,
  { ctx }: { ctx: Context },
): Promise<void> {
  const { db } = ctx;
  const storeParams = pathParams('store');

  const read = {
    description:
      "The store's custom domain and whether it counts yet: not_connected (its name does not point here), points_here (it does, HTTPS is not ready), secure (links use it); with the DNS records to add. The store's managers.",
    params: storeParams,
    response: { 200: storeDomainAnswer },
  };
  app.get('/stores/:store/domain', { schema: read }, async (request) => {
    const { store } = await managedStore(ctx, request, request.params.store);
    return storeDomain(ctx, store);
  });

  const check = {
    description:
      "Checks the store's custom domain now (DNS, then its token over HTTPS) and answers what was found. The store's managers; 409 when it has no domain, 429 past five checks in ten minutes.",
    params: storeParams,
    response: { 200: storeDomainAnswer },
  };
  app.post('/stores/:store/domain/check', { schema: check }, async (request) => {
    const { store } = await managedStore(ctx, request, request.params.store);
    const row = await domainOf(db, store.id);
    if (!row.custom_domain)
      throw new HttpError(409, 'This store has no domain to check. Add one in Settings first.');
    await takeToken(
      db,
      `domain-checks:${store.id}`,
      CHECKS,
      'The domain was checked a few times just now. Try again in a few minutes.',
    );
    await runDomainCheck(ctx, row);
    return storeDomain(ctx, await storeBySlug(db, ctx.config.stores, store.slug));
  });

  const proof = {
    description:
      "The store site's answer at /.well-known/forgeworks-domain/:token on a custom domain: 200 with the token when it is the token of the store whose domain the host is, else 404. Anyone may call it.",
    params: pathParams('host', 'token'),
    response: { 200: domainProofAnswer },
  };
  app.get('/store-hosts/:host/domain-proof/:token', { schema: proof }, async (request) => {
    const host = normaliseHost(request.params.host);
    const { token } = request.params;
    if (!host || !/^[0-9a-f]{32}$/.test(token) || !(await isDomainToken(db, host, token)))
      throw new HttpError(404, 'Not found');
    return { token };
  });
}
