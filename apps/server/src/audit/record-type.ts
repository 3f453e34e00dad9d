/** The largest value a PostgreSQL `integer` column holds (audit_log.crew_id). */
const MAX_INTEGER = 2_147_483_647;

/** What the history log needs to know of an event to file it under a crew and a record type. */
export interface AuditedEvent {
  streamType: string;
  type: string;
  data: Record<string, unknown>;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim().toLowerCase() : null);

/** The crew an event is about (002 §7 history log `crewID`): `data.crewId` when it is a positive integer. */
export function crewIdOf(data: Record<string, unknown>): number | null {
  const v = data.crewId;
  return typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= MAX_INTEGER ? v : null;
}

/**
 * The history log's record type (002 §7 `documentType` / `logTypeId`), a kebab-case word:
 * a crew record family's own name ('family', 'address', 'pandi'...) from `data.family`; the
 * crew's own profile events are 'profile'; a master record's kind ('rank', 'vessel'...);
 * otherwise the stream type ('crew-change', 'user'...). Migration 0010 backfills the same rule in SQL.
 */
export function recordTypeOf(e: AuditedEvent): string {
  const family = text(e.data.family);
  if (family) return family;
  if (e.streamType === 'crew') return 'profile';
  const kind = e.type.startsWith('MasterRecord') ? text(e.data.kind) : null;
  return kind ?? e.streamType;
}
