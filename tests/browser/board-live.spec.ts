import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { startSeededApp, type SeededApp } from '../support/seeded-app.js';

let seeded: SeededApp;

// Seeding the demo database takes minutes on a busy machine.
beforeAll(async () => {
  seeded = await startSeededApp();
}, 900_000);
afterAll(() => seeded?.close());

/** What one browser asked the server for, and whether its live topic was joined. */
interface Seen {
  board: number;
  rows: number;
  joined: boolean;
}

/** A board signed in as a demo user, counting its board and row reads from the first request on. */
async function boardAs(username: string, path: string): Promise<{ page: Page; seen: Seen }> {
  const seen: Seen = { board: 0, rows: 0, joined: false };
  const page = await seeded.pageAs(username, path, (p) => {
    p.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname === '/trpc/crewChange.board') seen.board++;
      // A batched read names every procedure in its path.
      else if (pathname.startsWith('/trpc/') && pathname.split(/[/,]/).includes('crewChange.rows')) seen.rows++;
    });
    // The socket.io answer to a join carries the topic's version: the board is then listening.
    p.on('websocket', (ws) =>
      ws.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && /^43\d+\[\{"ok":true,"version":/.test(payload)) seen.joined = true;
      }),
    );
  });
  await page.locator('.ag-row[row-id] [col-id="crew_name"]').first().waitFor({ timeout: 30_000 });
  return { page, seen };
}

const cell = (page: Page, rowId: number, colId: string) =>
  page.locator(`.ag-row[row-id="${rowId}"] [col-id="${colId}"]`);

describe('live updates patch the board instead of reading it again (issue 26 §6)', () => {
  it('first render reads the board once; an edit reaches two other browsers without a board read', async () => {
    // A bulk-fleet crew change still only planned (crewing, ops and management all see the bulk fleets).
    const row = await seeded.services.db
      .selectFrom('crew_change_board')
      .select(['id', 'vessel_id', 'fleet_id'])
      .where('fleet_id', '=', 2)
      .where('rank_cancelled', '=', false)
      // Open: on the live board whatever its dates (finished crew changes leave it after 30 days).
      .where('finished_on', '=', 'infinity')
      .where(sql<boolean>`jsonb_array_length(state->'embarkings') = 1`)
      .orderBy('vessel_id', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const path = `/v/crewchange/ccdetails?fleetId=${row.fleet_id}&vesselId=${row.vessel_id}&tab=embarking`;
    const [editor, ops, management] = await Promise.all([
      boardAs('crewing', path),
      boardAs('ops', path),
      boardAs('management', path),
    ]);
    const browsers = { editor, ops, management };
    // Every board joined its topic; the join's version matched the load, so nothing was read again.
    await expect.poll(() => Object.values(browsers).every((b) => b.seen.joined), { timeout: 20_000 }).toBe(true);
    for (const [who, b] of Object.entries(browsers)) expect(b.seen.board, `${who}: first render`).toBe(1);

    const flights = ['PR 731 MNL-SIN', 'PR 732 MNL-SIN'];
    for (const flight of flights) {
      await editor.page.getByTestId(`edit-${row.id}`).click();
      await editor.page.getByTestId('field-flight_details').fill(flight);
      await editor.page.getByTestId('edit-submit').click();
      await editor.page.getByTestId('confirm-yes').click();
      await editor.page.getByTestId('edit-embarking-form').waitFor({ state: 'detached' });
      for (const b of Object.values(browsers))
        await expect
          .poll(() => cell(b.page, row.id, 'flight_details').innerText(), { timeout: 10_000 })
          .toContain(flight);
    }
    // Each browser read the edited row once per edit (the editor its own answer, ignoring its push), never the board.
    for (const [who, b] of Object.entries(browsers)) {
      expect(b.seen.board, `${who}: board reads`).toBe(1);
      expect(b.seen.rows, `${who}: row reads`).toBe(flights.length);
    }

    // A comment on the cell: its count reaches every board as a patched row too.
    await cell(editor.page, row.id, 'flight_details').click({ button: 'right' });
    await editor.page.getByTestId('menu-add-comment').click();
    await editor.page.getByTestId('comment-input').fill('flight confirmed by the agent');
    await editor.page.getByTestId('comment-save').click();
    await editor.page.getByTestId('confirm-yes').click();
    await editor.page.getByTestId('comment-list').waitFor();
    for (const b of Object.values(browsers))
      await expect
        .poll(() => cell(b.page, row.id, 'flight_details').getByTestId('count-comments').textContent(), {
          timeout: 10_000,
        })
        .toBe('1');
    for (const [who, b] of Object.entries(browsers)) {
      expect(b.seen.board, `${who}: board reads after the comment`).toBe(1);
      expect(b.seen.rows, `${who}: row reads after the comment`).toBe(flights.length + 1);
    }
  });

  it('left no errors in the browser console', () => {
    expect(seeded.consoleErrors).toEqual([]);
  });
});
