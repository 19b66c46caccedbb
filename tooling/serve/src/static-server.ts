import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export interface StaticServerOptions {
  /** The built app (its dist folder). */
  root: string;
  port: number;
  host?: string;
  /** Paths answered with this JSON instead of a file (the per-environment remotes.json). */
  json?: Record<string, unknown>;
  /** Path prefixes forwarded to another origin (the API), e.g. { '/api/': 'http://127.0.0.1:8090' }. */
  proxy?: Record<string, string>;
  /** Extra headers on HTML pages (the Content-Security-Policy). */
  pageHeaders?: Record<string, string>;
}

function forward(target: string, req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', target);
  const upstream = request(url, { method: req.method, headers: { ...req.headers, host: url.host } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'The API is not reachable right now' }));
  });
  req.pipe(upstream);
}

/**
 * Serves one built app: files from `root`, the index.html for any other path (client routing),
 * long caching for hashed assets and none for entry files, CORS so a shell on another origin can
 * load a remote.
 */
export function serveStatic({ root, port, host = '127.0.0.1', json = {}, proxy = {}, pageHeaders = {} }: StaticServerOptions): Promise<Server> {
  const base = resolve(root);
  const server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const target = Object.entries(proxy).find(([prefix]) => pathname.startsWith(prefix));
    if (target) return forward(target[1], req, res);

    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('x-content-type-options', 'nosniff');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ message: 'Method not allowed' }));
    }
    if (pathname in json) {
      res.writeHead(200, { 'content-type': TYPES['.json']!, 'cache-control': 'no-cache' });
      return res.end(JSON.stringify(json[pathname]));
    }
    let file = normalize(join(base, pathname));
    if (!file.startsWith(base)) file = join(base, 'index.html');
    let info = await stat(file).catch(() => null);
    if (!info?.isFile()) {
      // A missing asset is a 404; any other path is a client route served by index.html.
      if (extname(pathname)) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        return res.end('Not found');
      }
      file = join(base, 'index.html');
      info = await stat(file).catch(() => null);
      if (!info) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        return res.end('Not built');
      }
    }
    const hashed = /\/assets\//.test(file);
    res.writeHead(200, {
      ...(extname(file) === '.html' ? pageHeaders : {}),
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': info.size,
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') return res.end();
    createReadStream(file).pipe(res);
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(server));
  });
}
