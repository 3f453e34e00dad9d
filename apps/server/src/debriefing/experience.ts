import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';
import { experienceLabel, experiences } from '../key-lists/crew-experience.js';

/** The crew's experiences, newest first (a cancelled rank is no experience of his): the options of Add Debriefing Record's Experience. */
export async function crewExperiences(db: Kysely<DB>, crewId: number) {
  const rows = await experiences(db)
    .where('b.off_signer_crew_id', '=', crewId)
    .where('b.rank_cancelled', '=', false)
    .orderBy('b.disembark_date', 'desc')
    .orderBy('b.id', 'desc')
    .execute();
  return rows.map((r) => ({ id: r.id, label: experienceLabel(r), arriveManila: r.arrive_manila }));
}

/** Whether a crew change is one of the experiences the form offers this crew (what an add or edit is decided with). */
export async function isCrewExperience(db: Kysely<DB>, crewId: number, crewChangeId: number): Promise<boolean> {
  return (await crewExperiences(db, crewId)).some((e) => e.id === crewChangeId);
}
