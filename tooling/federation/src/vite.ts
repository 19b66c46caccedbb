import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { Plugin, PluginOption, UserConfig, UserConfigFnObject } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { REMOTE_APPS, remoteApp, SHELL_APP } from './apps.ts';
import { BUNDLED_ENTRIES, REMOTE_MODULE, SHARED_SINGLETONS, type RemoteName } from './shared.ts';

/** Where the API listens in development; `vite` proxies /api there so apps run alone. */
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:8090';

function devServer(port: number): UserConfig['server'] {
  // Only pages on localhost may read the dev server's modules (a remote in the dev shell).
  return {
    port,
    strictPort: true,
    cors: { origin: /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/ },
    proxy: { '/api': API_ORIGIN },
  };
}

/**
 * Brotli and gzip copies beside every text asset, made once at build time, so any static host
 * (and our local server) sends the smallest encoding the browser accepts without compressing on
 * each request. Runs last, after federation has written remoteEntry.js and mf-manifest.json.
 */
function precompress(): PluginOption {
  return compression({
    algorithms: ['brotliCompress', 'gzip'],
    include: /\.(html|css|js|mjs|json|svg|txt|webmanifest)$/,
    exclude: [/mf-stats\.json$/, /\.vite\//],
    threshold: 512,
    logLevel: 'silent',
  });
}

/**
 * The shared singletons an app depends on (its package.json `dependencies`). A remote declares
 * only these: the runtime loads every declared share when the remote starts, so a share the
 * remote never imports would still be fetched on its first page.
 */
function sharedDependencies(appRoot: string): string[] {
  const require = createRequire(join(appRoot, 'package.json'));
  const { dependencies = {} } = require('./package.json') as {
    dependencies?: Record<string, string>;
  };
  return SHARED_SINGLETONS.filter((name) => packageOf(name) in dependencies);
}

function packageOf(name: string): string {
  return name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;
}

/** Installed version of each shared package, read from the app's own dependencies. */
function sharedVersions(appRoot: string): Record<string, string> {
  const require = createRequire(join(appRoot, 'package.json'));
  const versions: Record<string, string> = {};
  for (const name of SHARED_SINGLETONS) {
    versions[name] = (require(`${packageOf(name)}/package.json`) as { version: string }).version;
  }
  return versions;
}

/**
 * The registry for a shell on this machine: every remote's `vite dev` / `pnpm start` port. Served
 * by the dev server and written into dist/ as the default; each environment serves its own.
 */
function localRegistry(): PluginOption {
  const text = `${JSON.stringify(Object.fromEntries(REMOTE_APPS.map((r) => [r.name, `http://localhost:${r.devPort}/remoteEntry.js`])), null, 2)}\n`;
  return {
    name: 'agency:local-registry',
    configureServer(server) {
      server.middlewares.use('/remotes.json', (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(text);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'remotes.json', source: text });
    },
  };
}

/**
 * A server-rendering build (SSR_BUILD=1): one ES module for Node, with the shared singletons left
 * as imports so that the shell's page renderer and every remote it renders use one React, one
 * router and one page state (they resolve from the shell's node_modules, see docs/html-first.md).
 */
function serverBuild(entry: string, outDir: string, fileName: string): UserConfig {
  const shared = [
    ...SHARED_SINGLETONS,
    'react-dom/server',
    'react-router',
    '@module-federation/runtime',
  ];
  // Entries each app bundles itself are in the build, as in the browser (ui-kit's reports: their
  // stylesheet import would stop Node); everything else of the shared packages stays an import.
  const external = (id: string) =>
    !BUNDLED_ENTRIES.includes(id) &&
    shared.some((name) => id === name || id.startsWith(`${name}/`));
  return {
    plugins: [react()],
    ssr: { noExternal: true },
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      target: 'node24',
      sourcemap: false,
      rollupOptions: { external, output: { entryFileNames: fileName, inlineDynamicImports: true } },
    },
  };
}

/**
 * The shell: a plain React app that hosts remotes through the federation runtime (no build-time
 * remotes), so where each remote lives is read from remotes.json at run time. Its server build is
 * the page renderer (dist/server/render-page.mjs).
 */
/**
 * The shell's one script tag at low fetch priority. A server-rendered page is readable from its
 * HTML, and boot.ts starts nothing before the first frame anyway; at low priority the script also
 * waits behind the page's pictures on a slow link instead of holding up the first paint (on
 * Lighthouse's slow 4G: first paint 0.75–0.85 → 0.65–0.67 s on the agency's pages).
 */
function bootAfterContent(): Plugin {
  return {
    name: 'agency:boot-after-content',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          '<script type="module" crossorigin',
          '<script type="module" fetchpriority="low" crossorigin',
        ),
    },
  };
}

export function hostConfig({ appRoot }: { appRoot: string }): UserConfig {
  const port = SHELL_APP.devPort;
  const define = { __SHARED_VERSIONS__: JSON.stringify(sharedVersions(appRoot)) };
  if (process.env.SSR_BUILD === '1')
    return {
      ...serverBuild('src/server/render-page.tsx', 'dist/server', 'render-page.mjs'),
      define,
    };
  return {
    // The federation runtime built for browsers only: its Node loaders, debug code and the snapshot
    // plugin (which reads manifests; the registry names each remote's remoteEntry.js) drop out.
    define: {
      ...define,
      ENV_TARGET: JSON.stringify('web'),
      FEDERATION_DEBUG: 'false',
      FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true',
    },
    plugins: [react(), localRegistry(), bootAfterContent(), precompress()],
    server: devServer(port),
    preview: { port, strictPort: true },
    build: {
      target: 'es2022',
      sourcemap: false,
      // No modulepreload polyfill: Vite's own loader falls back to a script preload where the
      // browser lacks modulepreload (Safari before 17), and so does boot.ts for the page's list.
      modulePreload: { polyfill: false },
      // One stylesheet, the page's own (index.html's <link>, inlined by the page renderer): no
      // lazily loaded chunk lists it as a dependency to fetch again, as the renderer's inline copy
      // is invisible to the chunk loader.
      cssCodeSplit: false,
    },
  };
}

export interface RemotePresetOptions {
  /** Federation name, as the shell's registry knows it (its row in apps.ts gives the port). */
  name: RemoteName;
  /** Module exposed to the shell as `./App`. */
  exposes: string;
}

/**
 * The one preset every remote builds with. `vite build` makes these outputs:
 * - dist/: the federated remote (remoteEntry.js + mf-manifest.json) the shell loads. Assets are
 *   addressed relative to the entry (base './', publicPath 'auto'), so a build can be served from
 *   any origin and the shell only needs its URL at run time. It carries no federation runtime of
 *   its own: the shell provides one (experiments.externalRuntime).
 * - dist/ssr/app.mjs (SSR_BUILD=1, remotes with a src/ssr.tsx): the App for the shell's page renderer.
 * - dist-standalone/ (STANDALONE=1): the same app as a plain single-page site with its own
 *   index.html and router, e.g. the storefront on its own subdomain. `vite dev` serves this one.
 */
export function remoteConfig({ name, exposes }: RemotePresetOptions): UserConfigFnObject {
  const { devPort: port, folder } = remoteApp(name);
  const appRoot = fileURLToPath(new URL(`../../../apps/${folder}/`, import.meta.url));
  return ({ command }) => {
    // The remote's App for the shell's page renderer (only remotes with a src/ssr.tsx build it).
    if (process.env.SSR_BUILD === '1') return serverBuild('src/ssr.tsx', 'dist/ssr', 'app.mjs');
    if (command === 'serve' || process.env.STANDALONE === '1') {
      return {
        plugins: [react(), precompress()],
        server: devServer(port),
        preview: { port, strictPort: true },
        build: { target: 'es2022', outDir: 'dist-standalone' },
      };
    }
    return {
      base: './',
      plugins: [
        react(),
        federation({
          name,
          filename: 'remoteEntry.js',
          manifest: true,
          publicPath: 'auto',
          dts: false,
          exposes: { [`./${REMOTE_MODULE}`]: exposes },
          // The shell always provides these (the standalone build bundles its own), so no fallback copy ships.
          shared: Object.fromEntries(
            sharedDependencies(appRoot).map((pkg) => [
              pkg,
              { singleton: true, import: false as const },
            ]),
          ),
          // With `import: false` the plugin narrows each shared module to the exports it saw used, and
          // under load that analysis raced and dropped used ones (a MISSING_EXPORT build failure). An
          // immediate parse timeout makes it keep every export instead: deterministic, and no bigger.
          moduleParseTimeout: 0.001,
          experiments: { externalRuntime: true },
        }),
        precompress(),
      ],
      build: { target: 'es2022', sourcemap: false },
    };
  };
}
