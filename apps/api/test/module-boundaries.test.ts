/**
 * The API's domain modules (the folders of src/ but lib/, db/, cli/ and flows/) meet only through
 * their faces: another module, a flow or the app imports a module's index.ts, never its inner
 * files; lib/ and db/ sit below every module; the modules import each other without a cycle.
 * Flows (src/flows/) sit above the modules: they import faces, and only a module's routes call
 * them. modules.ts alone imports the route plugins it mounts. The audit module follows the
 * domain events (lib/events.ts): nothing but app.ts, which wires every subscriber, imports it, and
 * only app.ts subscribes anything. docs/architecture.md, "API modules".
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', 'src');
/** Folders of src/ that are not domain modules. */
const BELOW = ['lib', 'db'];
const NOT_MODULES = [...BELOW, 'cli', 'flows'];
/** Modules that only follow events: no module records through them, it emits. */
const FOLLOWERS = ['audit'];
/** Where the subscribers are wired, and what may import a follower (besides modules.ts' mount). */
const WIRING = 'app.ts';

/** A source tree: file path (posix, relative to src/) → its text. */
type Tree = Map<string, string>;

function readTree(root: string): Tree {
  const tree: Tree = new Map();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts'))
        tree.set(relative(root, path).split(sep).join('/'), readFileSync(path, 'utf8'));
    }
  };
  walk(root);
  return tree;
}

/** Relative specifiers of a file's static imports and re-exports, and of its dynamic imports. */
export function importsOf(source: string): string[] {
  const found = [
    ...source.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]/gm),
    ...source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
    ...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ];
  return found.map((m) => m[1]!).filter((spec) => spec.startsWith('.'));
}

const topOf = (path: string) => (path.includes('/') ? path.slice(0, path.indexOf('/')) : null);
const isRoutes = (path: string) => /(^|[-/])routes\.ts$/.test(path);

/** The module folders of a tree: every top-level folder that is not infrastructure or flows. */
export function modulesOf(tree: Tree): string[] {
  const tops = new Set([...tree.keys()].map(topOf).filter((t): t is string => t !== null));
  return [...tops].filter((t) => !NOT_MODULES.includes(t)).sort();
}

/** Every import that crosses a boundary it may not, and the module graph. */
export function checkBoundaries(tree: Tree) {
  const modules = modulesOf(tree);
  const moduleOf = (path: string) => {
    const top = topOf(path);
    return top && modules.includes(top) ? top : null;
  };
  const problems: string[] = [];
  const edges = new Map<string, Set<string>>(modules.map((m) => [m, new Set()]));
  for (const module of modules)
    if (!tree.has(`${module}/index.ts`)) problems.push(`${module}/ has no index.ts`);
  for (const [file, source] of tree) {
    const from = moduleOf(file);
    const top = topOf(file);
    if (file !== WIRING && /(?<!function )\bsubscribe[A-Z]\w*\(/.test(source))
      problems.push(`${file} subscribes to events: only ${WIRING} wires subscribers`);
    for (const spec of importsOf(source)) {
      const target = posix.normalize(posix.join(posix.dirname(file), spec));
      const to = moduleOf(target);
      if (top && BELOW.includes(top) && (to || topOf(target) === 'flows'))
        problems.push(`${file} imports ${target}: lib/ and db/ sit below the modules`);
      if (topOf(target) === 'flows' && from && !isRoutes(file))
        problems.push(`${file} imports ${target}: only a module's routes call a flow`);
      if (!to || to === from) continue;
      const face = target === `${to}/index.ts`;
      const mounted = file === 'modules.ts' && isRoutes(target);
      if (FOLLOWERS.includes(to) && file !== WIRING && !mounted)
        problems.push(`${file} imports ${target}: it emits an event, which ${to}/ follows`);
      if (!face && !mounted) problems.push(`${file} imports ${target}, not ${to}/index.ts`);
      if (from) edges.get(from)!.add(to);
    }
  }
  return { modules, problems, edges, cycles: cyclesOf(edges) };
}

/** The strongly connected groups of more than one module (Tarjan), each sorted. */
export function cyclesOf(edges: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        group.push(w);
      } while (w !== v);
      if (group.length > 1) cycles.push(group.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

describe('module boundaries', () => {
  const tree = readTree(SRC);
  const result = checkBoundaries(tree);

  it('other modules, flows and the app import a module only through its index.ts', () => {
    expect(result.problems).toEqual([]);
  });

  it('the modules import each other without a cycle', () => {
    expect(result.cycles).toEqual([]);
  });

  it('modules.ts mounts the routes of every module that has routes', () => {
    const mounted = importsOf(tree.get('modules.ts')!).map((spec) => topOf(posix.normalize(spec)));
    const withRoutes = result.modules.filter((m) => tree.has(`${m}/routes.ts`));
    expect(withRoutes.filter((m) => !mounted.includes(m))).toEqual([]);
  });

  it('finds an import of inner files, a cycle, infrastructure that reaches up, and a module that records through the audit module or subscribes', () => {
    const fake: Tree = new Map([
      ['a/index.ts', "export { x } from './x.ts';"],
      ['a/x.ts', "import { y } from '../b/y.ts';\nexport const x = y;"],
      ['b/index.ts', "export { y } from './y.ts';"],
      ['b/y.ts', "import { x } from '../a/index.ts';\nexport const y = 1;"],
      ['b/routes.ts', "import { f } from '../flows/f.ts';"],
      ['c/index.ts', 'export {};'],
      ['c/queries.ts', "import { f } from '../flows/f.ts';"],
      ['lib/z.ts', "const a = await import('../a/index.ts');"],
      ['flows/f.ts', "import { x } from '../a/x.ts';"],
      ['audit/index.ts', 'export function subscribeAudit() {}'],
      ['c/events.ts', "import { subscribeAudit } from '../audit/index.ts';\nsubscribeAudit();"],
      ['app.ts', "import { subscribeAudit } from './audit/index.ts';\nsubscribeAudit();"],
    ]);
    const found = checkBoundaries(fake);
    expect(found.modules).toEqual(['a', 'audit', 'b', 'c']);
    expect(found.cycles).toEqual([['a', 'b']]);
    expect(found.problems).toEqual([
      'a/x.ts imports b/y.ts, not b/index.ts',
      "c/queries.ts imports flows/f.ts: only a module's routes call a flow",
      'lib/z.ts imports a/index.ts: lib/ and db/ sit below the modules',
      'flows/f.ts imports a/x.ts, not a/index.ts',
      'c/events.ts subscribes to events: only app.ts wires subscribers',
      'c/events.ts imports audit/index.ts: it emits an event, which audit/ follows',
    ]);
  });
});
