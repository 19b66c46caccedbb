/**
 * The processes of `pnpm bench:scale`, on loopback: PostgreSQL (Debian's server binaries), an
 * S3-compatible server (s3rver), API and web instances, and nginx running deploy/nginx.conf with
 * this run's ports and folders put in. Every process's output goes to a file in the run's folder.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  chownSync,
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { withoutApiSecrets } from '@agency/serve/renderer-env';
import S3rver from 's3rver';

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Resolves once `url` answers 2xx, or throws after `ms`. */
export async function waitFor(url: string, ms = 120_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

/** Throws naming the first port something listens on already. */
export async function portsFree(ports: number[]): Promise<void> {
  for (const port of ports)
    await new Promise<void>((done, fail) => {
      const probe = createServer().once('error', () =>
        fail(new Error(`port ${port} is in use: stop what listens there first`)),
      );
      probe.listen(port, '127.0.0.1', () => probe.close(() => done()));
    });
}

/** PostgreSQL in `dir` on `port` (as the postgres user when run as root, as .ci/run does). */
export function startPostgres(dir: string, port: number) {
  const bin =
    process.env.PG_BIN ??
    (existsSync('/usr/lib/postgresql')
      ? join(
          '/usr/lib/postgresql',
          readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))[0]!,
          'bin',
        )
      : '');
  if (!bin || !existsSync(join(bin, 'initdb')))
    throw new Error(
      'PostgreSQL server binaries not found (apt-get install postgresql, or set PG_BIN)',
    );
  const root = process.getuid?.() === 0;
  const as = (command: string) =>
    root
      ? execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { stdio: 'pipe' })
      : execFileSync('/bin/sh', ['-c', command], { stdio: 'pipe' });
  if (root) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  as(`${bin}/initdb -D ${dir}/data -U postgres --auth=trust >/dev/null`);
  as(
    `${bin}/pg_ctl -D ${dir}/data -l ${dir}/log -o "-k ${dir} -h 127.0.0.1 -p ${port} -c max_connections=200" -w start >/dev/null`,
  );
  as(`${bin}/createdb -h 127.0.0.1 -p ${port} -U postgres agency`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/agency`,
    stop: () => {
      try {
        as(`${bin}/pg_ctl -D ${dir}/data -m fast stop >/dev/null`);
      } catch {
        /* already stopped */
      }
    },
  };
}

/** s3rver with the bucket made, its files in `dir`. */
export async function startS3(dir: string, port: number, bucket: string) {
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
}

/** A Node process that can be killed and started again with the same settings. */
export function instance(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  root: string,
  logs: string,
) {
  let child: ChildProcess | undefined;
  const start = () => {
    const fd = openSync(join(logs, `${name}.log`), 'a');
    child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', fd, fd] });
    closeSync(fd);
  };
  start();
  return {
    name,
    start,
    /** SIGKILL: a crash, not a graceful stop. */
    kill: () => child?.kill('SIGKILL'),
    stop: async () => {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((done) => running.once('exit', done));
      running.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000).then(() => running.kill('SIGKILL'))]);
    },
    log: () => readFileSync(join(logs, `${name}.log`), 'utf8'),
  };
}

export type Instance = ReturnType<typeof instance>;

/** An API instance (apps/api) behind nginx: trusts only nginx's X-Forwarded-For. */
export function apiInstance(
  name: string,
  port: number,
  metricsPort: number,
  env: NodeJS.ProcessEnv,
  root: string,
  logs: string,
) {
  return instance(
    name,
    ['apps/api/src/main.ts'],
    {
      ...env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      METRICS_PORT: String(metricsPort),
      TRUST_PROXY_HOPS: '1',
      TRUSTED_PROXIES: '127.0.0.1',
    },
    root,
    logs,
  );
}

/** A web instance (apps/web-server: page renderer and static hosts), none of the API's secrets. */
export function webInstance(
  name: string,
  port: number,
  metricsPort: number,
  apiOrigin: string,
  root: string,
  logs: string,
) {
  return instance(
    name,
    ['--import', 'tsx', 'apps/web-server/src/cli.ts'],
    {
      ...withoutApiSecrets(process.env),
      NODE_ENV: 'production',
      REPO_ROOT: root,
      PORT: String(port),
      API_ORIGIN: apiOrigin,
      METRICS_PORT: String(metricsPort),
      // nginx's X-Forwarded-For names the client; the bench's clients are all 127.0.0.1, standing
      // for many users, so that one address is not limited.
      TRUSTED_PROXIES: '127.0.0.1',
      RENDER_LIMIT_EXEMPT: '127.0.0.1',
      SERVE_LOG_LEVEL: 'warn',
    },
    root,
    logs,
  );
}

/**
 * nginx on deploy/nginx.conf with this run's ports: `ports` maps the reference config's
 * addresses to this run's; `down` marks upstream servers as down (one instance of each).
 */
export function nginxConfig(
  root: string,
  dir: string,
  ports: Record<string, string>,
  down: string[] = [],
) {
  let text = readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8').replaceAll(
    '/var/log/nginx/',
    `${dir}/`,
  );
  for (const [from, to] of Object.entries(ports)) text = text.replaceAll(from, to);
  for (const address of down) text = text.replace(`server ${address} `, `server ${address} down `);
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, text);
  return file;
}

export function startNginx(dir: string, file: string) {
  const pid = join(dir, 'nginx.pid');
  const args = ['-c', file, '-p', dir, '-g', `pid ${pid};`];
  execFileSync('nginx', ['-t', '-q', ...args], { stdio: 'pipe' });
  execFileSync('nginx', args, { stdio: 'pipe' });
  return {
    /** Reads the config file again (graceful: connections in flight finish). */
    reload: () => execFileSync('nginx', [...args, '-s', 'reload'], { stdio: 'pipe' }),
    stop: () => {
      try {
        execFileSync('nginx', [...args, '-s', 'quit'], { stdio: 'pipe' });
      } catch {
        /* not running */
      }
    },
  };
}
