import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { jobContextOf } from '@crewing/server/platform/services';
import { unreadCount } from '@crewing/server/notifications/query';
import { useSeededApp } from '../support/seeded-app.js';
import { firstActive } from '../support/seeded-picks.js';

// Issue 9 screens: the rank document matrix as DSS; the crewing officer's notifications and the
// expiring documents list after the daily expiry job ran.
const seeded = useSeededApp();

/** Answer the 002 §5 question and wait for the success alert. */
async function confirmAndSee(page: Page, question: string, success: string) {
  await page.getByText(question, { exact: true }).waitFor();
  await page.getByTestId('confirm-yes').click();
  await page.getByText(success).first().waitFor({ timeout: 10_000 });
}

const badgeCount = async (page: Page) =>
  Number((await page.getByTestId('notification-badge').getAttribute('data-count')) ?? 0);

/** The computed style of an element (the tests are typed without the DOM lib). */
type Styles = { getComputedStyle(el: unknown): { color: string; fontWeight: string } };
const styleOf = (l: Locator) =>
  l.evaluate((el) => {
    const s = (globalThis as unknown as Styles).getComputedStyle(el);
    return { color: s.color, fontWeight: s.fontWeight };
  });

/** The text colour of an element, as rgb numbers. */
async function rgbOf(cell: Locator): Promise<number[]> {
  const { color } = await styleOf(cell);
  return (color.match(/\d+/g) ?? []).slice(0, 3).map(Number);
}

describe('the document matrix, notifications and expiring documents in the browser', () => {
  it('as DSS: toggles a required document of a rank to and from mandatory and adds one', async () => {
    const rank = await firstActive(seeded.services.db, 'ranks', 'sort_order');
    const page = await seeded.pageAs('dss', `/v/settings/rank/${rank.id}/document-matrix`);
    await page.getByTestId('matrix-table').waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { name: `Rank: ${rank.name}` }).waitFor();

    const row = page.locator('[data-testid^="matrix-row-"]').first();
    // Held by its id: the first row may change once the switch is saved.
    const sameRow = page.getByTestId((await row.getAttribute('data-testid')) ?? '');
    const toggle = sameRow.getByRole('switch');
    const was = await toggle.isChecked();
    // The switch from the keyboard (the sticky header may cover the first row after scrolling).
    await toggle.focus();
    await page.keyboard.press('Space');
    await confirmAndSee(page, 'Are you sure you want to update this record?', 'Rank Document Successfully Updated');
    await expect.poll(() => toggle.isChecked(), { timeout: 10_000 }).toBe(!was);

    // Add Documents: a document not yet required, from the grouped list, as mandatory.
    const before = await page.locator('[data-testid^="matrix-row-"]').count();
    const add = page.getByTestId('matrix-add');
    // Nothing chosen: the error shows under the field, nothing is sent.
    await add.getByTestId('matrix-add-submit').click();
    await add.getByText('Choose at least one document').waitFor();
    await add.getByTestId('matrix-add-documents').click();
    const option = page.getByRole('option').first();
    const label = (await option.textContent()) ?? '';
    await option.click();
    await page.keyboard.press('Escape');
    await add.getByTestId('matrix-add-submit').click();
    await confirmAndSee(page, 'Are you sure', 'Rank Documents Successfully Added');
    await expect.poll(() => page.locator('[data-testid^="matrix-row-"]').count(), { timeout: 10_000 }).toBe(before + 1);
    const name = label.replace(/ \([^)]*\)$/, '');
    const added = page.locator('[data-testid^="matrix-row-"]', { has: page.getByText(name, { exact: true }) });
    await added.waitFor();
    // And removed again (002 §5 delete question).
    await added.getByTestId('matrix-remove').click();
    await confirmAndSee(page, 'Are you sure you want to delete this record?', 'Rank Document Successfully Deleted');
    await expect.poll(() => page.locator('[data-testid^="matrix-row-"]').count(), { timeout: 10_000 }).toBe(before);
    expect(seeded.consoleErrors).toEqual([]);
  });

  it('as the crewing officer: the badge counts the expiry alerts live, a notification opens its crew, expired rows are red', async () => {
    const page = await seeded.pageAs('crewing', '/notifications');
    await page.getByTestId('notification-list').waitFor({ timeout: 15_000 });
    const initial = await badgeCount(page);

    // The daily job, run now: its projection pushes user:{id} to each recipient after commit.
    const { services } = seeded;
    await services.jobs.startWorkers(jobContextOf(services));
    const jobId = await services.jobs.enqueue('document-expiry-alerts', { leadDays: [90, 60, 30], contractMonths: 9 });
    await services.jobs.waitFor(jobId, 120_000);

    const crewing = await services.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'crewing')
      .executeTakeFirstOrThrow();
    const unreadNow = () => unreadCount(services.db, crewing.id);
    const unread = await unreadNow();
    expect(unread).toBeGreaterThan(initial);
    // Pushed, not reloaded: the open page's badge reaches the count.
    await expect.poll(() => badgeCount(page), { timeout: 15_000 }).toBe(unread);
    const first = page.locator('[data-testid^="notification-"][data-read="0"]').first();
    await first.waitFor({ timeout: 10_000 });
    expect((await styleOf(first.getByTestId('notification-link'))).fontWeight).toBe('700');

    // Opening one goes to the crew's documents and marks it read.
    await first.getByTestId('notification-link').click();
    await page.waitForURL(/\/v\/crew\/\d+\//, { timeout: 10_000 });
    await expect.poll(() => badgeCount(page), { timeout: 10_000 }).toBe(unread - 1);

    // The expiring documents list, narrowed to the expired ones: their dates are red.
    await page.goto(`${seeded.url}/notifications?tab=expiring`);
    await page.getByTestId('expiring-table').waitFor({ timeout: 15_000 });
    await page.getByTestId('expiring-window').click();
    await page.getByRole('option', { name: 'Expired', exact: true }).click();
    const rows = page.getByTestId('expiring-row');
    await expect
      .poll(
        async () => {
          const windows = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-window')));
          return windows.length > 0 && windows.every((w) => w === 'expired');
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    const [r, g, b] = await rgbOf(rows.first().getByTestId('expiring-date'));
    expect(r).toBeGreaterThan(180);
    expect(g).toBeLessThan(120);
    expect(b).toBeLessThan(120);
    // The officer reads the list; running the check is documentation's.
    expect(await page.getByTestId('run-expiry-check').count()).toBe(0);

    // The rank matrix is read-only for him: badges, no switches, no Remove, no Add Documents.
    const rank = await firstActive(services.db, 'ranks', 'sort_order');
    await page.goto(`${seeded.url}/v/settings/rank/${rank.id}/document-matrix`);
    await page.getByTestId('matrix-mandatory-badge').first().waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('matrix-mandatory').count()).toBe(0);
    expect(await page.getByTestId('matrix-remove').count()).toBe(0);
    expect(await page.getByTestId('matrix-add').count()).toBe(0);
    expect(seeded.consoleErrors).toEqual([]);
  }, 180_000);
});
