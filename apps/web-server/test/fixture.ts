import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** Writes a file and, like the build does, its brotli and gzip twins. */
function writeWithTwins(path: string, text: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

/** A built app's folder as Vite leaves it: an entry page, hashed assets, a remote's entry files. */
export function builtApp(title: string): string {
  const root = mkdtempSync(join(tmpdir(), 'serve-test-'));
  writeWithTwins(
    join(root, 'index.html'),
    `<!doctype html><title>${title}</title>${'<p>padding</p>'.repeat(80)}`,
  );
  writeWithTwins(
    join(root, 'assets', 'app-1234abcd.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))})`,
  );
  writeWithTwins(
    join(root, 'remoteEntry.js'),
    `export const entry = ${JSON.stringify('y'.repeat(2000))};`,
  );
  writeWithTwins(
    join(root, 'mf-manifest.json'),
    JSON.stringify({ name: title, pad: 'z'.repeat(2000) }),
  );
  mkdirSync(join(root, '.vite'));
  writeFileSync(join(root, '.vite', 'manifest.json'), '{}');
  return root;
}

export interface Upstream {
  origin: string;
  /** Every request it received: path and headers. */
  seen: { url: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

/** A stand-in HTTP service on loopback that records what reaches it and answers JSON. */
export async function upstream(): Promise<Upstream> {
  const seen: Upstream['seen'] = [];
  const server: Server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'ok', path: req.url }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
