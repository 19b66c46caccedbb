import type { Server } from 'node:http';
import { join } from 'node:path';
import { serveStatic } from './static-server.ts';

/** The shell and its remotes, each on its own port, as `pnpm start` and the browser tests run them. */
export const APPS = [
  { app: 'shell', remote: null },
  { app: 'agency', remote: 'agency' },
  { app: 'marketer-admin', remote: 'marketer_admin' },
  { app: 'blog-editor', remote: 'blog_editor' },
  { app: 'business', remote: 'business' },
  { app: 'storefront', remote: 'storefront' },
] as const;

export type AppName = (typeof APPS)[number]['app'];

export interface ProductOptions {
  repoRoot: string;
  /** The shell's port; remotes take the next five. */
  port: number;
  apiOrigin: string;
  host?: string;
  /** Hostname the browser uses for remotes in the registry. */
  publicHost?: string;
}

export interface RunningProduct {
  url: string;
  registry: Record<string, string>;
  servers: Record<AppName, Server>;
  close(): Promise<void>;
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
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    `img-src 'self' data: blob: ${remotes}`,
    `media-src 'self' ${remotes}`,
    `font-src 'self' ${remotes}`,
    `connect-src 'self' ${remotes}`,
    'frame-src https://www.youtube.com https://player.vimeo.com',
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

/** Serves every built app; the shell's /remotes.json is generated from the ports actually used. */
export async function serveProduct({ repoRoot, port, apiOrigin, host = '127.0.0.1', publicHost = 'localhost' }: ProductOptions): Promise<RunningProduct> {
  const registry: Record<string, string> = {};
  APPS.forEach(({ remote }, index) => {
    if (remote) registry[remote] = `http://${publicHost}:${port + index}/mf-manifest.json`;
  });
  const servers = {} as Record<AppName, Server>;
  const csp = contentSecurityPolicy([...new Set(Object.values(registry).map((url) => new URL(url).origin))]);
  for (const [index, { app, remote }] of APPS.entries()) {
    servers[app] = await serveStatic({
      root: join(repoRoot, 'apps', app, 'dist'),
      port: port + index,
      host,
      json: remote ? {} : { '/remotes.json': registry },
      proxy: { '/api/': apiOrigin },
      pageHeaders: { 'content-security-policy': csp, 'x-frame-options': 'DENY', 'referrer-policy': 'strict-origin-when-cross-origin' },
    });
  }
  return {
    url: `http://${publicHost}:${port}`,
    registry,
    servers,
    close: async () => {
      await Promise.all(
        Object.values(servers).map((server) => new Promise<void>((done) => {
          server.closeAllConnections();
          server.close(() => done());
        })),
      );
    },
  };
}
