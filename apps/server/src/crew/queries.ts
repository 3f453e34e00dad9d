import type { Kysely, SelectExpression } from 'kysely';
import type { DB } from '../platform/db/schema.js';
import { notFound } from '../platform/db/found.js';

/** One crew's columns by his id, or NOT_FOUND 'Crew not found' (a procedure, a job or a report naming a crew). */
export function crewOrNotFound<C extends SelectExpression<DB, 'crews'>>(
  db: Kysely<DB>,
  crewId: number,
  columns: readonly C[],
) {
  return db
    .selectFrom('crews')
    .select(columns)
    .where('id', '=', crewId)
    .executeTakeFirstOrThrow(notFound('Crew not found'));
}

export const crewName = (c: { first_name: string; middle_name: string | null; last_name: string }) =>
  [c.first_name, c.middle_name, c.last_name].filter(Boolean).join(' ');

/** The columns `crewName` reads, from the crews table under the name or alias a query gives it. */
export const crewNameColumns = <T extends string>(table: T) =>
  [`${table}.first_name`, `${table}.middle_name`, `${table}.last_name`] as const;

/** Crews a planner picks from on one vessel: those onboard (off-signers) and those on standby (relievers). */
/** Crews with their rank (`ranks`) and the vessel they are on (`vessels`): what a crew list names him by. */
export function crewsWithPlace(db: Kysely<DB>) {
  return db
    .selectFrom('crews')
    .leftJoin('ranks', 'ranks.id', 'crews.rank_id')
    .leftJoin('vessels', 'vessels.id', 'crews.onboard_vessel_id');
}

export async function crewOptions(db: Kysely<DB>, vesselId: number) {
  const rows = await db
    .selectFrom('crews')
    .select(['id', ...crewNameColumns('crews'), 'contact_number', 'email', 'fb_mail', 'onboard_vessel_id', 'rank_id'])
    .where((eb) => eb.or([eb('onboard_vessel_id', '=', vesselId), eb('onboard_vessel_id', 'is', null)]))
    .orderBy('last_name')
    .orderBy('first_name')
    .execute();
  const toRef = (c: (typeof rows)[number]) => ({
    crewId: c.id,
    name: crewName(c),
    rankId: c.rank_id,
    contactNumber: c.contact_number,
    email: c.email,
    fbMail: c.fb_mail,
    vaccinated: false,
  });
  return {
    onboard: rows.filter((c) => c.onboard_vessel_id === vesselId).map(toRef),
    standby: rows.filter((c) => c.onboard_vessel_id === null).map(toRef),
  };
}
