import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest, started first. Vitest orders files by their last durations, and
 * without any (a clean clone: CI) by size, largest first. every-route.e2e.ts is small and runs
 * ~3 minutes: started among the last, it ran alone at the end while the other workers sat idle.
 * Slowest first, from a clean clone's run (seconds): every-route 177, many-stores 53, areas 51,
 * storefront 46, bakery-setup 35.
 */
const LONGEST = [
  'every-route.e2e.ts',
  'many-stores.e2e.ts',
  'areas.e2e.ts',
  'storefront.e2e.ts',
  'bakery-setup.e2e.ts',
];

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const at = LONGEST.indexOf(basename(spec.moduleId));
      return at === -1 ? LONGEST.length : at;
    };
    // Array.prototype.sort is stable: the others keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
