import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/**
 * The record pattern (apps/web/src/records) as the browser specs drive it: a family's list
 * (`records-<family>`), its rows and columns, and the modal's searchable selects and Save.
 */

/** A searchable Mantine Select: type part of the choice, then pick the option by its whole text. */
export async function choose(page: Page, input: Locator, typed: string, option: string) {
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect.poll(() => input.inputValue()).toBe(option);
}

/** Save (or Update) in the record modal, answer the 002 §5 confirmation, and wait for the modal to close. */
export async function saveRecord(page: Page, question = 'Are you sure') {
  await page.getByTestId('record-save').click();
  await page.getByText(question, { exact: true }).waitFor();
  await page.getByTestId('confirm-yes').click();
  await page.getByTestId('record-form').waitFor({ state: 'detached', timeout: 10_000 });
}

/** Add to a family's list through its modal: `fill` types the fields into the form, then Save and the confirmation. */
export async function addRecord(page: Page, family: Locator, fill: (form: Locator) => Promise<void>) {
  // The list's first read may still be on its way when the page opens.
  await family.getByTestId('record-add').click({ timeout: 15_000 });
  await fill(page.getByTestId('record-form'));
  await saveRecord(page);
}

/** The rows of a family's list that show this text. */
export const recordRow = (family: Locator, text: string) =>
  family.getByTestId('record-list').getByRole('row').filter({ hasText: text });

/** The row of a family's list that shows this text, once the list shows it (after a save, its refetch). */
export async function shownRecord(family: Locator, text: string): Promise<Locator> {
  const row = recordRow(family, text);
  await row.waitFor({ timeout: 10_000 });
  return row;
}

/** A row's cell in the column of its family's list under this header. */
export async function recordCell(family: Locator, row: Locator, header: string): Promise<Locator> {
  const headers = await family.getByTestId('record-list').getByRole('columnheader').allTextContents();
  expect(headers).toContain(header);
  return row.getByRole('cell').nth(headers.indexOf(header));
}
