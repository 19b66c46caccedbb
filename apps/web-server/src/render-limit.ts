import { isIPv6 } from 'node:net';

/**
 * Who a request counts against: the peer address, an IPv6 address by its /64 (one subscriber's
 * prefix: rotating addresses inside it gains nothing). IPv4-mapped IPv6 counts as the IPv4 address.
 */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  if (address.startsWith('::ffff:') && address.includes('.')) return address.slice(7);
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}

export interface RenderLimitOptions {
  /** Renders a client may start at once (a burst), and per second afterwards. */
  burst?: number;
  perSecond?: number;
  /** Clients remembered; the least recently seen are forgotten beyond this. */
  maxClients?: number;
  /** Addresses never limited (RENDER_LIMIT_EXEMPT: a monitor, the load bench's own client). */
  exempt?: string[];
}

/**
 * A token bucket per client for server rendering (docs/html-first.md, "Limits on rendering"). A
 * client over its budget gets the static shell, drawn in the browser: slower for it, never broken,
 * and the renderer's CPU stays for everyone else. A Map in insertion order is the LRU.
 */
export function renderLimit({
  burst = 30,
  perSecond = 5,
  maxClients = 10_000,
  exempt = [],
}: RenderLimitOptions = {}) {
  const free = new Set(exempt.map(clientKey));
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    /** Takes one render from `key`'s budget; false when it has none left. */
    take(key: string, now = Date.now()): boolean {
      if (free.has(key)) return true;
      const bucket = buckets.get(key) ?? { tokens: burst, at: now };
      buckets.delete(key);
      bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
      bucket.at = now;
      const allowed = bucket.tokens >= 1;
      if (allowed) bucket.tokens -= 1;
      buckets.set(key, bucket);
      if (buckets.size > maxClients) buckets.delete(buckets.keys().next().value!);
      return allowed;
    },
    size: () => buckets.size,
  };
}
