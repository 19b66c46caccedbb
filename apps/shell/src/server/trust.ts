import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * What the page renderer accepts from a remote's host before it runs or inlines it
 * (docs/html-first.md, "Trusting server bundles").
 */

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The SRI form of a body's SHA-384: `sha384-<base64>`, as in remotes.json and `integrity=""`. */
export const sri384 = (body: string | Uint8Array) =>
  `sha384-${createHash('sha384').update(body).digest('base64')}`;

/** Whether `body` has the pinned hash (`sha384-…`; several may be listed, space-separated). */
export function matchesIntegrity(body: string | Uint8Array, pinned: string | undefined): boolean {
  if (!pinned) return false;
  const actual = Buffer.from(sri384(body));
  return pinned
    .split(/\s+/)
    .filter((token) => token.startsWith('sha384-'))
    .some((token) => {
      const expected = Buffer.from(token);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    });
}

/**
 * Why a URL may not be fetched, or null when it may: only the allowed origins, and https unless
 * the host is this machine (plain http anywhere else can be rewritten on the way).
 */
export function refusalOf(url: string, allowedOrigins: ReadonlySet<string>): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'not a URL';
  }
  if (!allowedOrigins.has(parsed.origin)) return `origin ${parsed.origin} is not allowed`;
  if (parsed.protocol === 'https:') return null;
  if (parsed.protocol === 'http:' && LOOPBACK.has(parsed.hostname)) return null;
  return `${parsed.protocol} is only allowed for localhost`;
}

/** A server bundle must say it is JavaScript (a text/plain or HTML answer is someone else's file). */
export const isJavaScript = (contentType: string | null) =>
  /^\s*(text|application)\/(javascript|ecmascript|x-javascript)\s*(;|$)/i.test(contentType ?? '');
