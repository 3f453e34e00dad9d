import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useSeededApp } from '../support/seeded-app.js';
import { firstCrewWith } from '../support/seeded-picks.js';

// 000 §2 Crew Biodata: the crewing officer opens it from the 201 container, sees the sheet, generates the PDF.
const seeded = useSeededApp({
  timeout: 240_000,
  workers: true,
});

describe('the Crew Biodata modal', () => {
  it('shows the twelve sections, then the generated PDF in an 81vh frame; Upload to CMS says it is not configured', async () => {
    const crew = await firstCrewWith(seeded.services.db, 'ipn');
    const page = await seeded.pageAs('crewing', `/v/crew/${crew.id}/profile/201`);
    await page.getByTestId('crew-biodata').click();
    const sheet = page.getByTestId('biodata-sheet');
    await sheet.waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('biodata-section').count()).toBe(11);
    expect(await page.getByTestId('biodata-name').textContent()).toContain(crew.last_name);
    expect(await page.getByTestId('biodata-cms').textContent()).toBe('CMS integration is not configured');
    await page.screenshot({ path: join(tmpdir(), 'biodata-sheet.png') });
    await page.getByTestId('biodata-period').click();
    await page.getByRole('option', { name: '6 mos +/-' }).click();
    await page.getByTestId('biodata-generate').click();
    const frame = page.getByTestId('biodata-frame');
    await frame.waitFor({ timeout: 30_000 });
    expect(await frame.getAttribute('src')).toMatch(/^\/files\/[0-9a-f-]{36}\?view=1$/);
    expect((await frame.boundingBox())!.height / page.viewportSize()!.height).toBeCloseTo(0.81, 1);
    expect(await page.getByTestId('biodata-download').getAttribute('download')).toMatch(
      /^biodata_.+_\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    await page.waitForTimeout(1500);
    await page.screenshot({ path: join(tmpdir(), 'biodata-pdf.png') });
    expect(seeded.consoleErrors).toEqual([]);
  }, 120_000);
});
