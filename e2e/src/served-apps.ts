import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { waitUntilServing } from '@agency/serve/supervise';

export const REPO_ROOT = join(import.meta.dirname, '..', '..');

export interface ServedBuild {
  url: string;
  stop(): Promise<void>;
}

/**
 * The built product served as `pnpm start` serves it: the static hosts and the page renderer in a
 * process of their own (Node with tsx, as in production), /api forwarded to `apiOrigin`.
 */
export async function serveBuiltApps({
  port,
  apiOrigin,
  registryFile,
}: {
  port: number;
  apiOrigin: string;
  registryFile?: string;
}): Promise<ServedBuild> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/web-server/src/cli.ts'],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        REPO_ROOT,
        PORT: String(port),
        API_ORIGIN: apiOrigin,
        PUBLIC_HOST: '127.0.0.1',
        REGISTRY_FILE: registryFile ?? '',
        // The tests' own client renders without a budget (many pages, fast); tests that check the
        // render limit send from 127.0.0.2.
        RENDER_LIMIT_EXEMPT: '127.0.0.1',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(`${url}/remotes.json`, { timeoutMs: 60_000 });
  return {
    url,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
