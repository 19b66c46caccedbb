import { createHash } from 'node:crypto';
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
import type { RenderLimitOptions } from './render-limit.ts';
import type { RenderPage } from './shared-renders.ts';
import { staticSite } from './static-site.ts';
import { storeHostGuard } from './store-hosts.ts';
import { storePages } from './store-page-head.ts';

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
  /** Renders per client address per second after a burst (see StaticSiteOptions.renderLimit). */
  renderLimit?: RenderLimitOptions;
  /** Proxies whose X-Forwarded-For is believed (see StaticSiteOptions.trustedProxies). */
  trustedProxies?: string[];
}

/** remotes.json's "integrity": remote → file below its entry's folder → `sha384-…`. */
export type RegistryIntegrity = Record<string, Record<string, string>>;

/** What the shell's built page renderer (apps/shell/dist/server/render-page.mjs) exports. */
interface PageRendererModule {
  createPageRenderer(options: {
    template: string;
    registry: () => Record<string, string>;
    apiOrigin: string;
    origin: string;
    cacheDir: string;
    readShellFile: (path: string) => string;
    integrity: () => RegistryIntegrity;
  }): RenderPage;
}

/**
 * The shell's page renderer, when the shell was built with one: public pages then arrive as HTML
 * with their content. Without it the shell's index.html is served and pages render in the browser.
 */
async function pageRenderer(
  repoRoot: string,
  registry: ReturnType<typeof registrySource>,
  apiOrigin: string,
  origin: string,
) {
  const shell = join(repoRoot, 'apps', SHELL_APP.folder);
  const file = join(shell, 'dist', 'server', 'render-page.mjs');
  if (!existsSync(file)) return undefined;
  const { createPageRenderer } = (await import(pathToFileURL(file).href)) as PageRendererModule;
  return createPageRenderer({
    template: readFileSync(join(shell, 'dist', 'index.html'), 'utf8'),
    registry: registry.resolved,
    integrity: registry.integrity,
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
 * `integrity` is its "integrity" member: the pinned hashes (docs/html-first.md).
 */
function registrySource(
  file: string | undefined,
  generated: () => Record<string, unknown>,
  base: string,
) {
  let cached:
    | {
        stamp: string;
        text: string;
        resolved: Record<string, string>;
        integrity: RegistryIntegrity;
      }
    | undefined;
  const load = () => {
    const info = file ? statSync(file, { throwIfNoEntry: false }) : undefined;
    const made = file && info ? undefined : generated();
    const stamp = info ? `${info.mtimeMs}:${info.size}` : `generated:${JSON.stringify(made)}`;
    if (cached?.stamp === stamp) return cached;
    const text = file && info ? readFileSync(file, 'utf8') : JSON.stringify(made);
    let entries: Record<string, unknown>;
    try {
      entries = JSON.parse(text) as Record<string, unknown>;
    } catch {
      entries = generated();
    }
    const resolved = Object.fromEntries(
      Object.entries(entries)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .map(([name, url]) => [name, new URL(url, base).href]),
    );
    const integrity = (
      entries.integrity && typeof entries.integrity === 'object' ? entries.integrity : {}
    ) as RegistryIntegrity;
    cached = { stamp, text, resolved, integrity };
    return cached;
  };
  return {
    text: () => load().text,
    resolved: () => load().resolved,
    integrity: () => load().integrity,
  };
}

/** The files of a remote whose hashes the registry pins (below its remoteEntry.js's folder). */
export const PINNED_FILES = ['remoteEntry.js', 'ssr/app.mjs'];

/** The SRI SHA-384 of one file, or undefined when it is missing. */
function sriOfFile(path: string): string | undefined {
  if (!existsSync(path)) return undefined;
  return `sha384-${createHash('sha384').update(readFileSync(path)).digest('base64')}`;
}

/** The pins of one built remote's folder: what a deploy writes into remotes.json's "integrity". */
export function pinsOf(dist: string): Record<string, string> {
  return Object.fromEntries(
    PINNED_FILES.flatMap((name) => {
      const sri = sriOfFile(join(dist, name));
      return sri ? [[name, sri]] : [];
    }),
  );
}

/**
 * The pins of the apps built on this machine: the deploy step does the same for a real registry
 * (hash the artifact it uploads). Hashes are cached by file size and time.
 */
function localIntegrity(repoRoot: string) {
  const known = new Map<string, { stamp: string; pins: Record<string, string> }>();
  return (): RegistryIntegrity =>
    Object.fromEntries(
      REMOTE_APPS.map((remote) => {
        const dist = join(repoRoot, 'apps', remote.folder, 'dist');
        const stamp = PINNED_FILES.map((name) => {
          const info = statSync(join(dist, name), { throwIfNoEntry: false });
          return info ? `${info.mtimeMs}:${info.size}` : '-';
        }).join(',');
        let entry = known.get(dist);
        if (entry?.stamp !== stamp) {
          entry = { stamp, pins: pinsOf(dist) };
          known.set(dist, entry);
        }
        return [remote.name, entry.pins];
      }),
    );
}

/** The registry of the apps built in `repoRoot`, served from `port` on, with their pins. */
export function localRegistryWithPins(repoRoot: string, port: number, publicHost = 'localhost') {
  return { ...localRegistry(port, publicHost), integrity: localIntegrity(repoRoot)() };
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
  const pins = localIntegrity(repoRoot);
  const registry = registrySource(
    registryFile,
    () => ({ ...generated, integrity: pins() }),
    shellOrigin,
  );
  const publicOrigin = options.publicOrigin ?? shellOrigin;
  // The pages may load code from wherever the registry points right now.
  const headers = () =>
    pageHeaders([...new Set(Object.values(registry.resolved()).map((url) => new URL(url).origin))]);
  // HSTS only when the public site is https: this server speaks plain http and trusts no proxy's
  // X-Forwarded-Proto, so PUBLIC_URL is the honest signal (README, "Headers a host must send").
  const common = {
    host,
    apiOrigin,
    allowedHosts,
    pageHeaders: headers,
    https: publicOrigin.startsWith('https:'),
    trustedProxies: options.trustedProxies,
  };
  const render =
    options.serverRender === false
      ? undefined
      : await pageRenderer(repoRoot, registry, apiOrigin, publicOrigin);

  const sites: Record<string, FastifyInstance> = {};
  // Which host names are stores' own (the API's answer, cached): see store-hosts.ts.
  const storeHosts = apiOrigin ? storeHostGuard(apiOrigin) : undefined;
  sites.shell = await staticSite({
    ...common,
    root: join(repoRoot, 'apps', SHELL_APP.folder, 'dist'),
    port,
    registry: registry.text,
    render,
    seo: { kind: 'agency', origin: publicOrigin.replace(/\/$/, '') },
    renderLimit: options.renderLimit,
  });
  for (const remote of REMOTE_APPS) {
    const origins = [
      shellOrigin,
      `http://${publicHost === 'localhost' ? '127.0.0.1' : 'localhost'}:${port}`,
    ];
    sites[remote.name] = await staticSite({
      ...common,
      root: join(repoRoot, 'apps', remote.folder, 'dist'),
      port: appPort(port, remote),
      corsOrigins: origins,
      // A store's own host loads the storefront from here: any host the API knows as a store's.
      ...(remote.name === 'storefront' && storeHosts ? { corsStoreHosts: storeHosts } : {}),
    });
  }
  // The store's own site: a store's own host (its subdomain or custom domain) gets its pages from
  // the same renderer and the same shell as /demo and /store, in that store's name (DESIGN.md
  // decision 18, docs/decisions/046).
  // The storefront's files come from its remote's host, which lets registered store hosts load them.
  for (const site of STANDALONE_SITES) {
    const shellDist = join(repoRoot, 'apps', SHELL_APP.folder, 'dist');
    sites[site.name] = await staticSite({
      ...common,
      port: appPort(port, site),
      ...(site.name === 'store-site' && apiOrigin && storeHosts
        ? {
            root: shellDist,
            registry: registry.text,
            render,
            renderLimit: options.renderLimit,
            storeHosts,
            storePages: storePages(apiOrigin, join(shellDist, 'index.html'), publicOrigin),
            seo: { kind: 'store' as const },
          }
        : { root: join(repoRoot, 'apps', site.folder, 'dist-standalone') }),
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
