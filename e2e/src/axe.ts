import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** One serious or critical finding, short enough to read in a failure report. */
export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  /** CSS selectors of the first few offending nodes. */
  nodes: string[];
}

/**
 * Runs axe-core (WCAG 2.0–2.2 A and AA rules plus best practices) on the page as it stands, and
 * answers its serious and critical violations.
 */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  // Evaluated through the DevTools protocol: the product's CSP (no inline scripts) stays on.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: any }).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical')
      .map((v: { id: string; impact: string; help: string; nodes: { target: string[] }[] }) => ({
        rule: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
      }));
  });
}
