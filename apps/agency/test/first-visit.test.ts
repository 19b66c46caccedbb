import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Every module of the agency's site: all of it is public pages, in its first chunk. */
const src = join(dirname(fileURLToPath(import.meta.url)), '../src');
const modules = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => ({ file, text: readFileSync(join(src, file), 'utf8') }));

describe("the agency site's first visit", () => {
  it("takes ui-kit's public part, not the admin screens' parts", () => {
    expect(modules.length).toBeGreaterThan(5);
    // '@agency/ui-kit' is all of it (layouts, audit log, checklists), not provided with the shell.
    const whole = modules
      .filter(({ text }) => /from\s+['"]@agency\/ui-kit['"]/.test(text))
      .map(({ file }) => relative(src, join(src, file)));
    expect(whole).toEqual([]);
    expect(modules.some(({ text }) => text.includes("'@agency/ui-kit/public'"))).toBe(true);
  });
});
