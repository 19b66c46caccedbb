import { sep } from 'node:path';
import type { FastifyReply } from 'fastify';

/** Headers on every answer of the static servers, files and errors alike. */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

/** Sent only when the public site is https (see README, "Headers a host must send"). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Powerful features no page of the product uses: denied to the page and anything it embeds. Only
 * features browsers know: Chromium logs a warning on every page for one it does not ('bluetooth'
 * is not a Permissions-Policy feature; Web Bluetooth is off unless a page asks, and none does).
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/**
 * Vite names everything under assets/ by content hash, so those never change and are cached for a
 * year. Everything else (index.html, remotes.json, mf-manifest.json, remoteEntry.js) is an entry
 * point that names the current hashes: always revalidated, answered 304 through its ETag.
 */
export function cacheControlFor(filePath: string): string {
  return filePath.includes(`${sep}assets${sep}`)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/**
 * The pages' Content-Security-Policy: code, styles and media only from the page's own origin and
 * the remotes', calls to those and the API, embeds only from YouTube and Vimeo, never framed.
 */
export function contentSecurityPolicy(remoteOrigins: string[]): string {
  const remotes = remoteOrigins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes}`,
    // 'unsafe-inline' stays for React style attributes and Quill's; see docs/html-first.md.
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    `img-src 'self' data: blob: ${remotes}`,
    `media-src 'self' ${remotes}`,
    `font-src 'self' ${remotes}`,
    `connect-src 'self' ${remotes}`,
    'frame-src https://www.youtube.com https://player.vimeo.com',
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** What every HTML page of the product sends. */
export function pageHeaders(remoteOrigins: string[]): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(remoteOrigins),
    'x-frame-options': 'DENY',
    'permissions-policy': PERMISSIONS_POLICY,
  };
}

/** The servers' own answers: JSON `{ message }`, never cached (an error, a refusal). */
export const json = (reply: FastifyReply, status: number, message: string) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ message });
