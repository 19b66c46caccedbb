import type { FastifyInstance } from 'fastify';

/** Where a custom domain's check fetches the store's token (API: stores/domain-check.ts). */
export const DOMAIN_PROOF_PATH = '/.well-known/forgeworks-domain/:token';

const TOKEN = /^[0-9a-f]{32}$/;

/**
 * The store site's half of a custom domain's check (docs/decisions/047-custom-domain-checks.md):
 * over HTTPS on the domain, the API's check asks for the store's token here, and gets it back only
 * when the API says it is the token of the store whose domain the Host is. So the check passes
 * only when the name reaches this platform, with a certificate for it, serving that store.
 */
export function registerDomainProof(app: FastifyInstance, apiOrigin: string): void {
  app.get<{ Params: { token: string } }>(DOMAIN_PROOF_PATH, async (request, reply) => {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    const { token } = request.params;
    const text = (status: number, body: string) =>
      reply
        .code(status)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(body);
    if (!TOKEN.test(token)) return text(404, 'Not found\n');
    try {
      const answer = await fetch(
        `${apiOrigin}/api/v1/store-hosts/${encodeURIComponent(host)}/domain-proof/${token}`,
        { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5000) },
      );
      if (answer.ok) return text(200, token);
      if (answer.status === 404) return text(404, 'Not found\n');
    } catch (error) {
      request.log.warn(error, 'domain proof not asked');
    }
    return text(503, 'Not available right now. Try again in a minute.\n');
  });
}
