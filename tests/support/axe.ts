import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The part of a Web Animations `Animation` read here (tests are typed without the DOM library). */
interface RunningAnimation {
  effect: { getTiming(): { iterations?: number } } | null;
  finished: Promise<unknown>;
}

/**
 * axe-core's critical and serious violations on the page as it stands (the source injected once per page).
 * Finite animations (a drawer or modal fading in) are let finish first: mid-fade text has a partial
 * opacity and axe would measure a contrast no user reads.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const doc = (globalThis as unknown as { document: { getAnimations(): RunningAnimation[] } }).document;
    const finite = doc.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    const r = await (globalThis as unknown as { axe: typeof axe }).axe.run({ resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}
