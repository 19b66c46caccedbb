import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Revalidation of a body made per request (a rendered page, a store host's page, a made sitemap,
 * the registry).
 *
 * The ETag is weak (W/"…"): one validator names the page whether it goes out as brotli, gzip or
 * as it is, which a strong one may not (RFC 9110 §8.8.1). A strong ETag on a compressed answer is
 * what proxies and CDNs weaken (nginx) or drop (Envoy, Cloudflare) when they compress or pass a
 * compressed answer on, so a browser behind them sent back W/"…" and an exact comparison never
 * matched: every browser (all send Accept-Encoding) downloaded the page again.
 */
export const etagOf = (body: string) =>
  `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * Whether If-None-Match names this ETag: "*", or any tag of the list under the weak comparison
 * (W/ ignored on either side), as RFC 9110 §13.1.2 asks of a GET or HEAD.
 */
export function matchesIfNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const mine = opaque(etag);
  return String(header)
    .split(',')
    .some((tag) => tag.trim() === '*' || opaque(tag) === mine);
}

/**
 * Sets the ETag and the Vary a compressed answer has (a 304 carries both, RFC 9110 §15.4.5), and
 * answers 304 when the client holds this body; false when the body is to be sent. `reusable`
 * false (an error page): never a 304.
 */
export function notModified(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  reusable = true,
): boolean {
  reply.header('etag', etag).header('vary', 'accept-encoding');
  if (!reusable || !matchesIfNoneMatch(request.headers['if-none-match'], etag)) return false;
  reply.code(304).send();
  return true;
}
