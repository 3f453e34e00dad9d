import { describe, expect, it } from 'vitest';
import { useSeededApp } from '../support/seeded-app.js';
import { seriousViolations } from '../support/axe.js';

// Issue 28: Utilities › Import as DSS: a crews sheet with a bad date, an unknown rank and a duplicate of a
// crew on file, the three named in the preview, the rest committed by the job, the imported crew on his 201 file.
const seeded = useSeededApp({
  timeout: 900_000,
  workers: true,
});

describe('Utilities › Import in the browser', () => {
  it('previews a crews sheet, names the errors and the duplicate, commits the rest and lists the import', async () => {
    const onFile = await seeded.services.db
      .selectFrom('crews')
      .select(['id', 'applicant_no'])
      .where('applicant_no', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
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
    await page
      .getByTestId('import-page')
      .locator('input[type=file][accept=".xlsx,.csv,.txt"]')
      .setInputFiles({ name: 'crews.csv', mimeType: 'text/csv', buffer: Buffer.from(sheet) });

    const preview = page.getByTestId('import-preview');
    await preview.waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('import-unknown-columns').textContent()).toContain('shoe size');
    expect(await page.getByTestId('import-row-3').getAttribute('data-status')).toBe('error');
    expect(await page.getByTestId('import-row-3').textContent()).toContain('Not a date');
    expect(await page.getByTestId('import-row-4').textContent()).toContain('Unknown rank: CAPTAIN OF THE SKIES');
    expect(await page.getByTestId('import-row-5').getAttribute('data-status')).toBe('duplicate');
    expect(await page.getByTestId('import-row-5').textContent()).toContain(`crew ${onFile.id} (same applicant no.)`);
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
    expect(seeded.consoleErrors).toEqual([]);
  });
});
