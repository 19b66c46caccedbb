import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

/**
 * The web server process (which imports the remotes' server bundles) is started without the
 * API's secrets, and deletes them itself on start: apps/web-server's own test proves
 * `withoutApiSecrets` does that; this one proves scripts/start.ts and the server's CLI use it.
 */
it('is how scripts/start.ts starts them, and what the server deletes on its own start', () => {
  const root = join(import.meta.dirname, '..');
  const start = readFileSync(join(root, 'scripts', 'start.ts'), 'utf8');
  const web = start.slice(start.indexOf("name: 'web'"));
  expect(web).toMatch(/env: \{\s*\.\.\.withoutApiSecrets\(process\.env\)/);
  expect(web.slice(0, web.indexOf('});'))).not.toMatch(/\.\.\.process\.env/);
  const cli = readFileSync(join(root, 'apps', 'web-server', 'src', 'cli.ts'), 'utf8');
  expect(cli).toMatch(/for \(const name of API_ONLY_ENV\) delete env\[name\]/);
});
