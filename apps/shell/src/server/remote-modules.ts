import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';

/** What a remote's server build (dist/ssr/app.mjs) exports. */
export interface RemoteServerModule {
  default: ComponentType<Record<string, unknown>>;
  /** Whether the path below the remote's mount is rendered on the server. */
  rendersOnServer(rest: string): boolean;
}

/** The parts of a remote's mf-manifest.json the page needs to start loading it at once. */
export interface RemoteManifest {
  exposes: { assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

interface Cached<T> {
  etag: string | null;
  checkedAt: number;
  value: T | null;
}

/** How often a remote's files are revalidated with the remote's host (a conditional GET). */
const REVALIDATE_MS = 1000;

/**
 * Reads each remote's manifest and server module from wherever the registry says the remote lives,
 * over HTTP like the browser, revalidating with ETags: a remote redeployed (or moved) renders its
 * new version on the next request, and the shell never needs rebuilding. Server modules are written
 * to `cacheDir` (inside the shell's node_modules, so their shared imports resolve to the shell's
 * React, router and page state) and imported once per version.
 */
export function remoteFiles(cacheDir: string) {
  const cache = new Map<string, Cached<unknown>>();
  const inFlight = new Map<string, Promise<unknown>>();
  mkdirSync(cacheDir, { recursive: true });

  async function get<T>(url: string, read: (answer: Response) => Promise<T>): Promise<T | null> {
    const known = cache.get(url) as Cached<T> | undefined;
    if (known && Date.now() - known.checkedAt < REVALIDATE_MS) return known.value;
    const pending = inFlight.get(url);
    if (pending) return pending as Promise<T | null>;
    const request = (async () => {
      try {
        const answer = await fetch(url, {
          headers: known?.etag ? { 'if-none-match': known.etag } : {},
          signal: AbortSignal.timeout(3000),
        });
        if (answer.status === 304 && known) {
          known.checkedAt = Date.now();
          return known.value;
        }
        const value = answer.ok ? await read(answer) : null;
        cache.set(url, {
          etag: answer.ok ? answer.headers.get('etag') : null,
          checkedAt: Date.now(),
          value,
        });
        return value;
      } catch {
        // The remote's host is down: its page is drawn in the browser (and shows the area's fallback).
        cache.delete(url);
        return null;
      } finally {
        inFlight.delete(url);
      }
    })();
    inFlight.set(url, request);
    return request;
  }

  return {
    manifest: (manifestUrl: string) =>
      get<RemoteManifest>(manifestUrl, (answer) => answer.json() as Promise<RemoteManifest>),
    text: (url: string) => get<string>(url, (answer) => answer.text()),
    serverModule: (name: string, moduleUrl: string) =>
      get<RemoteServerModule>(moduleUrl, async (answer) => {
        const code = await answer.text();
        const file = join(
          cacheDir,
          `${name}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`,
        );
        writeFileSync(file, code);
        return (await import(pathToFileURL(file).href)) as RemoteServerModule;
      }),
  };
}

/** The remote's entry, its first chunks and its CSS, as absolute URLs, for the page's <head>. */
export function preloadsOf(
  manifest: RemoteManifest | null,
  entryUrl: string,
): { scripts: string[]; styles: string[] } {
  if (!manifest) return { scripts: [entryUrl], styles: [] };
  const base = new URL('.', entryUrl);
  const exposed = manifest.exposes[0]?.assets ?? { js: { sync: [] }, css: { sync: [] } };
  return {
    scripts: [entryUrl, ...exposed.js.sync.map((path) => new URL(path, base).href)],
    styles: exposed.css.sync.map((path) => new URL(path, base).href),
  };
}
