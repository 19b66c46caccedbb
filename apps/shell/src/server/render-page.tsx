/**
 * The shell's page renderer (built to dist/server/render-page.mjs, run by the shell's host): the
 * HTML of a page with its content, head and data, so public pages paint before any JavaScript and
 * the browser starts loading the page's remote with the shell's own entry. See docs/html-first.md.
 */
import { configureApi } from '@agency/api-client';
import { type RemoteName, remoteForPath } from '@agency/federation/apps';
import { failure, type PageMeta, PageProvider, type PageState } from '@agency/router';
import { StaticRouter } from '@agency/router/server';
import { renderToString } from 'react-dom/server';
import { App, type HostStore } from '../App.tsx';
import { type PreloadedRemote, PreloadedRemoteContext } from '../federation/preloaded.tsx';
import { preloadsOf, remoteFiles } from './remote-modules.ts';
import { assemblePage } from './template.ts';

export interface PageRendererOptions {
  /** The shell's built index.html. */
  template: string;
  /** Where each remote's remoteEntry.js lives now (the environment's remotes.json). */
  registry: () => Record<RemoteName, string>;
  /** The API, for the data public pages show. */
  apiOrigin: string;
  /** The public site's origin, for canonical and Open Graph URLs. */
  origin: string;
  /** Where remote server modules are kept (inside the shell's node_modules). */
  cacheDir: string;
  /** Reads one of the shell's built files (its CSS, inlined into pages). */
  readShellFile: (path: string) => string;
  /**
   * The SHA-384 pinned for each remote's files (remotes.json "integrity": remote → file below the
   * entry's folder → `sha384-…`). A server module without a matching pin is never imported.
   */
  integrity?: () => RegistryIntegrity;
  /** Origins remote files may be fetched from; default: the registry's own. */
  allowedOrigins?: string[];
}

export type RegistryIntegrity = Partial<Record<string, Record<string, string>>>;

export interface RenderedPage {
  status: number;
  html: string;
  /**
   * Whether every route had its data: a page that went out loading (its data too slow) will differ
   * next time, so it is not one to revalidate.
   */
  complete: boolean;
}

/**
 * A store's own host, as its host's server learnt it from the API: the store's slug, and the origin
 * its pages' canonical, Open Graph and JSON-LD addresses use (the store's, not the agency's).
 */
export interface StoreHost {
  slug: string;
  origin: string;
}

/** How long the routes' data may take before the page goes out with their loading state. */
const DATA_TIMEOUT_MS = 3000;

export function createPageRenderer(
  options: PageRendererOptions,
): (url: string, storeHost?: StoreHost) => Promise<RenderedPage> {
  configureApi({ host: options.apiOrigin });
  const remotes = remoteFiles(options.cacheDir, {
    allowedOrigins: () =>
      options.allowedOrigins ??
      Object.values(options.registry()).map((entry) => new URL(entry).origin),
  });

  return async (url, storeHost) => {
    const registry = options.registry();
    const path = new URL(url, 'http://page').pathname;
    // On a store's own host every path is that store's, at the root: the storefront decides which
    // it renders as it would the same page below /store/{slug}.
    const hostStore: HostStore | undefined = storeHost && {
      slug: storeHost.slug,
      contactUrl: new URL('/contact', options.origin).href,
    };
    const { remote, rest } = storeHost
      ? { remote: 'storefront' as const, rest: `${storeHost.slug}${path === '/' ? '' : path}` }
      : remoteForPath(path);
    // The registry names each remote's entry; its manifest and server build sit beside it.
    const entryUrl = registry[remote];
    const [manifest, server] = await Promise.all([
      remotes.manifest(new URL('mf-manifest.json', entryUrl).href),
      remotes.serverModule(
        remote,
        new URL('ssr/app.mjs', entryUrl).href,
        options.integrity?.()[remote]?.['ssr/app.mjs'],
      ),
    ]);
    const rendered = server?.rendersOnServer(rest)
      ? await renderBody(
          url,
          {
            name: remote,
            module: { default: server.default },
            entry: entryUrl,
          },
          hostStore,
        )
      : null;
    const preload = preloadsOf(manifest, entryUrl);
    // A server-rendered page carries its CSS: the first paint waits for no other request.
    const styles = rendered
      ? await Promise.all(preload.styles.map((href) => remotes.text(href)))
      : [];
    const html = assemblePage(inlineShellCss(options.template, options.readShellFile), {
      body: rendered?.body ?? '',
      meta: rendered?.meta ?? {},
      data: rendered?.data ?? {},
      registry,
      preload: {
        scripts: preload.scripts,
        styles: styles.every((css) => css !== null) ? [] : preload.styles,
      },
      inlineStyles: styles.every((css) => css !== null) ? (styles as string[]) : [],
      origin: storeHost?.origin || options.origin,
      hostStore,
    });
    return { status: rendered?.meta.status ?? 200, html, complete: rendered?.complete ?? true };
  };
}

/** The shell's own stylesheet, inlined once: the same on every page. */
let shellTemplate: { from: string; to: string } | undefined;
function inlineShellCss(template: string, read: (path: string) => string): string {
  if (shellTemplate?.from !== template) {
    const to = template.replace(
      /<link rel="stylesheet" crossorigin href="([^"]+)">/g,
      (_, href: string) => `<style>${read(href)}</style>`,
    );
    shellTemplate = { from: template, to };
  }
  return shellTemplate.to;
}

/**
 * Renders until the routes have the data they asked for: a first pass learns what they load, the
 * data is fetched, the next pass renders with it (a route that only asks once it has other data
 * takes one more pass; three at most).
 */
async function renderBody(
  url: string,
  preloaded: PreloadedRemote,
  hostStore: HostStore | undefined,
) {
  const page: PageState = { data: {} };
  let body = '';
  let complete = false;
  for (let pass = 0; pass < 3; pass++) {
    page.pending = new Map();
    page.meta = {} as PageMeta;
    body = renderToString(
      <StaticRouter location={url}>
        <PageProvider value={page}>
          <PreloadedRemoteContext.Provider value={preloaded}>
            <App hostStore={hostStore} />
          </PreloadedRemoteContext.Provider>
        </PageProvider>
      </StaticRouter>,
    );
    complete = page.pending.size === 0;
    if (complete) break;
    await Promise.all(
      [...page.pending].map(async ([key, load]) => {
        const late = Symbol('late');
        const timeout = new Promise<typeof late>((done) =>
          setTimeout(() => done(late), DATA_TIMEOUT_MS).unref(),
        );
        const answer = await Promise.race([load(), timeout]).then(
          (data) => ({ status: 'ready' as const, data }),
          failure,
        );
        // Too slow: the page goes out loading, and the browser asks again.
        if (!(answer.status === 'ready' && answer.data === late)) page.data[key] = answer;
      }),
    );
  }
  return { body, meta: page.meta ?? {}, data: page.data, complete };
}
