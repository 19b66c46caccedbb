/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { code, rawColours } from '../packages/ui-kit/test/raw-colours.ts';

/**
 * Every stylesheet in the repository names its colours through the design tokens
 * (packages/ui-kit/src/tokens.css), and stays small enough to read (split by route or part; see
 * docs/decisions/025-colour-tokens-and-split-stylesheets.md).
 */
const ROOT = join(import.meta.dirname, '..');
const TOKENS = 'packages/ui-kit/src/tokens.css';
const MAX_LINES = 300;
const SKIP = new Set(['node_modules', 'dist', 'dist-standalone', '.turbo', 'coverage']);

function stylesheets(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.css')) found.push(path);
    }
  };
  for (const top of ['apps', 'packages', 'tooling']) walk(top);
  return found.sort();
}

const files = stylesheets();
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

describe('stylesheets', () => {
  it('are found (the walk sees the token file and the apps)', () => {
    expect(files).toContain(TOKENS);
    expect(files.length).toBeGreaterThan(20);
  });

  it('name no colour literally outside the token file', () => {
    const offenders = files
      .filter((path) => path !== TOKENS)
      .flatMap((path) => rawColours(read(path)).map((where) => `${path}:${where}`));
    expect(offenders).toEqual([]);
  });

  it(`stay at ${MAX_LINES} lines or fewer (split by route or part)`, () => {
    const long = files
      .map((path) => ({ path, lines: read(path).trimEnd().split('\n').length }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ path, lines }) => `${path}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it('use only colour tokens the token file defines, and it defines none that go unused', () => {
    const defined = new Set(
      [...code(read(TOKENS)).matchAll(/(--(?:color|sf)-[\w-]+)\s*:/g)].map((match) => match[1]!),
    );
    const used = new Map<string, string>();
    for (const path of files)
      for (const match of code(read(path)).matchAll(/var\(\s*(--(?:color|sf)-[\w-]+)/g))
        used.set(match[1]!, path);
    const undefinedTokens = [...used].filter(([name]) => !defined.has(name));
    expect(undefinedTokens.map(([name, path]) => `${name} in ${path}`)).toEqual([]);
    expect([...defined].filter((name) => !used.has(name))).toEqual([]);
  });

  it('catch what they are meant to', () => {
    expect(
      rawColours(
        '.a { color: #fff; }\n.b:hover { background: rgb(0 0 0 / 5%); }\n.c { border-color: White }',
      ),
    ).toEqual(['1: color: #fff', '2: background: rgb(', '3: border-color: White']);
    expect(
      rawColours(
        '#main:focus { color: var(--color-text); white-space: nowrap; content: "#fff red"; }\n' +
          '/* #000 */ .d { background: color-mix(in srgb, var(--color-surface) 50%, transparent); }',
      ),
    ).toEqual([]);
  });
});
