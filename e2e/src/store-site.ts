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
