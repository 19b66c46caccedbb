import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_APPS, SHELL_APP, STANDALONE_SITES, type RemoteName } from '@agency/federation/apps';
import type { FastifyInstance } from 'fastify';
import { pageHeaders } from './headers.ts';
import { staticSite } from './static-site.ts';

export interface ProductOptions {
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
}

export interface RunningProduct {
  url: string;
  /** The registry generated from the ports used (what /remotes.json says unless registryFile is set). */
  registry: Record<RemoteName, string>;
  sites: Record<string, FastifyInstance>;
  close(): Promise<void>;
}

export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Serves every built app on its own origin, as separate static hosts would: the shell (with the
 * per-environment /remotes.json), each remote, and the store's own site. /api goes to the API.
 */
export async function serveProduct(options: ProductOptions): Promise<RunningProduct> {
  const { repoRoot, port, apiOrigin, host = '127.0.0.1', publicHost = 'localhost', registryFile, allowedHosts = LOOPBACK_HOSTS } = options;
  const portOf = (devPort: number) => port + devPort - SHELL_APP.devPort;
  const shellOrigin = `http://${publicHost}:${port}`;
  const generated = Object.fromEntries(
    REMOTE_APPS.map((remote) => [remote.name, `http://${publicHost}:${portOf(remote.devPort)}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
  const registryText = () => (registryFile ? readFileSync(registryFile, 'utf8') : JSON.stringify(generated));
  // The pages may load code from wherever the registry points right now.
  const headers = () => {
    let origins: string[];
    try {
      origins = Object.values(JSON.parse(registryText()) as Record<string, string>).map((url) => new URL(url, shellOrigin).origin);
    } catch {
      origins = Object.values(generated).map((url) => new URL(url).origin);
    }
    return pageHeaders([...new Set(origins)]);
  };
  const common = { host, apiOrigin, allowedHosts, pageHeaders: headers };

  const sites: Record<string, FastifyInstance> = {};
  sites.shell = await staticSite({ ...common, root: join(repoRoot, 'apps', SHELL_APP.folder, 'dist'), port, registry: registryText });
  for (const remote of REMOTE_APPS) {
    sites[remote.name] = await staticSite({
      ...common,
      root: join(repoRoot, 'apps', remote.folder, 'dist'),
      port: portOf(remote.devPort),
      corsOrigins: [shellOrigin, `http://${publicHost === 'localhost' ? '127.0.0.1' : 'localhost'}:${port}`],
    });
  }
  for (const site of STANDALONE_SITES) {
    sites[site.name] = await staticSite({ ...common, root: join(repoRoot, 'apps', site.folder, 'dist-standalone'), port: portOf(site.devPort) });
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
