import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSeededApp, type SeededApp } from '../support/seeded-app.js';
import { seriousViolations } from '../support/axe.js';

// Issue 31 §2: Settings › Holidays as a keeper (add, a date twice refused under the date, edit,
// withdraw) and as a crewing officer (reads only); axe-core on the list and the form.
let seeded: SeededApp;

beforeAll(async () => {
  seeded = await startSeededApp();
});
afterAll(() => seeded?.close());

describe('Settings › Holidays in the browser', () => {
  it('as an administrator: the seeded year, add, a duplicate refused under the date, edit and withdraw', async () => {
    const page = await seeded.pageAs('admin', '/v/settings/holidays');
    await page.getByTestId('holiday-year').selectOption('2026');
    const christmas = page.getByTestId('holiday-row-2026-12-25');
    await christmas.waitFor({ timeout: 15_000 });
    expect(await christmas.textContent()).toContain('CHRISTMAS DAY');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('holiday-add').click();
    const modal = page.getByTestId('holiday-modal');
    await page.getByTestId('holiday-date').fill('25 Dec 2026');
    await page.getByLabel('Name').fill('Company Foundation Day');
    await page.getByLabel('Kind').selectOption('SPECIAL');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('holiday-save').click();
    await page.getByTestId('confirm-yes').click();
    await modal.getByText('25 DEC 2026 is already a holiday: edit that one instead').waitFor({ timeout: 10_000 });
    // Under the date input (its error), not in an alert.
    expect(await page.getByTestId('holiday-date').getAttribute('aria-invalid')).toBe('true');

    await page.getByTestId('holiday-date').fill('');
    await page.getByTestId('holiday-date').fill('11 Dec 2026');
    await page.getByTestId('holiday-save').click();
    await page.getByTestId('confirm-yes').click();
    await modal.waitFor({ state: 'detached', timeout: 10_000 });
    const added = page.getByTestId('holiday-row-2026-12-11');
    await added.waitFor({ timeout: 10_000 });
    expect(await added.textContent()).toContain('COMPANY FOUNDATION DAY');

    await page.getByRole('button', { name: 'Edit COMPANY FOUNDATION DAY' }).click();
    await page.getByLabel('Name').fill('Company Day');
    await page.getByTestId('holiday-save').click();
    await page.getByTestId('confirm-yes').click();
    await page.getByTestId('holiday-row-2026-12-11').getByText('COMPANY DAY', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Withdraw COMPANY DAY' }).click();
    await page.getByTestId('confirm-yes').click();
    await added.waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('as a crewing officer: reads the list, no Add, Edit or Withdraw', async () => {
    const page = await seeded.pageAs('crewing', '/v/settings/holidays');
    await page.getByTestId('holiday-year').selectOption('2026');
    await page.getByTestId('holiday-row-2026-06-12').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('holiday-add').count()).toBe(0);
    expect(await page.getByTestId('holiday-withdraw').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(seeded.consoleErrors).toEqual([]);
  });
});
