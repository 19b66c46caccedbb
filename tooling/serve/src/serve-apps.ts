import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  appPort,
  REMOTE_APPS,
  SHELL_APP,
  STANDALONE_SITES,
  type RemoteName,
} from '@agency/federation/apps';
import type { FastifyInstance } from 'fastify';
import { pageHeaders } from './headers.ts';
import { staticSite } from './static-site.ts';
import { storeHostGuard } from './store-hosts.ts';

export interface ServeAppsOptions {
  repoRoot: string;
  /** The shell's port; each other app keeps its dev-port offset from it (8080 → 8081 …). */
  port: number;
  /** Where the API listens; only /api/* on these origins is forwarded there. */
  apiOrigin: string;
  host?: string;
  /** Host name the browser uses for the remotes in the generated registry. */
  publicHost?: string;
  /** A registry file (remotes.json) to serve instead of the generated one, read on every request. */
  registryFile?: string;
  /** Host names the servers answer to (DNS-rebinding guard); defaults to the loopback names. */
  allowedHosts?: string[];
  /** The public site's origin for canonical links (defaults to the shell's local URL). */
  publicOrigin?: string;
  /** Render public pages on the server (when the shell has a page renderer); default true. */
  serverRender?: boolean;
}

/** What the shell's built page renderer (apps/shell/dist/server/render-page.mjs) exports. */
interface PageRendererModule {
  createPageRenderer(options: {
    template: string;
    registry: () => Record<string, string>;
    apiOrigin: string;
    origin: string;
    cacheDir: string;
    readShellFile: (path: string) => string;
  }): (url: string) => Promise<{ status: number; html: string }>;
}

/**
 * The shell's page renderer, when the shell was built with one: public pages then arrive as HTML
 * with their content. Without it the shell's index.html is served and pages render in the browser.
 */
async function pageRenderer(
  repoRoot: string,
  registry: () => Record<string, string>,
  apiOrigin: string,
  origin: string,
) {
  const shell = join(repoRoot, 'apps', SHELL_APP.folder);
  const file = join(shell, 'dist', 'server', 'render-page.mjs');
  if (!existsSync(file)) return undefined;
  const { createPageRenderer } = (await import(pathToFileURL(file).href)) as PageRendererModule;
  return createPageRenderer({
    template: readFileSync(join(shell, 'dist', 'index.html'), 'utf8'),
    registry,
    apiOrigin,
    origin,
    // Inside the shell's node_modules: remote server modules import the shell's React and router.
    cacheDir: join(shell, 'node_modules', '.cache', 'remote-server-modules'),
    readShellFile: (path) => readFileSync(join(shell, 'dist', path.replace(/^\/+/, '')), 'utf8'),
  });
}

export interface ServedApps {
  url: string;
  /** The registry generated from the ports used (what /remotes.json says unless registryFile is set). */
  registry: Record<RemoteName, string>;
  sites: Record<string, FastifyInstance>;
  close(): Promise<void>;
}

export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The registry as served now: the file when there is one (read again only when it changes, so a
 * rewritten remotes.json takes effect on the next request), else the generated one. `resolved`
 * gives absolute URLs; an unreadable file falls back to the generated registry for them.
 */
function registrySource(file: string | undefined, generated: Record<string, string>, base: string) {
  let cached: { stamp: string; text: string; resolved: Record<string, string> } | undefined;
  const load = () => {
    const info = file ? statSync(file, { throwIfNoEntry: false }) : undefined;
    const stamp = info ? `${info.mtimeMs}:${info.size}` : 'generated';
    if (cached?.stamp === stamp) return cached;
    const text = file && info ? readFileSync(file, 'utf8') : JSON.stringify(generated);
    let entries: Record<string, string>;
    try {
      entries = JSON.parse(text) as Record<string, string>;
    } catch {
      entries = generated;
    }
    const resolved = Object.fromEntries(
      Object.entries(entries).map(([name, url]) => [name, new URL(url, base).href]),
    );
    cached = { stamp, text, resolved };
    return cached;
  };
  return { text: () => load().text, resolved: () => load().resolved };
}

/** The registry of a product served on this machine from `port` on: each remote at its offset. */
export function localRegistry(port: number, publicHost = 'localhost'): Record<RemoteName, string> {
  return Object.fromEntries(
    REMOTE_APPS.map((remote) => [
      remote.name,
      `http://${publicHost}:${appPort(port, remote)}/remoteEntry.js`,
    ]),
  ) as Record<RemoteName, string>;
}

/**
 * Serves every built app on its own origin, as separate static hosts would: the shell (with the
 * per-environment /remotes.json), each remote, and the store's own site. /api goes to the API.
 */
export async function serveApps(options: ServeAppsOptions): Promise<ServedApps> {
  const {
    repoRoot,
    port,
    apiOrigin,
    host = '127.0.0.1',
    publicHost = 'localhost',
    registryFile,
    allowedHosts = LOOPBACK_HOSTS,
  } = options;
  const shellOrigin = `http://${publicHost}:${port}`;
  const generated = localRegistry(port, publicHost);
  const registry = registrySource(registryFile, generated, shellOrigin);
  // The pages may load code from wherever the registry points right now.
  const headers = () =>
    pageHeaders([...new Set(Object.values(registry.resolved()).map((url) => new URL(url).origin))]);
  const common = { host, apiOrigin, allowedHosts, pageHeaders: headers };
  const render =
    options.serverRender === false
      ? undefined
      : await pageRenderer(
          repoRoot,
          registry.resolved,
          apiOrigin,
          options.publicOrigin ?? shellOrigin,
        );

  const sites: Record<string, FastifyInstance> = {};
  sites.shell = await staticSite({
    ...common,
    root: join(repoRoot, 'apps', SHELL_APP.folder, 'dist'),
    port,
    registry: registry.text,
    render,
  });
  for (const remote of REMOTE_APPS) {
    sites[remote.name] = await staticSite({
      ...common,
      root: join(repoRoot, 'apps', remote.folder, 'dist'),
      port: appPort(port, remote),
      corsOrigins: [
        shellOrigin,
        `http://${publicHost === 'localhost' ? '127.0.0.1' : 'localhost'}:${port}`,
      ],
    });
  }
  for (const site of STANDALONE_SITES) {
    sites[site.name] = await staticSite({
      ...common,
      root: join(repoRoot, 'apps', site.folder, 'dist-standalone'),
      port: appPort(port, site),
      // A store's own host (its subdomain or custom domain) reaches the store site.
      ...(site.name === 'store-site' && apiOrigin ? { storeHosts: storeHostGuard(apiOrigin) } : {}),
    });
  }
  return {
    url: shellOrigin,
    registry: generated,
    sites,
    // Fastify's close lets requests in flight finish before the sockets go.
    close: async () => {
      await Promise.all(Object.values(sites).map((site) => site.close()));
    },
  };
}
