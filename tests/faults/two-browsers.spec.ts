import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { useSeededApp } from '../support/seeded-app.js';
import { plannedOnOneVessel } from '../support/seeded-picks.js';

/**
 * Issue 17, fault 6: two browsers (two Chromium contexts, two users) save the same field of the
 * same crew change at the same moment. Exactly one wins; the other is told who changed it, when,
 * and the value now; the field's history (the board's right-click menu) shows what happened.
 */
const seeded = useSeededApp({ timeout: 900_000 });

async function boardAs(username: string, path: string): Promise<Page> {
  const page = await seeded.pageAs(username, path);
  await page.locator('.ag-row[row-id] [col-id="crew_name"]').first().waitFor({ timeout: 30_000 });
  return page;
}

const cell = (page: Page, rowId: number, colId: string) =>
  page.locator(`.ag-row[row-id="${rowId}"] [col-id="${colId}"]`);

describe('two browsers save the same field at the same moment', () => {
  it('one wins, the other gets the conflict message naming the winner, and the history shows the winning change', async () => {
    const { db } = seeded.services;
    // A planned crew change of the bulk fleet, as the board test picks one.
    const { vesselId, ids } = await plannedOnOneVessel(db);
    const row = { id: ids[0]! };
    const path = `/v/crewchange/ccdetails?fleetId=2&vesselId=${vesselId}&tab=embarking`;
    const users = await db
      .selectFrom('users')
      .select(['username', 'first_name', 'last_name'])
      .where('username', 'in', ['crewing', 'ops'])
      .execute();
    const nameOf = (u: string) => {
      const r = users.find((x) => x.username === u)!;
      return `${r.first_name} ${r.last_name}`.toUpperCase();
    };
    const value = { crewing: 'REMARK FROM CREWING', ops: 'REMARK FROM OPS' } as const;
    const names = ['crewing', 'ops'] as const;
    const pages = await Promise.all(names.map((u) => boardAs(u, path)));

    // Both open the same row's editor from the same version and type their value.
    for (const [i, page] of pages.entries()) {
      await page.getByTestId(`edit-${row.id}`).click();
      await page.getByTestId('field-remarks').fill(value[names[i]!]);
      await page.getByTestId('edit-submit').click();
      await page.getByTestId('confirm-yes').waitFor();
    }
    // The same moment: both confirmations clicked together.
    await Promise.all(pages.map((p) => p.getByTestId('confirm-yes').click()));

    // Exactly one editor closes (saved); the other stays open with the conflict on the field.
    const outcome = async (p: Page) => {
      const form = p.getByTestId('edit-embarking-form');
      if ((await form.count()) === 0) return 'saved';
      return /changed by/.test(await form.innerText()) ? 'conflict' : undefined;
    };
    let outcomes: Array<string | undefined> = [];
    await expect
      .poll(async () => (outcomes = await Promise.all(pages.map(outcome))).every(Boolean), { timeout: 30_000 })
      .toBe(true);
    expect([...outcomes].sort()).toEqual(['conflict', 'saved']);
    const winner = names[outcomes.indexOf('saved')]!;
    const loser = names[outcomes.indexOf('conflict')]!;
    const loserPage = pages[outcomes.indexOf('conflict')]!;

    // The saved value is the winner's, and only one change was recorded.
    const saved = await db
      .selectFrom('crew_change_board')
      .select(sql<string>`state->'embarkings'->-1->'values'->>'remarks'`.as('remarks'))
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(saved.remarks).toBe(value[winner]);
    const message = await loserPage.getByTestId('edit-embarking-form').innerText();
    expect(message).toMatch(
      new RegExp(`changed by ${nameOf(winner)} at \\d{2} [A-Z]{3} \\d{4} \\d{2}:\\d{2}, now ${value[winner]}`),
    );

    // The history (right-click on the cell, as a user reads it) shows the winner's change, not the loser's.
    await loserPage.keyboard.press('Escape');
    await loserPage
      .getByTestId('edit-embarking-form')
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    const reader = pages[outcomes.indexOf('saved')]!;
    await expect.poll(() => cell(reader, row.id, 'remarks').innerText(), { timeout: 30_000 }).toContain(value[winner]);
    await cell(reader, row.id, 'remarks').click({ button: 'right' });
    await reader.getByTestId('menu-history').click();
    const history = reader.getByTestId('history-table');
    await history.waitFor();
    await expect.poll(() => history.innerText(), { timeout: 30_000 }).toContain(value[winner]);
    const text = await history.innerText();
    expect(text).toContain(nameOf(winner));
    expect(text).not.toContain(value[loser]);
    expect(seeded.consoleErrors.filter((e) => !/409|CONFLICT|changed by/i.test(e))).toEqual([]);
  }, 120_000);
});
