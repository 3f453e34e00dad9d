import { describe, expect, it } from 'vitest';
import { useSeededApp } from '../support/seeded-app.js';
import { choose, recordRow } from '../support/record-form.js';

// Issue 9: as DSS, upload a certificate, see it current, delete it, see the previous version current; the checklist downloads.
const seeded = useSeededApp({
  timeout: 240_000,
  workers: true,
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('crew documents as DSS', () => {
  it('a new version of a certificate becomes current; deleting it leaves the previous one current; the checklist downloads', async () => {
    const { db } = seeded.services;
    // A crew whose COP Basic Training (document 18) is on file.
    const held = await db
      .selectFrom('crew_records')
      .select(['crew_id', 'id', 'fields'])
      .where('family', '=', 'crew-certificate')
      .where(({ eb, ref }) => eb(ref('fields', '->>').key('documentId' as never), '=', '18'))
      .orderBy('crew_id')
      .executeTakeFirstOrThrow();
    const crewId = held.crew_id;
    const before = held.fields as { number: string; issuedDate: string };
    const page = await seeded.pageAs('dss', `/v/crew/${crewId}/crew-document/certificate`);
    const list = page.getByTestId('records-crew-certificate');
    const row = () => recordRow(list, 'COP BASIC TRAINING');
    await row().waitFor({ timeout: 15_000 });
    expect(await row().textContent()).toContain(before.number);

    // Upload a renewed certificate: it is the current version, with two versions.
    await list.getByTestId('record-add').click();
    const form = page.getByTestId('record-form');
    await choose(page, form.getByTestId('record-documentId'), 'COP BASIC', 'COP BASIC TRAINING (BT)');
    await choose(page, form.getByTestId('record-certificateType'), 'BASIC', '1 — STCW BASIC TRAINING');
    await form.getByTestId('record-number').fill('BT-RENEWED-2026');
    await form.getByTestId('record-issuedDate').fill('2026-11-01');
    await form.getByTestId('record-expiryDate').fill('2031-10-31');
    await form
      .getByTestId('record-file')
      .locator('input[type=file]')
      .setInputFiles({ name: 'bt-2026.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByText('bt-2026.pdf').waitFor({ timeout: 10_000 });
    await page.getByTestId('record-save').click();
    await page.getByTestId('confirm-yes').click();
    await form.waitFor({ state: 'detached', timeout: 10_000 });
    await expect.poll(() => row().textContent(), { timeout: 10_000 }).toContain('BT-RENEWED-2026');
    expect(await row().textContent()).toContain('History (2)');

    // Its versions: the renewed one current; delete it, and the previous version is current again.
    await row().getByTestId('record-row-versions').click();
    const versions = page.getByTestId('record-versions');
    await versions.getByText('BT-RENEWED-2026').waitFor();
    const current = versions.locator('[data-current=true]');
    expect(await current.textContent()).toContain('BT-RENEWED-2026');
    await current.getByTestId('record-version-delete').click();
    await page.getByText('Are you sure you want to delete this record?', { exact: true }).waitFor();
    await page.getByTestId('confirm-yes').click();
    await expect
      .poll(() => versions.locator('[data-current=true]').textContent(), { timeout: 10_000 })
      .toContain(before.number);
    await page.keyboard.press('Escape');
    await expect.poll(() => row().textContent(), { timeout: 10_000 }).toContain(before.number);
    expect(await row().textContent()).toContain('History (1)');
    await page.screenshot({ path: '/tmp/crew-certificates.png', fullPage: true });

    // The checklist: page 1 and 2, and its PDF download.
    await page.getByRole('link', { name: 'Checklist', exact: true }).click();
    const checklist = page.getByTestId('checklist');
    await checklist.getByTestId('checklist-rows').first().waitFor({ timeout: 15_000 });
    expect(await checklist.textContent()).toContain("PASSPORT / SEAMAN'S BOOK HOLDER");
    await checklist.getByTestId('checklist-page2').click();
    await checklist.getByTestId('checklist-recommendation').waitFor();
    expect(await checklist.getByTestId('checklist-certificates').textContent()).toContain('COP BASIC TRAINING');
    await page.screenshot({ path: '/tmp/crew-checklist.png', fullPage: true });
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await checklist.getByTestId('checklist-download-pdf').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^crew-document-checklist_.*\.pdf$/);
    expect(seeded.consoleErrors).toEqual([]);
  }, 180_000);
});
