import { createRequire } from 'node:module';
import { join } from 'node:path';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { UserConfig, UserConfigFnObject } from 'vite';
import { REMOTE_MODULE, SHARED_SINGLETONS, type RemoteName } from './shared.ts';

/** Where the API listens in development; `vite` proxies /api there so apps run alone. */
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:8090';

function devServer(port: number): UserConfig['server'] {
  return { port, strictPort: true, cors: true, proxy: { '/api': API_ORIGIN } };
}

/** Installed version of each shared package, read from the app's own dependencies. */
function sharedVersions(appRoot: string): Record<string, string> {
  const require = createRequire(join(appRoot, 'package.json'));
  const versions: Record<string, string> = {};
  for (const name of SHARED_SINGLETONS) {
    const pkg = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;
    versions[name] = (require(`${pkg}/package.json`) as { version: string }).version;
  }
  return versions;
}

/**
 * The shell: a plain React app that hosts remotes through the federation runtime (no build-time
 * remotes), so where each remote lives is read from remotes.json at run time.
 */
export function hostConfig({ port, appRoot }: { port: number; appRoot: string }): UserConfig {
  return {
    plugins: [react()],
    define: { __SHARED_VERSIONS__: JSON.stringify(sharedVersions(appRoot)) },
    server: devServer(port),
    preview: { port, strictPort: true },
    build: { target: 'es2022', sourcemap: false },
  };
}

export interface RemotePresetOptions {
  /** Federation name, as the shell's registry knows it. */
  name: RemoteName;
  /** Port for `vite dev` and `vite preview` when the app runs alone. */
  port: number;
  /** Module exposed to the shell as `./App`. */
  exposes: string;
}

/**
 * The one preset every remote builds with. `vite build` makes two outputs:
 * - dist/: the federated remote (remoteEntry.js + mf-manifest.json) the shell loads. Assets are
 *   addressed relative to the entry (base './', publicPath 'auto'), so a build can be served from
 *   any origin and the shell only needs its URL at run time. It carries no federation runtime of
 *   its own: the shell provides one (experiments.externalRuntime).
 * - dist-standalone/ (STANDALONE=1): the same app as a plain single-page site with its own
 *   index.html and router, e.g. the storefront on its own subdomain. `vite dev` serves this one.
 */
export function remoteConfig({ name, port, exposes }: RemotePresetOptions): UserConfigFnObject {
  return ({ command }) => {
    if (command === 'serve' || process.env.STANDALONE === '1') {
      return {
        plugins: [react()],
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
          shared: Object.fromEntries(SHARED_SINGLETONS.map((pkg) => [pkg, { singleton: true, import: false as const }])),
          // With `import: false` the plugin narrows each shared module to the exports it saw used, and
          // under load that analysis raced and dropped used ones (a MISSING_EXPORT build failure). An
          // immediate parse timeout makes it keep every export instead: deterministic, and no bigger.
          moduleParseTimeout: 0.001,
          experiments: { externalRuntime: true },
        }),
      ],
      build: { target: 'es2022', sourcemap: false },
    };
  };
}
