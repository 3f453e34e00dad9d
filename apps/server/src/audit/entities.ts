import { sql, type Kysely } from 'kysely';
import { crewChangeStream, crewStream, userStream, vesselStream } from '@crewing/domain';
import type { EntityKind } from '@crewing/domain/audit/filters';
import type { DB } from '../platform/db/schema.js';
import { containing } from './queries.js';

const LIMIT = 20;

const fullName = sql<string>`concat_ws(' ', first_name, middle_name, last_name)`;

/** Crews or staff (users) whose full name holds what was typed. */
function people(db: Kysely<DB>, table: 'crews' | 'users', like: string) {
  return db
    .selectFrom(table)
    .select(['id', fullName.as('name')])
    .where(fullName, 'ilike', like)
    .orderBy('last_name')
    .limit(LIMIT)
    .execute();
}

/**
 * Issue 27: the records an auditor looks for by name (a crew, a vessel, a staff member, a crew
 * change by its off-signer or vessel), each as the stream the history log filters by.
 */
export async function auditEntities(
  db: Kysely<DB>,
  kind: EntityKind,
  search: string,
): Promise<Array<{ streamId: string; label: string }>> {
  const like = containing(search);
  switch (kind) {
    case 'crew':
      return (await people(db, 'crews', like)).map((r) => ({ streamId: crewStream.id(r.id), label: r.name }));
    case 'staff':
      return (await people(db, 'users', like)).map((r) => ({ streamId: userStream.id(r.id), label: r.name }));
    case 'vessel': {
      const rows = await db
        .selectFrom('vessels')
        .select(['id', 'name'])
        .where('name', 'ilike', like)
        .orderBy('name')
        .limit(LIMIT)
        .execute();
      return rows.map((r) => ({ streamId: vesselStream.id(r.id), label: r.name }));
    }
    case 'crew-change': {
      const rows = await db
        .selectFrom('crew_change_board as b')
        .innerJoin('vessels as v', 'v.id', 'b.vessel_id')
        .leftJoin('crews as c', 'c.id', 'b.off_signer_crew_id')
        .select(['b.id', 'v.name as vessel', sql<string | null>`concat_ws(' ', c.first_name, c.last_name)`.as('crew')])
        .where((eb) =>
          eb.or([
            eb('v.name', 'ilike', like),
            eb(sql`concat_ws(' ', c.first_name, c.middle_name, c.last_name)`, 'ilike', like),
          ]),
        )
        .orderBy('b.id', 'desc')
        .limit(LIMIT)
        .execute();
      return rows.map((r) => ({
        streamId: crewChangeStream.id(r.id),
        label: `#${r.id} ${r.vessel}${r.crew ? `, off-signer ${r.crew}` : ''}`,
      }));
    }
  }
}
