import { describe, expect, it } from 'vitest';
import { useSeededApp } from '../support/seeded-app.js';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { firstCrewWith } from '../support/seeded-picks.js';

// Issue 28 "Done when": Utilities › Import as DSS: a crews sheet with a bad date, an unknown rank and a duplicate of
// a crew on file, the three named in the preview, the rest committed by the job, the imported crew's documents
// imported too and on his 201 file, their source in the history, then both imports undone (newest first).
const seeded = useSeededApp({
  // The first seeded file of a run seeds the demo template: on a loaded machine that alone can take over 15 minutes.
  timeout: 2_400_000,
  workers: true,
});

/** A CSV sheet chosen in the import page's file input, as a user picks one (the preview follows). */
async function uploadSheet(page: Page, name: string, csv: string) {
  await page
    .getByTestId('import-page')
    .locator('input[type=file][accept=".xlsx,.csv,.txt"]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

describe('Utilities › Import in the browser', () => {
  it('previews a crews sheet, names the errors and the duplicate, commits the rest and lists the import', async () => {
    const onFile = await firstCrewWith(seeded.services.db, 'applicant_no');
    const sheet = [
      'applicantno,last_name,first_name,birth_date,rank_code,shoe size',
      'IMP-1,IMPORTADO,JUAN,12 APR 1990,2/O,42',
      'IMP-2,FECHA,MALA,31/02/1991,BOSUN,',
      'IMP-3,RANGO,DESCONOCIDO,1985-07-01,CAPTAIN OF THE SKIES,',
      `${onFile.applicant_no},DUPLICADO,PEDRO,1980-01-01,BOSUN,`,
      'IMP-4,SEGUNDO,ANA,1992-03-04,BOSUN,',
    ].join('\r\n');

    const page = await seeded.pageAs('dss', '/v/utilities/import');
    await page.setViewportSize({ width: 1600, height: 1000 });
    await page.getByTestId('import-kind').waitFor({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await uploadSheet(page, 'crews.csv', sheet);

    const preview = page.getByTestId('import-preview');
    await preview.waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('import-unknown-columns').textContent()).toContain('shoe size');
    expect(await page.getByTestId('import-row-3').getAttribute('data-status')).toBe('error');
    expect(await page.getByTestId('import-row-3').textContent()).toContain('Not a date');
    expect(await page.getByTestId('import-row-4').textContent()).toContain('Unknown rank: CAPTAIN OF THE SKIES');
    expect(await page.getByTestId('import-row-5').getAttribute('data-status')).toBe('duplicate');
    expect(await page.getByTestId('import-row-5').textContent()).toContain(`crew ${onFile.id} (same applicant no.)`);
    // Chosen to update the crew on file, the row lists what confirming would change on his 201, old -> new.
    const dup = page.getByTestId('import-row-5');
    await dup.getByTestId('import-row-choice').selectOption('UPDATE');
    await page.locator('[data-testid=import-row-5][data-status=update]').waitFor({ timeout: 30_000 });
    const updates = await dup.getByTestId('import-row-updates').textContent();
    expect(updates).toContain(`Updates crew ${onFile.id} ${onFile.last_name}, `);
    expect(updates).toContain(`Last Name: ${onFile.last_name} → DUPLICADO`);
    await dup.getByTestId('import-row-choice').selectOption('SKIP');
    await page.locator('[data-testid=import-row-5][data-status=duplicate]').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('import-total-new').textContent()).toBe('2 new');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: process.env.IMPORT_SHOTS ? `${process.env.IMPORT_SHOTS}/preview.png` : undefined });

    await page.getByTestId('import-confirm').click();
    await page.getByTestId('confirm-yes').click();
    const progress = page.locator('[data-testid=import-progress][data-state=completed]');
    await progress.waitFor({ timeout: 60_000 });
    expect(await progress.textContent()).toContain('2 added, 0 updated, 1 skipped, 2 failed');
    await page.getByTestId('past-import').first().getByText('crews.csv').waitFor({ timeout: 10_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: process.env.IMPORT_SHOTS ? `${process.env.IMPORT_SHOTS}/done.png` : undefined });

    // The imported crew, as Add Crew would have made him, on his 201 file.
    await seeded.services.runner.catchUp(60_000);
    const crew = await seeded.services.db
      .selectFrom('crews')
      .select('id')
      .where('applicant_no', '=', 'IMP-1')
      .executeTakeFirstOrThrow();
    const file = await seeded.pageAs('dss', `/v/crew/${crew.id}`);
    await file.getByText('IMPORTADO', { exact: false }).first().waitFor({ timeout: 15_000 });

    // His documents, keyed to him by applicant no. under the legacy's column names.
    await page.getByTestId('import-kind').selectOption('documents');
    await uploadSheet(
      page,
      'documents.csv',
      'applicantno,document,doc_no,date_issued,expiry_date\r\nIMP-1,SEAMANS_BOOK,SB-4242,12 APR 2020,11 APR 2030\r\n',
    );
    await page.getByTestId('import-preview').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('import-total-new').textContent()).toBe('1 new');
    await page.getByTestId('import-confirm').click();
    await page.getByTestId('confirm-yes').click();
    await page.locator('[data-testid=import-progress][data-state=completed]').waitFor({ timeout: 60_000 });
    await page.getByTestId('past-import').first().getByText('documents.csv').waitFor({ timeout: 10_000 });
    await seeded.services.runner.catchUp(60_000);
    await file.goto(`${seeded.url}/v/crew/${crew.id}/crew-document/index`);
    await file.getByTestId('records-crew-document').getByText('SB-4242').first().waitFor({ timeout: 15_000 });
    expect(await seriousViolations(file)).toEqual([]);

    // Their source in the history: the crew's story says which sheet and row each came from.
    // The history log filtered to his stream from the address (a link with ?streamId=crew-N opens it so).
    const log = await seeded.pageAs('admin', `/v/utilities/history-log/index?streamId=crew-${crew.id}`);
    // A row's text runs its cells together ('CREW DOCUMENTcrew-401CrewRecordAdded'): match the Record cell itself.
    const his = log
      .getByTestId('history-log')
      .locator('tbody tr')
      .filter({ has: log.locator('td', { hasText: new RegExp(`^crew-${crew.id}$`) }) })
      .first();
    await his.waitFor({ timeout: 60_000 });
    await his.getByRole('button', { name: 'Story' }).click();
    const story = log.getByTestId('record-story');
    await story.getByText('imported from crews.csv row 2', { exact: false }).first().waitFor({ timeout: 60_000 });
    expect(await story.textContent()).toContain('imported from documents.csv row 2');

    // Undo: the crews import is refused while a later import wrote to its crew (both named); the documents first.
    const pastRow = (fileName: string) => page.getByTestId('past-import').filter({ hasText: fileName });
    await pastRow('crews.csv').getByTestId('past-import-undo').click();
    await page.getByTestId('confirm-yes').click();
    const alert = page.getByTestId('alert');
    await alert.waitFor({ timeout: 30_000 });
    const refusal = await alert.textContent();
    expect(refusal).toContain('This import cannot be undone before the later imports that wrote to its records: ');
    expect(refusal).toMatch(
      new RegExp(
        `documents\\.csv \\(import \\d+\\) on crew ${crew.id} IMPORTADO, JUAN \\(row 2\\)\\. Undo those first\\.`,
      ),
    );
    await page.getByTestId('alert-ok').click();
    await alert.waitFor({ state: 'detached', timeout: 10_000 });
    for (const fileName of ['documents.csv', 'crews.csv']) {
      await pastRow(fileName).getByTestId('past-import-undo').click();
      await page.getByTestId('confirm-yes').click();
      // The job runs in the workers beside the app: on a loaded machine it may take a while; a refusal fails at once.
      const undone = pastRow(fileName).getByTestId('past-import-state').getByText('UNDONE');
      await undone.or(page.getByTestId('alert')).first().waitFor({ timeout: 180_000 });
      const refused = (await page.getByTestId('alert').count()) > 0;
      expect(refused ? await page.getByTestId('alert').textContent() : null).toBeNull();
      expect(await undone.count()).toBe(1);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await seeded.services.runner.catchUp(60_000);
    const left = await seeded.services.db
      .selectFrom('crews')
      .select('id')
      .where('applicant_no', 'in', ['IMP-1', 'IMP-4'])
      .execute();
    expect(left).toEqual([]);
    expect(seeded.consoleErrors).toEqual([]);
  }, 900_000);

  it('a settings list: a row naming a port on file updates it by choice; a category under a row above', async () => {
    const onFile = await seeded.services.db
      .selectFrom('ports')
      .select(['id', 'name', 'country'])
      .where('deleted', '=', false)
      .where('country', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const page = await seeded.pageAs('admin', '/v/utilities/import');
    await page.getByTestId('import-kind').selectOption('settings-port');
    await uploadSheet(
      page,
      'ports.csv',
      `port_name,port_country\r\n${onFile.name},ATLANTIS\r\nIMPORT HARBOUR,PHILIPPINES\r\n`,
    );
    const row = page.getByTestId('import-row-2');
    await row.waitFor({ timeout: 30_000 });
    expect(await row.getAttribute('data-status')).toBe('duplicate');
    expect(await row.textContent()).toContain(`entry ${onFile.id} on file (same port)`);
    // The choice: update the entry on file; the preview names it and the field it changes.
    await row.getByTestId('import-row-choice').selectOption('UPDATE');
    await page.locator('[data-testid=import-row-2][data-status=update]').waitFor({ timeout: 30_000 });
    expect(await row.getByTestId('import-row-updates').textContent()).toBe(
      `Updates entry ${onFile.id} ${onFile.name}: Country: ${onFile.country} → ATLANTIS`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('import-confirm').click();
    await page.getByTestId('confirm-yes').click();
    const progress = page.locator('[data-testid=import-progress][data-state=completed]');
    await progress.waitFor({ timeout: 60_000 });
    expect(await progress.textContent()).toContain('1 added, 1 updated, 0 skipped, 0 failed');
    const after = await seeded.services.db
      .selectFrom('ports')
      .select('country')
      .where('id', '=', onFile.id)
      .executeTakeFirstOrThrow();
    expect(after.country).toBe('ATLANTIS');

    // Categories: a parent made by a row above is named under the cell, not refused as unknown.
    await page.getByTestId('import-kind').selectOption('settings-category');
    await uploadSheet(
      page,
      'categories.csv',
      'category_name,Parent Category\r\nIMPORTED TOP,\r\nIMPORTED CHILD,IMPORTED TOP\r\n',
    );
    const child = page.locator('[data-testid=import-row-3][data-status=new]');
    await child.waitFor({ timeout: 30_000 });
    expect(await child.textContent()).toContain('Created by row 2 of this sheet');
    expect(await seriousViolations(page)).toEqual([]);
    expect(seeded.consoleErrors).toEqual([]);
  }, 300_000);
});
