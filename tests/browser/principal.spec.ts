import { describe, expect, it } from 'vitest';
import { useSeededApp } from '../support/seeded-app.js';
import { seriousViolations } from '../support/axe.js';

// Issue 30 §1: the demo principal user signs in to his own vessels only, read-only: My Vessels,
// a vessel's plan and crew changes, a crew's documents and biodata; the office's screens send him
// back to his own. axe-core on each screen.
const seeded = useSeededApp();

describe('the principal user in the browser', () => {
  it('lands on his vessels, opens one, a crew, his documents and biodata; nothing of the office', async () => {
    const page = await seeded.pageAs('principal', '/v/masterlist/crew/index');
    await page.waitForURL('**/v/principal', { timeout: 15_000 });
    const list = page.getByTestId('principal-vessel-list');
    await list.locator('a').first().waitFor({ timeout: 15_000 });
    const principalId = String(await principalIdOf('principal'));
    const own = await seeded.services.db
      .selectFrom('vessels')
      .select('name')
      .where((eb) => eb(eb.ref('details', '->>').key('principalId'), '=', principalId))
      .where('deleted', '=', false)
      .execute();
    expect((await list.locator('a').allTextContents()).sort()).toEqual(own.map((v) => v.name).sort());
    // The side navigation holds his screens only.
    expect(await page.getByRole('navigation').getByRole('link').allTextContents()).toEqual(['My Vessels', 'Proposals']);
    expect(await seriousViolations(page)).toEqual([]);

    await list.locator('a').first().click();
    await page.getByTestId('principal-plan').locator('tbody tr').first().waitFor({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('principal-tab-changes').click();
    await page.getByTestId('principal-changes').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Vessel Plan' }).click();
    await page.getByTestId('principal-plan').locator('a').first().click();
    await page.getByTestId('principal-crew-summary').waitFor({ timeout: 15_000 });
    await page.getByTestId('principal-documents').locator('tbody tr').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('principal-tab-biodata').click();
    await page.getByTestId('biodata-sheet').waitFor({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);

    // An office screen typed in the address bar sends him back to his own.
    await page.goto(seeded.url + '/v/debriefing');
    await page.waitForURL('**/v/principal', { timeout: 15_000 });
    expect(seeded.consoleErrors).toEqual([]);
  });
});

async function principalIdOf(username: string): Promise<number> {
  const u = await seeded.services.db
    .selectFrom('users')
    .select('principal_id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return u.principal_id!;
}
