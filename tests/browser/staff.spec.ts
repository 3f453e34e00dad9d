import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PNG_1X1 as PNG } from '@crewing/server/testing/files';
import { useSeededApp } from '../support/seeded-app.js';

// Issue 14: the staff database as a staff-database user meets it.
const seeded = useSeededApp({ timeout: 600_000 });

async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Waits for the screen to show it (debounced searches, refetches); not a measure of time. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

async function confirm(page: Page) {
  await page.getByTestId('confirm-yes').click();
}

describe('Staff DB', () => {
  it('adds a staff member, finds them by last name, opens the page in a new tab, edits, uploads an image, and sees each change in the history', async () => {
    const page = await seeded.pageAs('staffdb', '/v/masterlist/staff');
    await page.getByTestId('staff-row').first().waitFor();
    // 000 §9 defaults: 100 a page, Active; the seed has more than 100 active staff.
    expect(await page.getByTestId('staff-row').count()).toBe(100);

    await page.getByTestId('add-staff').click();
    const modal = page.getByTestId('add-staff-modal');
    await modal.getByTestId('add-staff-save').click();
    // Required fields say so under the inputs; nothing is sent.
    await poll(() => modal.getByText('This field is required').count()).toBeGreaterThan(3);
    await modal.getByTestId('staff-field-firstName').fill('Teodora');
    await modal.getByTestId('staff-field-lastName').fill('Quisumbingtest');
    await choose(page, 'staff-field-male', 'Female');
    await modal.getByTestId('staff-field-employeeId').fill('EMP-T-0001');
    await choose(page, 'staff-field-userTypeId', 'STAFF');
    await choose(page, 'staff-field-departmentId', 'FIN — FINANCE');
    await modal.getByTestId('staff-field-username').fill('tquisumbing');
    await modal.getByTestId('staff-field-password').fill('Long-Enough-1');
    await modal.getByTestId('staff-field-confirmPassword').fill('Long-Enough-2');
    await modal.getByTestId('add-staff-save').click();
    await poll(() => modal.getByText('Password Not Matched').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'OK' }).click();
    await modal.getByTestId('staff-field-confirmPassword').fill('Long-Enough-1');
    await modal.getByTestId('add-staff-save').click();
    await confirm(page);
    await page.getByText('New Staff Successfully Added').waitFor();

    await choose(page, 'user-search-key', 'Last Name');
    await page.getByTestId('user-search').fill('quisumbingtest');
    await poll(() => page.getByTestId('staff-row').count()).toBe(1);
    await poll(() => page.getByTestId('staff-row').first().textContent()).toContain('TEODORA QUISUMBINGTEST');

    // View opens the staff page in a new browser tab (000 §2).
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('staff-view').click()]);
    await tab.getByTestId('staff-name').waitFor();
    expect(await tab.getByTestId('staff-name').textContent()).toBe('QUISUMBINGTEST, TEODORA');
    expect(await tab.getByTestId('staff-status').textContent()).toBe('ACTIVE');
    expect(await tab.getByRole('img', { name: 'No Image Selected' }).count()).toBe(1);

    await tab.getByTestId('staff-personal-edit').click();
    await tab.getByTestId('staff-field-birthplace').fill('Vigan City');
    await tab.getByTestId('staff-personal-update').click();
    await confirm(tab);
    await tab.getByText('Staff Personal Information Successfully Updated').waitFor();
    await poll(() => tab.getByTestId('staff-header-birth-place').textContent()).toBe('VIGAN CITY');

    await tab.getByTestId('staff-image-upload').click();
    await tab
      .locator('[data-testid="staff-image-modal"] input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await tab.getByTestId('staff-image-preview').waitFor();
    await tab.getByTestId('staff-image-submit').click();
    await confirm(tab);
    await tab.getByText('Staff Image Successfully Updated').waitFor();
    await tab.getByTestId('staff-image-img').waitFor();

    const history = tab.getByTestId('staff-history');
    await poll(() => history.textContent()).toContain('VIGAN CITY');
    const text = (await history.textContent()) ?? '';
    expect(text).toContain('Birth Place');
    expect(text).toContain('Staff Image');
    expect(text).toContain('SOFIA TALAAN');
    expect(seeded.consoleErrors).toEqual([]);
  });
});
