import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TestServices } from '@crewing/server/testing/test-services';
import { callerFor } from '@crewing/server/testing/actors';
import { startSeededApp, type SeededApp } from '../support/seeded-app.js';

// Issue 10: a port through the settings screen as the administrator; a vessel's JES/DSS tabs and image as DSS.
let seeded: SeededApp;
let services: TestServices;

beforeAll(async () => {
  seeded = await startSeededApp();
  services = seeded.services;
});
afterAll(() => seeded?.close());

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function confirm(page: Page) {
  await page.getByTestId('confirm-yes').click();
}

describe('master data and vessels in the browser', () => {
  it('as an administrator: adds a port, deactivates it, and the port leaves the key lists the board offers', async () => {
    const page = await seeded.pageAs('admin', '/v/settings/port');
    await page.getByTestId('settings-port').waitFor({ timeout: 15_000 });
    await page.getByTestId('settings-add').click();
    const form = page.getByTestId('record-form');
    await form.getByTestId('record-name').fill('Port Testville');
    await form.getByTestId('record-country').fill('Philippines');
    await form.getByTestId('record-save').click();
    await confirm(page);
    await form.waitFor({ state: 'detached', timeout: 10_000 });
    // The master data read model is async: folded here, then pushed to the open screen.
    await services.runner.catchUp(30_000);
    await page.getByTestId('settings-search').fill('testv');
    const row = page.locator('[data-testid^="settings-row-"]', { hasText: 'PORT TESTVILLE' });
    await row.waitFor({ timeout: 10_000 });
    const admin = await callerFor(services, (await services.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id);
    await services.runner.catchUp(30_000);
    const id = (await admin.masterData.keys()).ports.find((p) => p.name === 'PORT TESTVILLE')!.id;
    await row.getByTestId('settings-toggle').click();
    await confirm(page);
    await expect.poll(async () => (await services.runner.catchUp(30_000), (await admin.masterData.keys()).ports.some((p) => p.id === id)), { timeout: 10_000 }).toBe(false);
    expect((await admin.masterData.keys()).retired.ports).toEqual(expect.arrayContaining([{ id, name: 'PORT TESTVILLE' }]));
    await page.reload();
    await page.getByTestId('settings-search').fill('testv');
    await expect.poll(() => page.locator('[data-testid^="settings-row-"]', { hasText: 'PORT TESTVILLE' }).getByText('INACTIVE').count(), { timeout: 10_000 }).toBe(1);
    expect(seeded.consoleErrors).toEqual([]);
  });

  it('as DSS: opens a vessel, sees Flag History, adds an ECDIS record and uploads the vessel image', async () => {
    const vessel = await services.db.selectFrom('vessels').select(['id', 'name']).where('active', '=', true).orderBy('id').executeTakeFirstOrThrow();
    const page = await seeded.pageAs('dss', '/v/masterlist/vessel/index');
    await page.getByTestId('vessel-search').fill(vessel.name.slice(0, 6));
    await page.getByTestId(`vessel-row-${vessel.id}`).getByRole('link').click();
    await page.getByTestId('vessel-header').waitFor({ timeout: 15_000 });
    await page.getByTestId('vessel-tab-flag').click();
    await page.getByTestId('vessel-records-vessel-flag').waitFor();
    await page.getByTestId('vessel-tab-ecdis').click();
    const tab = page.getByTestId('vessel-records-vessel-ecdis');
    await tab.getByTestId('record-add').click();
    const form = page.getByTestId('record-form');
    await form.getByTestId('record-ecdisId').click();
    await page.getByRole('option').first().click();
    await form.getByTestId('record-installedDate').fill('2025-02-01');
    await form.getByTestId('record-serialNo').fill('sn-778');
    await form.getByTestId('record-save').click();
    await confirm(page);
    await form.waitFor({ state: 'detached', timeout: 10_000 });
    await tab.getByText('SN-778').waitFor({ timeout: 10_000 });
    // The image: chosen, confirmed, shown (000 §5).
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('vessel-image-upload').click();
    await (await chooser).setFiles({ name: 'ship.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await confirm(page);
    await page.getByText('Vessel Image Successfully Updated').waitFor({ timeout: 10_000 });
    await services.runner.catchUp(30_000);
    await page.reload();
    await page.getByTestId('vessel-image-img').waitFor({ timeout: 15_000 });
    await page.screenshot({ path: '/tmp/vessel-page.png' });
    expect(seeded.consoleErrors).toEqual([]);
  });
});
