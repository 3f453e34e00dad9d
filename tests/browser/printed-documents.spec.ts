import { describe, expect, it } from 'vitest';
import { useSeededApp } from '../support/seeded-app.js';
import { firstOnboardCrew } from '@crewing/server/testing/candidates';

// Issue 25: Settings › Company Profile as the administrator; the checklist opening on the crew's own vessel and rank.
const seeded = useSeededApp();

describe('printed documents in the browser', () => {
  it('the administrator changes the company profile the documents print', async () => {
    const page = await seeded.pageAs('admin', '/v/settings/company-profile');
    const name = page.getByTestId('company-name');
    await expect.poll(() => name.inputValue(), { timeout: 15_000 }).toBe('VMC CREW MANAGEMENT, INC.');
    await page.getByLabel('DMW License No.').fill('DMW License No. DMW-999-LB-010127-R');
    await page.getByTestId('company-save').click();
    await page.getByTestId('confirm-yes').click();
    await expect
      .poll(
        async () =>
          (await seeded.services.db.selectFrom('company_profile').select('licence_no').executeTakeFirst())?.licence_no,
        { timeout: 10_000 },
      )
      .toBe('DMW LICENSE NO. DMW-999-LB-010127-R');
    await page.screenshot({ path: '/tmp/company-profile.png', fullPage: true });
    // Not for anyone else: the crewing officer is sent home.
    const other = await seeded.pageAs('crewing', '/v/settings/company-profile');
    await expect.poll(() => other.url(), { timeout: 10_000 }).not.toContain('company-profile');
  }, 120_000);

  it('the checklist of a crew onboard opens on his vessel and rank', async () => {
    const crew = await firstOnboardCrew(seeded.services.db);
    const page = await seeded.pageAs('crewing', `/v/crew/${crew.id}/crew-document/checklist`);
    await page.getByTestId('checklist').getByTestId('checklist-rows').first().waitFor({ timeout: 15_000 });
    await expect
      .poll(() => page.getByTestId('checklist-vessel').inputValue(), { timeout: 10_000 })
      .toBe(crew.vessel_name);
    expect(await page.getByTestId('checklist-rank').inputValue()).not.toBe('No Rank Selected');
    await page.screenshot({ path: '/tmp/checklist-own-vessel.png', fullPage: true });
  }, 120_000);
});
