import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSeededApp } from '../support/seeded-app.js';
import { firstActiveCrew, openFromMasterList } from '../support/seeded-picks.js';

// The crew 201 container (000 §2): the crewing officer opens a crew from the list and edits his profile.
const seeded = useSeededApp();

const pageAs = (username: string, path: string): Promise<Page> => seeded.pageAs(username, path);

describe('the crew 201 as the crewing officer', () => {
  it('opens a crew from the list, edits his middle name with confirmation, and sees it and its history', async () => {
    const crew = await firstActiveCrew(seeded.services.db);
    const page = await pageAs('crewing', '/v/masterlist/crew/index');
    await openFromMasterList(page, seeded.url, crew);
    expect(await page.getByTestId('crew-summary-name').textContent()).toContain(crew.last_name);

    const middle = page.getByTestId('crew-middleName');
    expect(await middle.inputValue()).toBe(crew.middle_name ?? '');
    await page.getByTestId('crew-edit').click();
    await middle.fill('Browserton');
    await page.getByTestId('crew-update').click();
    await page.getByText('Are you sure you want to update this record?').waitFor();
    await page.getByTestId('confirm-yes').click();

    // Upper-cased on the way in (002 §5); the form goes back to read-only with the new value.
    await page.getByTestId('crew-edit').waitFor({ timeout: 10_000 });
    // The read model is async: once it catches up, the pushed crew topic refreshes the page.
    await seeded.services.runner.catchUp(30_000);
    await expect.poll(() => middle.inputValue(), { timeout: 10_000 }).toBe('BROWSERTON');
    const history = page.getByTestId('crew-history');
    const changed = history.getByRole('row').filter({ hasText: 'Middle Name' }).filter({ hasText: 'BROWSERTON' });
    await changed.waitFor({ timeout: 10_000 });
    expect(await changed.textContent()).toContain(crew.middle_name ?? '—');
    await expect
      .poll(() => page.getByTestId('crew-summary-name').textContent(), { timeout: 10_000 })
      .toContain('BROWSERTON');
  });

  // Issue 25 point 13: Personal Information keeps its edit history under it, as every other 201 card does.
  it('edits Personal Information and sees the change in the history under the card', async () => {
    const crew = await seeded.services.db
      .selectFrom('crews')
      .select(['id'])
      .where('status', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const page = await pageAs('crewing', `/v/crew/${crew.id}/profile/personalinfo`);
    const history = page.getByTestId('personal-info-history');
    await history.waitFor({ timeout: 15_000 });
    await page.getByTestId('personal-edit').click();
    await page.getByTestId('record-recommendedBy').fill('Capt. Historian');
    // Point 15: a date typed in the form it is shown in (any letter case) is taken, not reverted.
    const availability = page.getByTestId('record-availabilityDate');
    await availability.fill('1 nov 2026');
    await availability.press('Tab');
    expect(await availability.inputValue()).toBe('01 Nov 2026');
    await page.getByTestId('personal-update').click();
    await page.getByText('Are you sure you want to update this record?').waitFor();
    await page.getByTestId('confirm-yes').click();
    await page.getByTestId('personal-edit').waitFor({ timeout: 10_000 });
    const changed = history
      .getByRole('row')
      .filter({ hasText: 'Recommended By' })
      .filter({ hasText: 'CAPT. HISTORIAN' });
    await changed.waitFor({ timeout: 10_000 });
    await history
      .getByRole('row')
      .filter({ hasText: 'Availability Date' })
      .filter({ hasText: '01 NOV 2026' })
      .waitFor({ timeout: 10_000 });
    // Only the card's own fields: the 201 Profile's (names, rank) stay on the 201 Profile.
    expect(await history.getByRole('row').filter({ hasText: 'Last Name' }).count()).toBe(0);
  });
});
