import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useSeededApp } from '../support/seeded-app.js';

// Issue 12: a documentation officer prints the POEA Philippine Exit report (001 §2.7).
const out = mkdtempSync(join(tmpdir(), 'reports-web-'));
const seeded = useSeededApp({
  timeout: 540_000,
  workers: true,
});

describe('POEA Philippine Exit report screen', () => {
  it('shows the previous month, refuses a bad range under the field, generates the PDF with live progress and downloads it', async () => {
    const page = await seeded.pageAs('dss', '/v/report/poea-ph');
    const rows = page.getByTestId('report-row');
    await rows.first().waitFor({ timeout: 20_000 });
    const names = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[2]?.textContent ?? ''));
    expect(names.length).toBeGreaterThan(0);
    expect(await page.getByTestId('signatory').inputValue()).toContain('PRESIDENT');

    // 002 §5: From after To is refused under 'Date From:' and nothing can be generated.
    const from = await page.getByTestId('date-from').inputValue();
    const to = await page.getByTestId('date-to').inputValue();
    await page.getByTestId('date-from').fill(to);
    await page.getByTestId('date-to').fill(from);
    await page.getByText('Date From: should not be greater than Date To:').waitFor();
    expect(await page.getByTestId('generate-poea-ph-pdf').isDisabled()).toBe(true);
    await page.getByTestId('date-to').fill('');
    await page.getByText("Please Input date in 'Date To:'").waitFor();
    await page.getByTestId('date-from').fill(from);
    await page.getByTestId('date-to').fill(to);
    await rows.first().waitFor();

    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByTestId('generate-poea-ph-pdf').click();
    await page.getByTestId('report-progress').waitFor();
    const file = await download;
    expect(file.suggestedFilename()).toBe('poea_report.pdf');
    expect(await page.getByTestId('report-progress').getAttribute('data-state')).toBe('completed');
    const path = join(out, 'poea_report.pdf');
    await file.saveAs(path);
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    for (const name of names) expect(text).toContain(name);
    expect(text).toContain(`Total deployed: ${names.length}`);

    // 'My reports' lists it, completed, with its download link.
    const mine = page.getByTestId('my-report-row').first();
    await expect.poll(() => mine.getAttribute('data-state')).toBe('completed');
    expect(await mine.getByTestId('my-report-download').textContent()).toBe('poea_report.pdf');
    await page.screenshot({ path: join(tmpdir(), 'reports-poea-ph.png'), fullPage: true });
    expect(seeded.consoleErrors).toEqual([]);
  }, 180_000);
});
