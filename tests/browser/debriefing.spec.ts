import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { tinyPdf } from '@crewing/server/seed/tiny-pdf';
import { useSeededApp } from '../support/seeded-app.js';

// Issue 13: the debriefing records of the 201 file as Ops; top-management debriefing as the general manager.
const seeded = useSeededApp();

/** Answer the 002 §5 confirmation. */
async function confirm(page: Page, question: string) {
  await page.getByText(question, { exact: true }).waitFor();
  await page.getByTestId('confirm-yes').click();
}

describe('debriefing records as Ops', () => {
  it('adds a record with two PDFs, views them, adds and updates an availability remark, deletes the record', async () => {
    // A crew who has come home (the seed's arrived crew changes) and the experience he came home from.
    const cc = await seeded.services.db
      .selectFrom('crew_change_board as b')
      .innerJoin('vessels as v', 'v.id', 'b.vessel_id')
      .select(['b.id', 'b.off_signer_crew_id as crewId', 'v.name as vessel'])
      .where('b.arrive_manila', 'is not', null)
      .where('b.off_signer_crew_id', 'is not', null)
      .orderBy('b.id')
      .executeTakeFirstOrThrow();
    const page = await seeded.pageAs('ops', `/v/crew/${cc.crewId}/others/debriefing-records`);
    const list = page.getByTestId('debriefing-record-list');
    const rows = () => list.locator('tbody tr[data-testid^="debriefing-record-row-"]').count();
    const stored = await seeded.services.db
      .selectFrom('crew_records')
      .select('id')
      .where('crew_id', '=', cc.crewId!)
      .where('family', '=', 'debriefing-record')
      .execute();
    const before = stored.length;
    // The first screen of a fresh page on a busy machine: allow it more than the poll's default second.
    await expect.poll(rows, { timeout: 15_000 }).toBe(before);

    await page.getByTestId('debriefing-record-add').click();
    const form = page.getByTestId('record-form');
    await form.getByTestId('record-dateSubmitted').fill('2026-11-20');
    await form.getByTestId('record-crewChangeId').click();
    await page
      .getByRole('option', { name: new RegExp(`^${cc.vessel}`) })
      .first()
      .click();
    await form.getByTestId('record-review').check();
    await form.getByTestId('record-availabilityDate').fill('2027-02-15');
    await form.getByTestId('record-remarks').fill('Ready after two months vacation');
    const files = form.getByTestId('record-attachments');
    for (const name of ['debrief-form.pdf', 'appraisal.pdf']) {
      await files
        .locator('input[type=file]')
        .setInputFiles({ name, mimeType: 'application/pdf', buffer: tinyPdf([name.toUpperCase()]) });
      await files.getByText(name).waitFor();
    }
    await page.getByTestId('record-save').click();
    await confirm(page, 'Are you sure');
    await page.getByText('Debriefing Record Successfully Saved').waitFor();
    await form.waitFor({ state: 'detached' });
    const added = list.getByRole('row').filter({ hasText: 'READY AFTER TWO MONTHS VACATION' });
    await added.waitFor();
    // The row by its id: its Availability Remarks column shows the latest remark once there is one.
    const row = list.getByTestId((await added.getAttribute('data-testid'))!);
    await expect.poll(rows).toBe(before + 1);
    expect(await row.innerText()).toMatch(/20 NOV 2026[\s\S]*YES[\s\S]*15 FEB 2027/);

    // View: read-only, both PDFs open in the viewer.
    await row.getByTestId('debriefing-record-view').click();
    const viewer = page.getByTestId('debriefing-record-files');
    await viewer.getByText('debrief-form.pdf').waitFor();
    await viewer.getByText('appraisal.pdf').click();
    await page.getByTestId('file-viewer').locator('iframe').waitFor();
    // The viewer's own Close (its header's close icon is named Close too).
    await page.getByTestId('file-viewer-close').click();

    // Availability remarks: add, then update (the author's own).
    const remarks = page.getByTestId('debriefing-remarks');
    await remarks.getByTestId('remark-add').click();
    await page.getByTestId('remark-text').fill('Available from February');
    await page.getByTestId('remark-save').click();
    await confirm(page, 'Are you sure');
    await remarks.getByText('AVAILABLE FROM FEBRUARY').waitFor();
    await remarks.getByTestId('remark-edit').click();
    await page.getByTestId('remark-text').fill('Available from March');
    await page.getByTestId('remark-save').click();
    await confirm(page, 'Are you sure you want to update this record?');
    await remarks.getByText('AVAILABLE FROM MARCH').waitFor();
    expect(await remarks.getByTestId('remark-row').count()).toBe(1);
    // The record's own dialog (the one holding its form) closes: its header's close icon.
    await page
      .getByRole('dialog')
      .filter({ has: page.getByTestId('record-form') })
      .getByRole('button', { name: 'Close' })
      .first()
      .click();
    await page.getByTestId('record-form').waitFor({ state: 'detached' });
    await row.getByText('AVAILABLE FROM MARCH').waitFor();

    // Del (operations and management), with its alert.
    await row.getByTestId('debriefing-record-delete').click();
    await confirm(page, 'Are you sure you want to delete this record?');
    await page.getByText('Debriefing Record Successfully Deleted').waitFor();
    await expect.poll(rows).toBe(before);
    expect(seeded.consoleErrors).toEqual([]);
  });

  it('the general manager opens top-management debriefing: the For Review debriefings, sections 3, 11, 7, 10, 8', async () => {
    const page = await seeded.pageAs('management', '/v/debriefing/topmngmtdebriefing');
    const table = page.getByTestId('top-management-debriefing');
    await table.getByTestId('tm-row').first().waitFor();
    const headers = await table.locator('thead th').allInnerTexts();
    expect(headers.slice(1, 6).map((h) => h.split('.')[0])).toEqual(['3', '11', '7', '10', '8']);
    expect(await table.getByTestId('tm-row').count()).toBeGreaterThanOrEqual(4);
    // Ops is not top management: the route sends him home and the server refuses the list.
    const ops = await seeded.pageAs('ops', '/v/debriefing/topmngmtdebriefing');
    await ops.waitForURL((u) => !u.pathname.includes('topmngmtdebriefing'));
    expect(seeded.consoleErrors).toEqual([]);
  });

  // Issue 25 point 16: while one row's confirmation is open, only that row's button spins.
  it('on Crew Debriefing, only the row acted on spins while its confirmation is open', async () => {
    // Ops reads the list; Add to Debriefing is the edit view's (002 §6), which the administrator has.
    const page = await seeded.pageAs('admin', '/v/crewDebriefing');
    const starts = page.getByTestId('debriefing-start');
    await expect.poll(() => starts.count(), { timeout: 15_000 }).toBeGreaterThan(1);
    await starts.nth(1).click();
    await page.getByText('Add this crew to debriefing?', { exact: true }).waitFor();
    expect(await page.locator('[data-testid="debriefing-start"][data-loading]').count()).toBe(1);
    expect(await starts.nth(1).getAttribute('data-loading')).not.toBeNull();
    await page.getByTestId('confirm-cancel').click();
    await expect.poll(() => page.locator('[data-testid="debriefing-start"][data-loading]').count()).toBe(0);
  });
});
