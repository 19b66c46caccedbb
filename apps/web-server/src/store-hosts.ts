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
/** How soon a host is asked about again after the API could not answer. */
const UNSURE_RETRY_MS = 2000;

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
  /** 'yes' / 'no' are the API's answers; 'unsure' (down, 5xx, 429, timeout) is not an answer. */
  const ask = async (host: string): Promise<'yes' | 'no' | 'unsure'> => {
    try {
      const response = await fetchImpl(
        `${apiOrigin}/api/v1/store-hosts/${encodeURIComponent(host)}`,
        { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5000) },
      );
      if (response.ok) return 'yes';
      return response.status === 404 ? 'no' : 'unsure';
    } catch {
      return 'unsure';
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
      const previous = hit?.known;
      // While the API cannot say, a host keeps its last answer (a store stays up through an API
      // restart); an unsure answer is never cached, so the next request asks again.
      const known: Promise<boolean> = ask(host).then(async (answer) => {
        if (answer !== 'unsure') return answer === 'yes';
        const last = previous ? await previous : false;
        if (cache.get(host)?.known === known) {
          // Kept for a couple of seconds only, then the API is asked again.
          if (previous)
            cache.set(host, { at: Date.now() - ttlMs + UNSURE_RETRY_MS, known: previous });
          else cache.delete(host);
        }
        return last;
      });
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

/**
 * CORS for a remote's files: the listed origins (the shell's), and with `guard` any origin whose
 * host the API knows as a store's (its pages load the storefront from the remote's host).
 */
export function corsOriginCheck(listed: string[], guard: StoreHostGuard | undefined) {
  const origins = new Set(listed);
  return async (origin: string | undefined): Promise<boolean> => {
    if (!origin) return false;
    if (origins.has(origin)) return true;
    if (!guard || !URL.canParse(origin)) return false;
    const { hostname } = new URL(origin);
    return guard.allows(hostname.toLowerCase());
  };
}
