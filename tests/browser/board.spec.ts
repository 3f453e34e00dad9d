import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import type { TestServices } from '@crewing/server/testing/test-services';
import { startSeededApp, type SeededApp } from '../support/seeded-app.js';

let seeded: SeededApp;
let services: TestServices;

beforeAll(async () => {
  seeded = await startSeededApp();
  services = seeded.services;
});
afterAll(() => seeded?.close());

/** A board signed in as a demo user, once its first row has rendered. */
async function pageAs(username: string, path: string): Promise<Page> {
  const page = await seeded.pageAs(username, path);
  await page
    .locator('.ag-row[row-id] [col-id="crew_name"]')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(async (e: unknown) => {
      await page.screenshot({ path: `/tmp/board-test-${username}.png` });
      throw e;
    });
  return page;
}

/** Seeded crew changes of the bulk fleet still only planned (no details yet), on one vessel. */
async function plannedOnOneVessel() {
  const rows = await services.db
    .selectFrom('crew_change_board')
    .select(['id', 'vessel_id', 'fleet_id'])
    .where('fleet_id', '=', 2)
    .where('version', '=', 2)
    .where(sql<boolean>`jsonb_array_length(state->'embarkings') = 1`)
    .orderBy('vessel_id')
    .orderBy('id')
    .execute();
  const vesselId = rows[0]!.vessel_id;
  return { vesselId, ids: rows.filter((r) => r.vessel_id === vesselId).map((r) => r.id) };
}

const cell = (page: Page, rowId: number | string, colId: string) =>
  page.locator(`.ag-row[row-id="${rowId}"] [col-id="${colId}"]`);

async function confirmYes(page: Page) {
  await page.getByTestId('confirm-yes').click();
}

describe('the crew change board in two browsers', () => {
  it('an edit by the crewing officer appears on the Ops board without a reload; history shows the old value', async () => {
    const { vesselId, ids } = await plannedOnOneVessel();
    const id = ids[0]!;
    const path = `/v/crewchange/ccdetails?fleetId=2&vesselId=${vesselId}&tab=embarking`;
    const [ops, crewing] = await Promise.all([pageAs('ops', path), pageAs('crewing', path)]);

    for (const flight of ['PR 777 MNL-SIN', 'PR 888 MNL-SIN']) {
      await crewing.getByTestId(`edit-${id}`).click();
      await crewing.getByTestId('field-flight_details').fill(flight);
      await crewing.getByTestId('edit-submit').click();
      await confirmYes(crewing);
      await crewing.getByTestId('edit-embarking-form').waitFor({ state: 'detached' });
      // The other browser gets it through the socket push: no reload.
      await expect.poll(() => cell(ops, id, 'flight_details').innerText(), { timeout: 10_000 }).toContain(flight);
    }

    await cell(ops, id, 'flight_details').click({ button: 'right' });
    await ops.getByTestId('menu-history').click();
    const history = ops.getByTestId('history-table');
    await history.waitFor();
    await expect.poll(() => history.innerText()).toContain('PR 777 MNL-SIN');
    expect(await history.innerText()).toContain('CRISTINA OFICIAL');
  });

  it('adds a comment with an attachment from the cell menu; the count moves by one', async () => {
    const { vesselId, ids } = await plannedOnOneVessel();
    const id = ids[0]!;
    const dss = await pageAs('dss', `/v/crewchange/ccdetails?fleetId=2&vesselId=${vesselId}&tab=embarking`);
    await cell(dss, id, 'remarks').click({ button: 'right' });
    await dss.getByTestId('menu-add-comment').click();
    await dss.getByTestId('comment-input').fill('see the scanned PCR result');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    await dss.locator('input[type="file"]').setInputFiles({ name: 'pcr.pdf', mimeType: 'application/pdf', buffer: pdf });
    await dss.getByTestId('comment-save').click();
    await confirmYes(dss);
    await dss.getByTestId('comment-list').waitFor();
    const saved = await services.db.selectFrom('crew_change_comments').selectAll().where('crew_change_id', '=', id).executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ comment: 'SEE THE SCANNED PCR RESULT', author_name: 'DIANA SUPORTA', field: 'remarks' });
    expect(saved.file_id).not.toBeNull();
    await expect.poll(() => dss.getByTestId(`comment-file-${saved.id}`).count()).toBe(1);
    const row = await services.db.selectFrom('crew_change_board').select(sql<string>`counts->'embarking.remarks'->>'c'`.as('c')).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.c).toBe('1');
  });

  it('a batch edit updates every selected crew at once', async () => {
    // Two crew changes still only planned, on the first vessels of the fleet board.
    const planned = await services.db
      .selectFrom('crew_change_board as b')
      .innerJoin('vessels as v', 'v.id', 'b.vessel_id')
      .select('b.id')
      .where('b.fleet_id', '=', 2)
      .where('b.version', '=', 2)
      .where(sql<boolean>`jsonb_array_length(b.state->'embarkings') = 1`)
      .orderBy('v.name')
      .orderBy('b.id')
      .execute();
    const chosen = planned.slice(1, 3).map((r) => r.id);
    expect(chosen).toHaveLength(2);
    const ops = await pageAs('ops', `/v/crewchange/ccdetails?fleetId=2&tab=embarking`);
    await ops.getByTestId('batch-edit-embarking').click();
    await ops.getByTestId('batch-check-remarks').check();
    await ops.getByTestId('batch-input-remarks').fill('BATCH READY');
    for (const id of chosen) await ops.getByTestId(`batch-crew-${id}`).check();
    await ops.getByTestId('batch-submit').click();
    await confirmYes(ops);
    for (const id of chosen) await expect.poll(() => cell(ops, id, 'remarks').innerText(), { timeout: 10_000 }).toContain('BATCH READY');
    const rows = await services.db.selectFrom('crew_change_board').select(sql<string>`state->'embarkings'->0->'values'->>'remarks'`.as('remarks')).where('id', 'in', chosen).execute();
    expect(rows.map((r) => r.remarks)).toEqual(['BATCH READY', 'BATCH READY']);
  });

  it('adds a disembark batch from the Disembarking tab', async () => {
    const batchless = await services.db
      .selectFrom('crew_change_board')
      .select(['id', 'vessel_id'])
      .where('fleet_id', '=', 2)
      .where('batch_id', 'is', null)
      .where('off_signer_crew_id', 'is not', null)
      .where('rank_cancelled', '=', false)
      .orderBy('vessel_id')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const ops = await pageAs('ops', `/v/crewchange/ccdetails?fleetId=2&vesselId=${batchless.vessel_id}&tab=disembarking`);
    await ops.getByTestId('add-disembark-batch').click();
    await ops.getByTestId(`batch-member-${batchless.id}`).check();
    await ops.getByTestId('batch-members-submit').click();
    await confirmYes(ops);
    await expect.poll(async () => (await services.db.selectFrom('crew_change_board').select('batch_number').where('id', '=', batchless.id).executeTakeFirstOrThrow()).batch_number).not.toBeNull();
    const { batch_number } = await services.db.selectFrom('crew_change_board').select('batch_number').where('id', '=', batchless.id).executeTakeFirstOrThrow();
    await expect.poll(() => cell(ops, batchless.id, 'batch').innerText(), { timeout: 10_000 }).toBe(String(batch_number));
  });

  it('left no errors in the browser console', () => {
    expect(seeded.consoleErrors).toEqual([]);
  });
});
