import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import { isJavaScript, matchesIntegrity, refusalOf, sri384 } from './trust.ts';

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

export interface RemoteFilesOptions {
  /** Origins files may come from (the registry's own, or a configured list), asked on each fetch. */
  allowedOrigins: () => Iterable<string>;
  /** Versions of each remote's server module kept on disk; older files are deleted. Default 3. */
  keepVersions?: number;
  /**
   * Server modules imported in this process at most: Node cannot unload an ES module, so each new
   * version stays in memory. Past this, new versions are not imported (pages render in the
   * browser, logged) until the process is restarted. Default 50. See docs/html-first.md.
   */
  maxLoads?: number;
  log?: (message: string) => void;
}

/**
 * Reads each remote's manifest and server module from wherever the registry says the remote lives,
 * over HTTP like the browser, revalidating with ETags: a remote redeployed (or moved) renders its
 * new version on the next request, and the shell never needs rebuilding. Server modules are written
 * to `cacheDir` (inside the shell's node_modules, so their shared imports resolve to the shell's
 * React, router and page state) and imported once per version, and only when their SHA-384 is the
 * one pinned in the registry (docs/html-first.md, "Trusting server bundles").
 */
export function remoteFiles(cacheDir: string, options: RemoteFilesOptions) {
  const { keepVersions = 3, maxLoads = 50, log = console.warn } = options;
  const cache = new Map<string, Cached<unknown>>();
  const inFlight = new Map<string, Promise<unknown>>();
  /** Each remote's module files on disk, oldest first. */
  const versions = new Map<string, string[]>();
  const imported = new Set<string>();
  const unpinned = new Set<string>();
  mkdirSync(cacheDir, { recursive: true });

  async function get<T>(
    url: string,
    read: (answer: Response) => Promise<T>,
    key = url,
  ): Promise<T | null> {
    const known = cache.get(key) as Cached<T> | undefined;
    if (known && Date.now() - known.checkedAt < REVALIDATE_MS) return known.value;
    const pending = inFlight.get(key);
    if (pending) return pending as Promise<T | null>;
    const refused = refusalOf(url, new Set(options.allowedOrigins()));
    if (refused) {
      log(`[render] not fetching ${url}: ${refused}`);
      return null;
    }
    const request = (async () => {
      try {
        const answer = await fetch(url, {
          headers: known?.etag ? { 'if-none-match': known.etag } : {},
          // A redirect could lead anywhere: the registry names the file's one place.
          redirect: 'error',
          signal: AbortSignal.timeout(3000),
        });
        if (answer.status === 304 && known) {
          known.checkedAt = Date.now();
          return known.value;
        }
        const value = answer.ok ? await read(answer) : null;
        cache.set(key, {
          etag: answer.ok && value !== null ? answer.headers.get('etag') : null,
          checkedAt: Date.now(),
          value,
        });
        return value;
      } catch (error) {
        // The remote's host is down or refused: its page is drawn in the browser (the area's fallback).
        const { message, cause } = error as Error & { cause?: Error };
        log(`[render] ${url}: ${message}${cause?.message ? ` (${cause.message})` : ''}`);
        // Remembered like an answer, so a refused or unreachable file is asked for at most once per
        // revalidation, not on every page.
        cache.set(key, { etag: null, checkedAt: Date.now(), value: null });
        return null;
      } finally {
        inFlight.delete(key);
      }
    })();
    inFlight.set(key, request);
    return request;
  }

  /** Records a module file of `name`, deleting the oldest beyond `keepVersions`. */
  function keep(name: string, file: string) {
    const files = (versions.get(name) ?? []).filter((known) => known !== file);
    files.push(file);
    while (files.length > keepVersions) rmSync(files.shift()!, { force: true });
    versions.set(name, files);
  }

  return {
    manifest: (manifestUrl: string) =>
      get<RemoteManifest>(manifestUrl, (answer) => answer.json() as Promise<RemoteManifest>),
    text: (url: string) => get<string>(url, (answer) => answer.text()),
    /** The remote's server module, if its bytes have the pinned hash; else null (logged). */
    serverModule: (name: string, moduleUrl: string, integrity: string | undefined) => {
      if (!integrity) {
        // Also every remote without a server build: said once per address, not on every page.
        if (!unpinned.has(moduleUrl))
          log(
            `[render] ${name}: no sha384 pinned for ${moduleUrl} in the registry; not importing it`,
          );
        unpinned.add(moduleUrl);
        return Promise.resolve(null);
      }
      return get<RemoteServerModule>(
        moduleUrl,
        async (answer) => {
          if (!isJavaScript(answer.headers.get('content-type')))
            throw new Error(`content-type ${answer.headers.get('content-type')} is not JavaScript`);
          const code = new Uint8Array(await answer.arrayBuffer());
          if (!matchesIntegrity(code, integrity))
            throw new Error(`its ${sri384(code)} is not the pinned ${integrity}; not importing it`);
          const file = join(
            cacheDir,
            `${name}-${sri384(code).slice(7, 31).replace(/[+/]/g, '_')}.mjs`,
          );
          if (!imported.has(file) && imported.size >= maxLoads)
            throw new Error(
              `${maxLoads} server modules are loaded in this process already: restart it to render new versions`,
            );
          writeFileSync(file, code);
          keep(name, file);
          imported.add(file);
          return (await import(pathToFileURL(file).href)) as RemoteServerModule;
        },
        `${moduleUrl}#${integrity}`,
      );
    },
    /** The module files kept on disk for `name`, oldest first. */
    versionsOf: (name: string) => [...(versions.get(name) ?? [])],
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
