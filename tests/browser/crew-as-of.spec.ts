import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { crewStream, todayIn } from '@crewing/domain';
import { callerAs } from '@crewing/server/testing/actors';
import { backdateStream } from '@crewing/server/testing/backdate';
import { useSeededApp } from '../support/seeded-app.js';
import { firstActiveCrew } from '../support/seeded-picks.js';
import { seriousViolations } from '../support/axe.js';

// Issue 27: the demo auditor opens a crew's 201 file as it stood on a day before an edit. The
// crew's history is moved back two days (the seed wrote it minutes ago), then a crewing officer
// edits his middle name today; the file as of yesterday shows the earlier name, read-only.
const seeded = useSeededApp({ timeout: 1_800_000 });

describe('a 201 file as of a past day, as the auditor', () => {
  it('picks yesterday in the 201 header and sees the middle name before the edit; axe clean', async () => {
    const crew = await firstActiveCrew(seeded.services.db);
    const before = crew.middle_name ?? '';
    await backdateStream(seeded.services.db, crewStream.id(crew.id), 2);
    const officer = await callerAs(seeded.services, 'crewingOfficer');
    await officer.crew.update({ crewId: crew.id, changes: { middleName: 'ASOFTEST' } });
    await seeded.services.runner.catchUp(30_000);

    const page = await seeded.pageAs('auditor', `/v/crew/${crew.id}/profile/201`);
    const middle = page.getByTestId('crew-middleName');
    await expect.poll(() => middle.inputValue(), { timeout: 20_000 }).toBe('ASOFTEST');
    // Read-only for the auditor: no Edit on the live file either.
    expect(await page.getByTestId('crew-edit').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    const today = dayjs(todayIn(new Date()));
    const yesterday = today.subtract(1, 'day');
    await page.getByTestId('crew-as-of').click();
    if (yesterday.month() !== today.month()) await page.locator('button[data-direction="previous"]').first().click();
    await page.getByRole('button', { name: yesterday.format('D MMMM YYYY'), exact: true }).click();

    await page.waitForURL(`**/v/crew/${crew.id}/as-of/${yesterday.format('YYYY-MM-DD')}`);
    const banner = page.getByTestId('as-of-banner');
    await banner.waitFor({ timeout: 30_000 });
    expect(await banner.textContent()).toContain(`READ-ONLY: as of ${yesterday.format('DD MMM YYYY').toUpperCase()}`);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await page.getByRole('heading', { name: /201 File as of/ }).waitFor();
    expect(await page.getByTestId('crew-middleName').inputValue()).toBe(before);
    expect(await page.getByTestId('crew-edit').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('as-of-back').click();
    await expect.poll(() => page.getByTestId('crew-middleName').inputValue(), { timeout: 20_000 }).toBe('ASOFTEST');
    expect(seeded.consoleErrors).toEqual([]);
  });
});
