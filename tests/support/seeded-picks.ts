import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import type { SeededFile } from './seeded-app.js';

/** What the browser specs pick from the seeded database to work on, and how they open a crew's 201. */
type Db = SeededFile['services']['db'];

/** Seeded crew changes of the bulk fleet still only planned (no details yet), on one vessel. */
export async function plannedOnOneVessel(db: Db): Promise<{ vesselId: number; ids: number[] }> {
  const rows = await db
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

/** The first active entry of a seeded list, by id or by the list's own order. */
export function firstActive(
  db: Db,
  list: 'inns' | 'ranks' | 'vessels',
  orderBy: 'id' | 'sort_order' = 'id',
): Promise<{ id: number; name: string }> {
  return db
    .selectFrom(list)
    .select(['id', 'name'])
    .where('active', '=', true)
    .orderBy(sql.ref(orderBy))
    .executeTakeFirstOrThrow();
}

/** The first active crew of the seed (by id). */
export function firstActiveCrew(db: Db) {
  return db
    .selectFrom('crews')
    .select(['id', 'last_name', 'first_name', 'middle_name'])
    .where('status', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

/** The first crew of the seed (by id) with that identifier on file (an IPN, an applicant no.). */
export function firstCrewWith(db: Db, identifier: 'ipn' | 'applicant_no') {
  return db
    .selectFrom('crews')
    .select(['id', 'last_name', 'applicant_no', 'ipn'])
    .where(identifier, 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

/** From the crew master list: finds the crew by last name and opens his 201 file. */
export async function openFromMasterList(page: Page, url: string, crew: { id: number; last_name: string }) {
  await page.getByTestId('crew-search').fill(crew.last_name);
  const row = page.getByTestId(`crew-row-${crew.id}`);
  await row.waitFor({ timeout: 15_000 });
  await row.getByRole('link').first().click();
  await page.waitForURL(`${url}/v/crew/${crew.id}/profile/201`);
  await page.getByTestId('crew-summary').waitFor({ timeout: 10_000 });
}
