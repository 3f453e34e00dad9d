import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { crewDecider, crewStream, todayIn } from '@crewing/domain';
import { TEST_META } from '@crewing/server/testing/actors';
import { useSeededApp } from '../support/seeded-app.js';
import { firstActive } from '../support/seeded-picks.js';

// The first file of a run seeds the demo template through the command handlers (minutes on a busy machine).
const seeded = useSeededApp({ timeout: 900_000 });

const countOf = async (text: string | null) => Number((text ?? '').replaceAll(',', ''));

describe('planning and the dashboard, as management', () => {
  it('opens the dashboard, follows a count to its list, sees a sign-on move the count live, opens the board at last week', async () => {
    const page = await seeded.pageAs('management', '/v/dashboard');
    const onboard = page.getByTestId('count-onboard');
    await onboard.waitFor({ timeout: 20_000 });
    const before = await countOf(await onboard.textContent());
    expect(before).toBeGreaterThan(0);

    // A sign-on elsewhere (a standby crew joins a vessel) moves the counts without a reload.
    const standby = await seeded.services.db
      .selectFrom('crews')
      .select(['id', 'rank_id'])
      .where('onboard_vessel_id', 'is', null)
      .where('crew_code', 'is not', null)
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const vessel = await firstActive(seeded.services.db, 'vessels');
    await seeded.services.commands.handle(crewDecider, {
      streamId: crewStream.id(standby.id),
      command: {
        type: 'SignOnCrew',
        data: {
          crewId: standby.id,
          vesselId: vessel.id,
          rankId: standby.rank_id,
          embarkDate: todayIn(new Date()),
          at: new Date().toISOString(),
        },
      },
      commandId: crypto.randomUUID(),
      metadata: TEST_META,
    });
    await seeded.services.runner.catchUp(30_000);
    await page
      .getByTestId('count-onboard')
      .filter({ hasText: String(before + 1) })
      .waitFor({ timeout: 15_000 });

    // Each number is a link to the list behind it: the same crews.
    await page.getByTestId('count-onboard').click();
    await page.waitForURL(/\/v\/dashboard\/crews\?list=onboard&scope=onboard/);
    await page.getByTestId('dashboard-crew-row').nth(before).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('dashboard-crew-row').count()).toBe(before + 1);
    await expect.poll(() => page.getByText(`${before + 1} crews`).count()).toBe(1);

    // The fleet board at last week's date: read-only, marked so; back to today shows the live rows.
    const lastWeek = dayjs().subtract(7, 'day').format('YYYY-MM-DD');
    await page.goto(`${seeded.url}/v/crewchange/ccdetails?fleetId=2&asOf=${lastWeek}`);
    const banner = page.getByTestId('board-past-banner');
    await banner.waitFor({ timeout: 20_000 });
    expect(await banner.textContent()).toContain(dayjs(lastWeek).format('DD MMM YYYY').toUpperCase());
    // The demo data was recorded today: last week the board had no crew change yet.
    await page.getByText('No crew changes').first().waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('plan-crew-change').count()).toBe(0);
    await page.getByTestId('board-back-live').click();
    await page.locator('.ag-row[row-id] [col-id="crew_name"]').first().waitFor({ timeout: 20_000 });
    expect(await banner.count()).toBe(0);
    // Live again: management plans crew changes here.
    expect(await page.getByTestId('plan-crew-change').count()).toBe(1);

    // The vessel plan of a vessel with crews onboard, and a line-up with reasons.
    await page.goto(`${seeded.url}/v/crewchange/vesselplan?fleetId=2`);
    await page.getByTestId('plan-vessel').selectOption({ index: 1 });
    await page.locator('[data-testid^="plan-row-"]').first().waitFor({ timeout: 15_000 });
    await page.locator('[data-testid^="line-up-open-"]').first().click();
    await page.getByRole('dialog').getByText('ELIGIBLE', { exact: false }).first().waitFor({ timeout: 15_000 });
    expect(seeded.consoleErrors).toEqual([]);
  });
});
