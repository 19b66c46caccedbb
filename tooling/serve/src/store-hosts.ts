import type { FastifyReply } from 'fastify';

/**
 * The store site's Host check: besides the loopback names, a store's own host name
 * (`{slug}.{STORE_DOMAIN}` or its custom domain) is let through when the API knows it
 * (GET /api/v1/store-hosts/:host). Answers are cached for a while, in a bounded map, so a flood of
 * made-up names neither reaches the API each time nor grows memory. An unknown name gets a plain
 * HTML page that names no store (docs/product-rules.md, "Many stores").
 */
export interface StoreHostGuard {
  /** Whether `host` (a lower-case name without port) is a registered store's. */
  allows: (host: string) => Promise<boolean>;
  /** The answer to a host that is not a store's: 404 with a plain page. */
  refuse: (reply: FastifyReply) => FastifyReply;
}

export const STORE_HOST_TTL_MS = 30_000;
export const STORE_HOST_CACHE_SIZE = 1000;

const NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;

export const NO_STORE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>No store here</title></head>
<body style="font-family:system-ui,sans-serif;max-width:560px;margin:80px auto;padding:0 20px;color:#1c1c1c">
<h1>No store here</h1><p>There is no store at this address. Check the link you followed.</p>
</body></html>
`;

export function storeHostGuard(
  apiOrigin: string,
  {
    ttlMs = STORE_HOST_TTL_MS,
    maxEntries = STORE_HOST_CACHE_SIZE,
    fetchImpl = fetch,
  }: { ttlMs?: number; maxEntries?: number; fetchImpl?: typeof fetch } = {},
): StoreHostGuard {
  const cache = new Map<string, { at: number; known: Promise<boolean> }>();
  const ask = async (host: string) => {
    try {
      const response = await fetchImpl(
        `${apiOrigin}/api/v1/store-hosts/${encodeURIComponent(host)}`,
        { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5000) },
      );
      return response.ok;
    } catch {
      return false;
    }
  };
  return {
    allows: (host) => {
      if (!NAME.test(host) || host.length > 253) return Promise.resolve(false);
      const now = Date.now();
      const hit = cache.get(host);
      if (hit && now - hit.at < ttlMs) return hit.known;
      cache.delete(host);
      // Bounded: the oldest answer goes first (a Map iterates in insertion order).
      while (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
      const known = ask(host);
      cache.set(host, { at: now, known });
      return known;
    },
    refuse: (reply) =>
      reply
        .code(404)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(NO_STORE_PAGE),
  };
}
