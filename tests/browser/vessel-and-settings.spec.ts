import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { useSeededApp } from '../support/seeded-app.js';
import { firstActive } from '../support/seeded-picks.js';

// Issue 10: a port through the settings screen as the administrator; a vessel's JES/DSS tabs and image as DSS.
const seeded = useSeededApp();

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function confirm(page: Page) {
  await page.getByTestId('confirm-yes').click();
}

describe('master data and vessels in the browser', () => {
  it("as an administrator: adds a port, deactivates it, and the port leaves the board's port choices without a reload", async () => {
    const page = await seeded.pageAs('admin', '/v/settings/port');
    await page.getByTestId('settings-port').waitFor({ timeout: 15_000 });
    await page.getByTestId('settings-add').click();
    const form = page.getByTestId('record-form');
    await form.getByTestId('record-name').fill('Port Testville');
    await form.getByTestId('record-country').fill('Philippines');
    await form.getByTestId('record-save').click();
    await confirm(page);
    await form.waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByTestId('settings-search').fill('testv');
    // The master data read model is async: folded here, then pushed to the open screen.
    await seeded.services.runner.catchUp(30_000);
    const row = page.locator('[data-testid^="settings-row-"]', { hasText: 'PORT TESTVILLE' });
    await row.waitFor({ timeout: 10_000 });

    // A crewing officer's board, its embarking editor open: the new port is offered.
    const { id: crewChangeId, vessel_id: vesselId } = await seeded.services.db
      .selectFrom('crew_change_board')
      .select(['id', 'vessel_id'])
      .where('fleet_id', '=', 2)
      // Open: on the live board whatever its dates (finished crew changes leave it after 30 days).
      .where('finished_on', '=', 'infinity')
      .where(sql<boolean>`jsonb_array_length(state->'embarkings') = 1`)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const board = await seeded.pageAs(
      'crewing',
      `/v/crewchange/ccdetails?fleetId=2&vesselId=${vesselId}&tab=embarking`,
    );
    await board.getByTestId(`edit-${crewChangeId}`).click({ timeout: 15_000 });
    const portChooser = board.getByTestId('field-embark_port_id');
    const offered = async () => {
      await portChooser.fill('');
      await portChooser.fill('TESTV');
      const n = await board.getByRole('option', { name: 'PORT TESTVILLE' }).count();
      await portChooser.press('Escape');
      return n;
    };
    await expect.poll(offered, { timeout: 10_000 }).toBe(1);

    // Deactivated on the settings screen: the row says so and the open board stops offering it, no reload.
    await row.getByTestId('settings-toggle').click();
    await confirm(page);
    // Folded once the command has committed (this test's app runs no projection runner of its own).
    await page.getByText('Port Status Successfully Updated').waitFor({ timeout: 10_000 });
    await seeded.services.runner.catchUp(30_000);
    await expect.poll(() => row.getByText('INACTIVE').count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(offered, { timeout: 10_000 }).toBe(0);
    expect(seeded.consoleErrors).toEqual([]);
  }, 120_000); // two browsers and two async folds on a busy CI machine

  it('as DSS: opens a vessel, sees Flag History, adds an ECDIS record and uploads the vessel image', async () => {
    const vessel = await firstActive(seeded.services.db, 'vessels');
    const page = await seeded.pageAs('dss', '/v/masterlist/vessel/index');
    await page.getByTestId('vessel-search').fill(vessel.name.slice(0, 6));
    await page.getByTestId(`vessel-row-${vessel.id}`).getByRole('link').click();
    await page.getByTestId('vessel-header').waitFor({ timeout: 15_000 });
    await page.getByTestId('vessel-tab-flag').click();
    await page.getByTestId('records-vessel-flag').waitFor();
    await page.getByTestId('vessel-tab-ecdis').click();
    const tab = page.getByTestId('records-vessel-ecdis');
    await tab.getByTestId('record-add').click();
    const form = page.getByTestId('record-form');
    await form.getByTestId('record-ecdisId').click();
    await page.getByRole('option').first().click();
    await form.getByTestId('record-installedDate').fill('2025-02-01');
    await form.getByTestId('record-serialNo').fill('sn-778');
    await form.getByTestId('record-save').click();
    await confirm(page);
    await form.waitFor({ state: 'detached', timeout: 10_000 });
    await tab.getByText('SN-778').first().waitFor({ timeout: 10_000 });
    // The tab's edit history under its list names the new record's fields.
    await page.getByTestId('records-vessel-ecdis-history').getByText('SN-778').waitFor({ timeout: 10_000 });
    // The image: chosen, confirmed, shown (000 §5).
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('vessel-image-upload').click();
    await (await chooser).setFiles({ name: 'ship.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await confirm(page);
    await page.getByText('Vessel Image Successfully Updated').waitFor({ timeout: 10_000 });
    // The image is folded by the async master data read model, then pushed to the open page: no reload.
    await seeded.services.runner.catchUp(30_000);
    await page.getByTestId('vessel-image-img').waitFor({ timeout: 15_000 });
    await page.screenshot({ path: '/tmp/vessel-page.png' });
    expect(seeded.consoleErrors).toEqual([]);
  });
});
