import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ImpactValue, Result } from 'axe-core';

/** axe-core's browser build, read once per worker. */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * What fails a page: the two highest of axe's four impacts. `E2E_AXE_IMPACTS=minor,moderate,
 * serious,critical` widens it for a run that lists everything axe finds.
 */
const BLOCKING = (process.env.E2E_AXE_IMPACTS ?? 'serious,critical').split(',') as ImpactValue[];

/** One line per rule: its id, impact, summary and the first elements it names. */
export function describeViolations(violations: readonly Result[]): string {
  return violations
    .map((v) => {
      const targets = v.nodes.slice(0, 3).map((node) => node.target.join(' '));
      const more = v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : '';
      return `${v.id} (${v.impact}): ${v.help} [${targets.join(' | ')}${more}]`;
    })
    .join('\n');
}

/**
 * Runs axe-core on the page as it is now and returns its serious and critical violations (none
 * is the pass; see BLOCKING). The script is evaluated through the DevTools protocol, which the page's
 * Content-Security-Policy (script-src 'self') does not govern, so the page is checked under the
 * headers it really has (docs/decisions/014).
 */
export async function seriousAxeViolations(page: Page): Promise<Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (options: object) => Promise<AxeResults> } }).axe.run({
      resultTypes: ['violations'],
    }),
  );
  return results.violations.filter((v) => v.impact != null && BLOCKING.includes(v.impact));
}
