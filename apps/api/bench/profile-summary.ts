/**
 * The top self-time functions of V8 CPU profiles (`.cpuprofile`, from `node --cpu-prof` or
 * `BENCH_PROFILE=dir pnpm bench:api`), summed over every file given:
 *   node bench/profile-summary.ts [--top N] a.cpuprofile [b.cpuprofile …]
 * Self time is what a function spends in its own code, not in what it calls.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface SelfTime {
  name: string;
  where: string;
  ms: number;
  share: number;
}

/** Where a frame comes from, short: a package and its file, or a path in this repository. */
function place(url: string, line: number): string {
  if (!url) return '';
  const path = url.replace(/^file:\/\//, '');
  const pkg = path.match(
    /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\/(.*)$/,
  );
  const short = pkg
    ? `${pkg[1]}/${pkg[2]}`
    : path.startsWith('/')
      ? relative(process.cwd(), path)
      : path;
  return `${short}:${line + 1}`;
}

/** Self time per function (name and place), largest first, over all the profiles. */
export function selfTimes(profiles: Profile[]): { total: number; rows: SelfTime[] } {
  const byKey = new Map<string, SelfTime>();
  let total = 0;
  for (const profile of profiles) {
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    profile.samples.forEach((id, i) => {
      const ms = (profile.timeDeltas[i] ?? 0) / 1000;
      const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
      const name = functionName || '(anonymous)';
      const where = place(url, lineNumber);
      const key = `${name} ${where}`;
      const row = byKey.get(key) ?? { name, where, ms: 0, share: 0 };
      row.ms += ms;
      byKey.set(key, row);
      total += ms;
    });
  }
  const rows = [...byKey.values()].sort((a, b) => b.ms - a.ms);
  for (const row of rows) row.share = row.ms / total;
  return { total, rows };
}

/** The summary as printed: a table of the top `top` functions. */
export function formatSelfTimes(files: string[], top = 10): string {
  const profiles = files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as Profile);
  const { total, rows } = selfTimes(profiles);
  const lines = [`CPU profile, ${(total / 1000).toFixed(1)} s sampled; top ${top} by self time:`];
  for (const row of rows.slice(0, top))
    lines.push(
      `${(row.share * 100).toFixed(1).padStart(5)}%  ${row.ms.toFixed(0).padStart(6)} ms  ${row.name}${row.where ? `  ${row.where}` : ''}`,
    );
  return lines.join('\n');
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--top');
  const top = at === -1 ? 10 : Number(args.splice(at, 2)[1]);
  console.log(formatSelfTimes(args, top));
}
