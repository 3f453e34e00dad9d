import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../platform/db/schema.js';
import type { CrewRef } from './dto.js';
import { crewName } from '../crew/queries.js';
import { onboardPromotionDates } from '../finance/crew-facts.js';

/**
 * What the board shows of the crews its rows name (off-signers, relievers, embarking crews): names
 * and contacts, the vaccinated icon, the onboard promotion date. One statement: the crews are found
 * from the board rows the filter picks (`named`), or given by id. The crews and their doses are
 * looked up by the named ids (`= any(array(...))`: index scans bounded by the crews named, not the
 * tables' size); the onboard promotions, a few records, by their family (as main's read of them did).
 */
export function crewFacts(db: Kysely<DB>, crews: { named: Expression<SqlBool> } | { ids: number[] }) {
  const named = sql<number>`any(array(select id from named))`;
  return db
    .with('named', (q) =>
      'ids' in crews
        ? q.selectNoFrom(sql<number>`unnest(${sql.val(crews.ids)}::int[])`.as('id'))
        : // relief_crew_ids (0070) holds the relievers and embarking crews of a row's state.
          q
            .selectFrom('crew_change_board as b')
            .select(sql<number>`unnest(b.relief_crew_ids || b.off_signer_crew_id)`.as('id'))
            .where(crews.named),
    )
    .selectFrom('crews as c')
    .leftJoin(
      (eb) => eb.selectFrom('covid_vaccines').select('crew_id').distinct().where('crew_id', '=', named).as('v'),
      (j) => j.onRef('v.crew_id', '=', 'c.id'),
    )
    .leftJoin(onboardPromotionDates(db, sql<number>`(select id from named)`).as('p'), (j) =>
      j.onRef('p.crew_id', '=', 'c.id'),
    )
    .select(['c.id', 'c.first_name', 'c.middle_name', 'c.last_name', 'c.contact_number', 'c.email', 'c.fb_mail'])
    .select((eb) => [eb('v.crew_id', 'is not', null).as('vaccinated'), 'p.date as promotion'])
    .where('c.id', '=', named)
    .execute();
}

export type CrewFact = Awaited<ReturnType<typeof crewFacts>>[number];

/**
 * Each crew's CrewRef as last built, kept while his facts read the same: a board row built from
 * these refs is still exact while every ref it holds is the one kept (`current`), so an unchanged
 * row is answered again as built, not rebuilt (the board's cost is the objects it allocates).
 */
export class CrewRefs {
  private readonly refs = new Map<number, CrewRef>();

  constructor(private readonly max: number) {}

  /** Takes in what was just read; a crew named but not found reads as 'CREW #id'. */
  update(facts: readonly CrewFact[], named: Iterable<number>): void {
    const found = new Set<number>();
    for (const c of facts) {
      found.add(c.id);
      this.keep(c.id, crewName(c), c);
    }
    for (const id of named) if (!found.has(id)) this.keep(id, `CREW #${id}`, undefined);
  }

  /** The crew's ref as last read (update first). */
  get(id: number): CrewRef {
    return this.refs.get(id)!;
  }

  /** Whether a row built with this ref may still show it. */
  current(ref: CrewRef): boolean {
    return this.refs.get(ref.crewId) === ref;
  }

  private keep(crewId: number, name: string, c: CrewFact | undefined): void {
    const contactNumber = c?.contact_number ?? null;
    const email = c?.email ?? null;
    const fbMail = c?.fb_mail ?? null;
    const vaccinated = Boolean(c?.vaccinated);
    const onboardPromotionDate = c?.promotion ?? null;
    const old = this.refs.get(crewId);
    if (
      old &&
      old.name === name &&
      old.contactNumber === contactNumber &&
      old.email === email &&
      old.fbMail === fbMail &&
      old.vaccinated === vaccinated &&
      old.onboardPromotionDate === onboardPromotionDate
    )
      return;
    // Insertion order: the oldest kept goes first when over the bound (built again when named again).
    this.refs.delete(crewId);
    this.refs.set(crewId, { crewId, name, contactNumber, email, fbMail, vaccinated, onboardPromotionDate });
    if (this.refs.size > this.max) this.refs.delete(this.refs.keys().next().value!);
  }
}
