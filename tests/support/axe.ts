import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** axe-core's critical and serious violations on the page (its source put in: the CSP allows only the app's scripts). */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const r = await (globalThis as unknown as { axe: typeof axe }).axe.run({ resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}
