import { describe, expect, it } from 'vitest';
import { useSeededApp } from '../support/seeded-app.js';

// Settings › Users › a user's Profile card: read-only until Edit; Update asks the 002 §5 confirmation and
// saves the change; Cancel puts the saved values back (the card shares useEditCard with the 201 profile).
const seeded = useSeededApp();

describe("a user's profile card as the administrator", () => {
  it('edits the middle name with confirmation, and a cancelled edit shows the saved values again', async () => {
    const user = await seeded.services.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'management')
      .executeTakeFirstOrThrow();
    const page = await seeded.pageAs('admin', `/v/settings/user-detail/${user.id}`);
    const middle = page.getByLabel('Middle Name', { exact: true });
    await page.getByTestId('user-edit').click({ timeout: 15_000 });
    await middle.fill('Cardwell');
    await page.getByTestId('user-update').click();
    await page.getByText('Are you sure you want to update this record?').waitFor();
    await page.getByTestId('confirm-yes').click();
    await page.getByTestId('user-edit').waitFor({ timeout: 10_000 });
    const saved = await seeded.services.db
      .selectFrom('users')
      .select('middle_name')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(saved.middle_name?.toUpperCase()).toBe('CARDWELL');
    await expect.poll(() => middle.inputValue(), { timeout: 10_000 }).toBe(saved.middle_name);

    await page.getByTestId('user-edit').click();
    await middle.fill('Discarded');
    await page.getByTestId('user-cancel').click();
    await expect.poll(() => middle.inputValue(), { timeout: 10_000 }).toBe(saved.middle_name);
    expect(await page.getByTestId('user-update').count()).toBe(0);
    expect(seeded.consoleErrors).toEqual([]);
  });
});
