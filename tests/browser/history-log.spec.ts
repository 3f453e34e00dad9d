import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DEPT } from '@crewing/domain';
import { makeUser } from '@crewing/server/testing/actors';
import { useSeededApp } from '../support/seeded-app.js';
import { seriousViolations } from '../support/axe.js';

// Issue 27: an auditor (a user an administrator gave the Auditor grant) on the history log: the
// integrity panel, a crew found by name, his events only, his whole story and the list as xlsx; axe-core on each.
const seeded = useSeededApp({
  timeout: 900_000,
  workers: true,
});

describe('History Log as an auditor', () => {
  it('shows the integrity panel, filters by a crew found by name and opens his story, exports the list as xlsx', async () => {
    await makeUser(seeded.services, {
      username: 'auditor1',
      password: 'Demo-2026!',
      departmentId: DEPT.training,
      grants: ['auditor'],
    });
    const { rows } = await sql<{ id: number; last_name: string }>`select id, last_name from crews
      order by id limit 1`.execute(seeded.services.db);
    const crew = rows[0]!;
    const page = await seeded.pageAs('auditor1', '/v/utilities/history-log/index');
    await page.getByTestId('integrity-panel').waitFor({ timeout: 30_000 });
    await page.getByTestId('history-log').locator('tbody tr').first().waitFor({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('history-entity-filter').fill(crew.last_name);
    await page.getByRole('option').first().click({ timeout: 20_000 });
    const firstRecord = page.getByTestId('history-log').locator('tbody tr').first().locator('td').nth(4);
    await expect.poll(() => firstRecord.textContent(), { timeout: 20_000 }).toMatch(/^crew-\d+$/);
    const streamId = (await firstRecord.textContent())!;
    const records = await page.getByTestId('history-log').locator('tbody tr td:nth-child(5)').allTextContents();
    expect(new Set(records)).toEqual(new Set([streamId]));

    await page.getByRole('button', { name: 'Story' }).first().click();
    const story = page.getByTestId('record-story');
    await story.getByText('CrewRegistered', { exact: true }).first().waitFor({ timeout: 20_000 });
    expect(await story.textContent()).toContain('127.0.0.1');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Close the story' }).click();

    // The filtered list as xlsx, through the report pipeline: live progress, then the file downloads.
    const download = page.waitForEvent('download', { timeout: 120_000 });
    await page.getByRole('button', { name: 'Export xlsx' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^history-log_\d{4}-\d{2}-\d{2}\.xlsx$/);
    await page
      .getByTestId('history-export-state')
      .getByText(/Exported/)
      .waitFor({ timeout: 20_000 });
    expect(seeded.consoleErrors).toEqual([]);
  });
});
