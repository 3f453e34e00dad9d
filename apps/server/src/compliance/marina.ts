import type { Kysely } from 'kysely';
import {
  marinaCheckable,
  marinaMarks,
  marinaVerificationFamily,
  MARINA_SHOW,
  MARINA_VERIFIED_FAMILIES,
  type MarinaMark,
  type MarinaShow,
  type marinaListInput,
} from '@crewing/domain/compliance/index';
import type { z } from 'zod';
import type { DB } from '../platform/db/schema.js';
import type { Page } from '../platform/db/paged.js';
import { crewName, crewNameColumns, crewsWithPlace } from '../crew/queries.js';
import { currentDocuments, type CurrentDocument } from '../documents/current.js';
import { crewFleets } from '../fleet-access/fleet-access.js';

/** Each crew's MARINA marks: the latest check of each certificate and license, keyed `crew-certificate:12`. */
export async function crewMarinaMarks(
  db: Kysely<DB>,
  crewIds: readonly number[],
): Promise<Map<number, Map<string, MarinaMark>>> {
  if (crewIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('crew_records')
    .select(['crew_id', 'id', 'fields', 'created_by', 'created_at'])
    .where('family', '=', marinaVerificationFamily.name)
    .where('crew_id', 'in', [...crewIds])
    .execute();
  const byCrew = new Map<number, Array<{ id: number; fields: Record<string, unknown>; by: string; at: string }>>();
  for (const r of rows)
    byCrew.set(r.crew_id, [
      ...(byCrew.get(r.crew_id) ?? []),
      { id: r.id, fields: r.fields, by: r.created_by, at: new Date(r.created_at).toISOString() },
    ]);
  return new Map([...byCrew].map(([crewId, list]) => [crewId, marinaMarks(list)]));
}

/** The mark of one current document, or null when it was never checked. */
export const markOf = (
  marks: Map<number, Map<string, MarinaMark>>,
  d: Pick<CurrentDocument, 'crewId' | 'family' | 'recordId'>,
) => marks.get(d.crewId)?.get(`${d.family}:${d.recordId}`) ?? null;

/**
 * The current certificates and licenses of these crews that MARINA's site could verify (issued
 * on or after 9 Nov 2021) and that no check has verified: never checked, or checked and not
 * found or mismatched. The line-up's blocking setting and the /v/compliance/marina list read it.
 */
export async function unverifiedDocuments(db: Kysely<DB>, crewIds: readonly number[]) {
  const [docs, marks] = await Promise.all([
    currentDocuments(db, crewIds, MARINA_VERIFIED_FAMILIES),
    crewMarinaMarks(db, crewIds),
  ]);
  return docs
    .filter((d) => marinaCheckable(d.issuedDate))
    .map((d) => ({ ...d, mark: markOf(marks, d) }))
    .filter((d) => d.mark?.result !== 'VERIFIED');
}

export interface MarinaFilter extends z.output<typeof marinaListInput> {
  /** The fleets asked for or seen (null: every fleet), a crew's fleet being his vessel's or, standby, his last one's. */
  fleetIds: readonly number[] | null;
}

const shown = (mark: MarinaMark | null, show: MarinaShow) =>
  show === 'ALL' || (show === 'UNCHECKED' ? mark === null : mark !== null);

/**
 * Issue 31 §3: /v/compliance/marina, the certificates and licenses of active crews issued since
 * 9 Nov 2021 that no check verified, oldest issue first, with each filter's count.
 */
export async function unverifiedPage(
  db: Kysely<DB>,
  f: MarinaFilter,
): Promise<Page<MarinaRow> & { counts: Record<MarinaShow, number> }> {
  const none = { items: [], page: f.page, perPage: f.perPage, total: 0, lastPage: 1 };
  const zero = Object.fromEntries(MARINA_SHOW.map((s) => [s, 0])) as Record<MarinaShow, number>;
  if (f.fleetIds?.length === 0) return { ...none, counts: zero };
  const q = f.search?.toUpperCase();
  const crews = await crewsWithPlace(db)
    .leftJoin(crewFleets(db).as('cf'), 'cf.crew_id', 'crews.id')
    .select([
      'crews.id',
      'crews.crew_code',
      ...crewNameColumns('crews'),
      'ranks.alias as rank',
      'vessels.name as vessel',
    ])
    .where('crews.status', '=', 1)
    .$if(f.fleetIds !== null, (w) => w.where('cf.fleet_id', 'in', [...f.fleetIds!]))
    .$if(f.vesselId !== undefined, (w) => w.where('crews.onboard_vessel_id', '=', f.vesselId!))
    .$if(f.crewId !== undefined, (w) => w.where('crews.id', '=', f.crewId!))
    .execute();
  const byId = new Map(crews.map((c) => [c.id, c]));
  const rows: MarinaRow[] = (await unverifiedDocuments(db, [...byId.keys()]))
    .map((d) => {
      const c = byId.get(d.crewId)!;
      return {
        crewId: d.crewId,
        crewName: crewName(c),
        crewCode: c.crew_code,
        rank: c.rank ?? '',
        vessel: c.vessel ?? 'STANDBY',
        family: d.family as MarinaRow['family'],
        recordId: d.recordId,
        document: d.name,
        number: d.number,
        issuedDate: d.issuedDate!,
        mark: d.mark,
      };
    })
    .filter((r) => !q || [r.crewName, r.crewCode ?? '', r.number ?? ''].some((t) => t.toUpperCase().includes(q)));
  rows.sort((a, b) => a.issuedDate.localeCompare(b.issuedDate) || a.crewName.localeCompare(b.crewName));
  const counts = Object.fromEntries(MARINA_SHOW.map((s) => [s, rows.filter((r) => shown(r.mark, s)).length]));
  const list = rows.filter((r) => shown(r.mark, f.show));
  return {
    items: list.slice((f.page - 1) * f.perPage, f.page * f.perPage),
    page: f.page,
    perPage: f.perPage,
    total: list.length,
    lastPage: Math.max(1, Math.ceil(list.length / f.perPage)),
    counts: counts as Record<MarinaShow, number>,
  };
}

export interface MarinaRow {
  crewId: number;
  crewName: string;
  crewCode: string | null;
  rank: string;
  vessel: string;
  family: (typeof MARINA_VERIFIED_FAMILIES)[number];
  recordId: number;
  document: string;
  number: string | null;
  issuedDate: string;
  mark: MarinaMark | null;
}
