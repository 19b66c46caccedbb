import { expect, it } from 'vitest';
import { API_ONLY_ENV, withoutApiSecrets } from '../src/renderer-env.ts';
import { supervise } from '../src/supervise.ts';

/** The process that imports remotes' server bundles never sees the API's secrets. */
it('starts the static servers without DATA_DIR, DATABASE_URL, TOKEN_SECRET or SMTP_URL', async () => {
  const parent = {
    ...process.env,
    DATA_DIR: '/srv/api-data',
    DATABASE_URL: 'postgres://u:p@db/x',
    TOKEN_SECRET: 's'.repeat(40),
    SMTP_URL: 'smtp://u:p@mail',
    KEEP_ME: 'yes',
  };
  const lines: string[] = [];
  const child = supervise({
    name: 'web',
    args: ['-e', 'console.log(JSON.stringify(process.env)); setInterval(() => {}, 1000)'],
    env: withoutApiSecrets(parent),
    log: (line) => lines.push(line),
  });
  const deadline = Date.now() + 10_000;
  while (lines.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  await child.stop(2000);
  const seen = JSON.parse(lines[0]!.replace(/^\[web\] /, '')) as Record<string, string>;
  for (const name of API_ONLY_ENV) expect(seen[name]).toBeUndefined();
  expect(seen.KEEP_ME).toBe('yes');
});

// That scripts/start.ts starts them this way is checked by the repository's own test
// (test/renderer-env.test.ts): it reads a file outside this package.
