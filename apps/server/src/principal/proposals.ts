import { sql, type Kysely } from 'kysely';
import { NotFoundError, type Actor } from '@crewing/domain';
import type { Proposal } from '@crewing/domain/principal/index';
import type { DB } from '../platform/db/schema.js';
import type { Services } from '../platform/services.js';
import { crewName, crewNameColumns } from '../crew/queries.js';
import { openNfrCrewIds } from '../finance/crew-facts.js';
import { onCrewChange } from '../crew-change/commands.js';
import type { Caller } from '../crew-change/commands.js';
import { principalLineUpFacts } from '../crew-change/principal-approval.js';
import { principalOf, principalVesselIds } from '../fleet-access/principal-access.js';
import { notFound } from '../platform/db/found.js';

/*
 * Issue 30 §2: proposals to the vessel's principal, on the crew change's stream. The server
 * gathers the facts (the vessel's principal, each candidate's rank, NFR); the decider decides.
 */

export async function proposeCandidates(
  services: Services,
  caller: Caller,
  input: { crewChangeId: number; crewIds: number[] },
) {
  const db = services.db;
  const [vessel, crews, nfr, principal] = await Promise.all([
    db
      .selectFrom('crew_change_board as b')
      .innerJoin('vessels as v', 'v.id', 'b.vessel_id')
      .select(sql<number | null>`(v.details->>'principalId')::int`.as('principal_id'))
      .where('b.id', '=', input.crewChangeId)
      .executeTakeFirst(),
    db
      .selectFrom('crews')
      .select(['id', 'rank_id'])
      .where('id', 'in', input.crewIds)
      .where('crew_code', 'is not', null)
      .execute(),
    openNfrCrewIds(db, input.crewIds),
    principalLineUpFacts(db, { crewChangeId: input.crewChangeId }, input.crewIds),
  ]);
  if (!vessel) throw new NotFoundError('Crew change not found');
  return onCrewChange(services, caller, input.crewChangeId, {
    type: 'ProposeCandidates',
    data: {
      crewIds: input.crewIds,
      actor: caller.actor,
      at: services.clock().toISOString(),
      principalId: vessel.principal_id,
      crewRanks: Object.fromEntries(crews.map((c) => [c.id, c.rank_id])),
      nfrCrewIds: [...nfr],
      barredCrews: principal.barredCrews,
    },
  });
}

/** A crew change of one of the principal's vessels, or NOT_FOUND (ids do not leak). */
export async function assertPrincipalCrewChange(db: Kysely<DB>, actor: Actor, crewChangeId: number): Promise<void> {
  await db
    .selectFrom('crew_change_board')
    .select('id')
    .where('id', '=', crewChangeId)
    .where('vessel_id', 'in', principalVesselIds(db, principalOf(actor)))
    .executeTakeFirstOrThrow(notFound('Crew change not found'));
}

const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as { proposals?: Proposal[] };

/**
 * The proposals of some crew changes with the candidates' names, newest first: one vessel's for
 * the office (the vessel plan and line-up show the answers), or every vessel of a principal's.
 */
export async function proposalsOf(db: Kysely<DB>, scope: { vesselId: number } | { principalId: number }) {
  let q = db
    .selectFrom('crew_change_board as b')
    .innerJoin('vessels as v', 'v.id', 'b.vessel_id')
    .leftJoin('ranks as r', 'r.id', 'b.rank_id')
    .select(['b.id', 'b.vessel_id', 'v.name as vessel', 'r.name as rank', 'b.off_signer_crew_id'])
    .select(sql<unknown>`b.state->'proposals'`.as('proposals'))
    .where(sql<boolean>`jsonb_array_length(coalesce(b.state->'proposals', '[]'::jsonb)) > 0`)
    .where('b.rank_cancelled', '=', false);
  q =
    'vesselId' in scope
      ? q.where('b.vessel_id', '=', scope.vesselId)
      : q.where('b.vessel_id', 'in', principalVesselIds(db, scope.principalId));
  const rows = await q.orderBy('b.id', 'desc').execute();
  const changes = rows.map((r) => ({ ...r, proposals: parse({ proposals: r.proposals }).proposals ?? [] }));
  const ids = [...new Set(changes.flatMap((c) => c.proposals.map((p) => p.crewId)))];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .selectFrom('crews as c')
            .select(['c.id', ...crewNameColumns('c')])
            .where('c.id', 'in', ids)
            .execute()
        ).map((c) => [c.id, crewName(c)] as const),
  );
  return changes.flatMap((c) =>
    c.proposals.map((p) => ({
      crewChangeId: c.id,
      vesselId: c.vessel_id,
      vessel: c.vessel,
      rank: c.rank ?? '',
      crewId: p.crewId,
      name: names.get(p.crewId) ?? '',
      status: p.status,
      remarks: p.remarks,
      proposedAt: p.proposed.at,
      proposedBy: p.proposed.byName,
      answeredAt: p.answered?.at ?? null,
    })),
  );
}
