import { request } from 'node:http';

/**
 * The store site (a store's own host): the shell's port + 6 in the browser suite. A request to it
 * names the store by its Host header, as a shopper's browser, a crawler or a link preview does.
 */
export const storeSitePort = (baseUrl: string) => Number(new URL(baseUrl).port) + 6;

/**
 * A page of the store site as `host` names it, read as a crawler reads it: the HTML, no script
 * run (fetch sends its own Host header, not ours).
 */
export function getAsHost(
  port: number,
  host: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; etag?: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(
      { host: '127.0.0.1', port, path, headers: { ...headers, host } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body, etag: res.headers.etag as string }),
        );
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

/**
 * What an unchanged page is answered when asked again with the ETag it came with (304 when it
 * revalidates). Under load a render can go out loading (without an ETag, since the next one will
 * differ) or without a stylesheet it could not fetch in time: the pair is asked for again, a few
 * times, and a page that never revalidates still fails.
 */
export async function revalidatedStatus(port: number, host: string, path: string) {
  for (let tries = 1; ; tries++) {
    const first = await getAsHost(port, host, path);
    if (!first.etag && tries < 5) continue;
    const again = await getAsHost(port, host, path, { 'if-none-match': first.etag ?? '' });
    if (again.status !== 304 && tries < 5) continue;
    return again.status;
  }
}
