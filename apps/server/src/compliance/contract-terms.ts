import type { Kysely } from 'kysely';
import type { Collection } from '@crewing/domain';
import {
  contractChangeFamily,
  currentTerms,
  employmentContractFamily,
  type ContractTerms,
} from '@crewing/domain/compliance/index';
import type { DB } from '../platform/db/schema.js';

/**
 * Issue 31 §1: the terms of each crew's contract for the deployment he is on now (the contract of
 * his open sign-on, extensions and amendments applied), by crew id. Crews without one are absent:
 * the vessel plan then counts the planned or default duration.
 */
export async function currentContractTerms(
  db: Kysely<DB>,
  crewIds: readonly number[],
): Promise<Map<number, ContractTerms>> {
  if (crewIds.length === 0) return new Map();
  const [signOns, records] = await Promise.all([
    db
      .selectFrom('crew_sea_service')
      .select(['crew_id', 'stint_no'])
      .where('crew_id', 'in', [...crewIds])
      .where('disembark_date', 'is', null)
      .where('voided', '=', false)
      .where('stint_no', 'is not', null)
      .execute(),
    db
      .selectFrom('crew_records')
      .select(['crew_id', 'id', 'family', 'fields'])
      .where('crew_id', 'in', [...crewIds])
      .where('family', 'in', [employmentContractFamily.name, contractChangeFamily.name])
      .execute(),
  ]);
  const collections = new Map<number, Record<string, Collection>>();
  for (const r of records) {
    const mine = collections.get(r.crew_id) ?? {};
    mine[r.family] = { ...(mine[r.family] ?? {}), [r.id]: r.fields };
    collections.set(r.crew_id, mine);
  }
  const terms = new Map<number, ContractTerms>();
  for (const s of signOns) {
    const mine = collections.get(s.crew_id) ?? {};
    const contract = Object.entries(mine[employmentContractFamily.name] ?? {}).find(
      ([, c]) => c.signOnNo === s.stint_no,
    );
    const t = contract ? currentTerms(Number(contract[0]), mine) : null;
    if (t) terms.set(s.crew_id, t);
  }
  return terms;
}
