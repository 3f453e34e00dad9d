import { sql, type Kysely } from 'kysely';
import {
  EXPIRING_FAMILIES,
  expiryWindow,
  FIELD_LABELS,
  REFERENCE_FIELDS,
  windowLabel,
  type CrewChangeState,
} from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { currentDocuments } from '../documents/current.js';
import { keyNames } from '../key-lists/resolve.js';

const FAMILY_LABEL = Object.fromEntries(EXPIRING_FAMILIES.map((f) => [f.family, f.label]));

/**
 * Issue 29 §2 My documents: the current version of each of his documents (the query the embark
 * grid, the checklist and the expiry alerts read), with the lead-time window the office's alerts use.
 */
export async function myDocuments(db: Kysely<DB>, crewId: number, today: string, leadDays: readonly number[]) {
  const docs = await currentDocuments(db, [crewId]);
  return docs
    .map((d) => {
      const window = d.expiryDate ? expiryWindow(d.expiryDate, today, leadDays) : null;
      return {
        crewId: d.crewId,
        recordId: d.recordId,
        family: d.family,
        kind: FAMILY_LABEL[d.family] ?? d.family,
        name: d.name,
        number: d.number,
        issuedDate: d.issuedDate,
        expiryDate: d.expiryDate,
        window,
        warning: window ? windowLabel(window) : null,
      };
    })
    .sort((a, b) => (a.expiryDate ?? '9999').localeCompare(b.expiryDate ?? '9999'));
}

/** The embarking fields he is shown, in the board's order (001 §2.2), and the key list each id names. */
const SHOWN = ['embark_date', 'embark_port_id', 'inn_id', 'check_in', 'check_out', 'departure_manila'] as const;
const SHOWN_MORE = ['flight_details', 'transfer_details', 'rapid_date1', 'lab1_id', 'rapid_date2', 'lab2_id'] as const;
const REFS: Record<string, string> = REFERENCE_FIELDS.embarking;
/** The embarking fields his portal shows (its notifications name changes of these only). */
export const SHOWN_FIELDS: readonly string[] = [...SHOWN, ...SHOWN_MORE];

/** An embarking value as he reads it: a key list's id by its name. */
export async function shownValue(db: Kysely<DB>, field: string, raw: unknown): Promise<string | null> {
  const list = REFS[field];
  if (list && typeof raw === 'number') return (await keyNames(db, list, [raw])).get(raw) ?? null;
  return raw === null || raw === undefined ? null : String(raw);
}

/**
 * Issue 29 §2 My crew change: the newest crew change that embarks him (not cancelled), as the
 * board holds it: vessel, rank, and the embarking details with the board's column titles.
 */
export async function myCrewChange(db: Kysely<DB>, crewId: number) {
  const rows = await db
    .selectFrom('crew_change_board as b')
    .innerJoin('vessels as v', 'v.id', 'b.vessel_id')
    .innerJoin('ranks as r', 'r.id', 'b.rank_id')
    .select(['b.id', 'b.version', 'b.state', 'b.updated_at', 'v.name as vessel', 'r.name as rank'])
    .where('b.rank_cancelled', '=', false)
    .where(sql<boolean>`b.state->'embarkings' @> ${JSON.stringify([{ crewId }])}::jsonb`)
    .orderBy('b.id', 'desc')
    .limit(5)
    .execute();
  for (const row of rows) {
    const state = row.state as CrewChangeState;
    const mine = state.embarkings.find((e) => e.crewId === crewId && e.cancelled === null);
    if (!mine) continue;
    const values = mine.values as Record<string, unknown>;
    const details = await Promise.all(
      SHOWN_FIELDS.map(async (field) => {
        const value = await shownValue(db, field, values[field] ?? null);
        return { field, label: FIELD_LABELS.embarking[field] ?? field, value };
      }),
    );
    return {
      crewId,
      crewChangeId: row.id,
      version: row.version,
      vessel: row.vessel,
      rank: row.rank,
      details,
      updatedAt: row.updated_at,
      /** Issue 29 §2: when he last pressed "I have read this" (the board's READ BY CREW). */
      acknowledgedAt: mine.acknowledged?.at ?? null,
    };
  }
  return null;
}
