/**
 * Issue 27: the history log's one line per event, rendered from the event as it is read (the log
 * reads the events in place). Personal data stays in the event, not in the line: a summary names
 * what changed, never the values. An event type without a line of its own reads as its type and
 * the fields it changed. Imported through the subpath `@crewing/domain/audit/summary`.
 */
type Data = Record<string, unknown>;
type Summariser = (data: Data) => string;

const keys = (v: unknown): string[] => (v && typeof v === 'object' ? Object.keys(v as Data) : []);
const label = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
/** `changes` (an update) or `fields` (an addition): the fields an event names. */
const fieldsOf = (d: Data) => keys(d.changes ?? d.fields);
const named = (what: string) => (d: Data) => {
  const fields = fieldsOf(d);
  return fields.length > 0 ? `${what}: ${fields.join(', ')}` : what;
};
const record = (verb: string) => (d: Data) => {
  const fields = fieldsOf(d);
  const what = `${label(d.family) || 'record'} ${label(d.recordId)} ${verb}`.replace(/\s+/g, ' ');
  return fields.length > 0 ? `${what}: ${fields.join(', ')}` : what;
};

const SUMMARIES: Record<string, Summariser> = {
  EventChainBackfilled: (d) => `Hash chain: ${label(d.events)} events written before it hashed`,
  EventChainDayAnchored: (d) => `Hash chain: ${label(d.day)} anchored over ${label(d.streams)} streams`,
  EventChainChecked: (d) =>
    d.mismatch && typeof d.mismatch === 'object'
      ? `Hash chain check failed at event ${label((d.mismatch as Data).position)}`
      : `Hash chain verified through event ${label(d.throughPosition)}`,
  UserPasswordChanged: (d) =>
    d.reason === 'admin-reset'
      ? 'Password reset by an administrator'
      : d.reason === 'created'
        ? 'Password set'
        : 'Password changed',
  UserActivated: () => 'User activated',
  UserDeactivated: () => 'User deactivated',
  CrewRecordAdded: record('added'),
  CrewRecordUpdated: record('updated'),
  CrewRecordDeleted: record('deleted'),
  VesselRecordAdded: record('added'),
  VesselRecordUpdated: record('updated'),
  VesselRecordDeleted: record('deleted'),
  StaffRecordAdded: record('added'),
  StaffRecordUpdated: record('updated'),
  StaffRecordDeleted: record('deleted'),
  EmbarkingDetailsUpdated: named('Embarking'),
  DisembarkingDetailsUpdated: named('Disembarking'),
};

/** Where an imported event came from (issue 28: "imported from crews.xlsx row 214"), from its metadata. */
export interface EventSource {
  importFile?: string | undefined;
  importRow?: number | undefined;
}

/** The one line the history log shows for an event, with its import source when it was imported. */
export function summariseEvent(type: string, data: Data, source: EventSource = {}): string {
  const own = SUMMARIES[type];
  const fields = fieldsOf(data);
  const line = own ? own(data) : fields.length > 0 ? `${type}: ${fields.join(', ')}` : type;
  return source.importFile ? `${line} (imported from ${source.importFile} row ${source.importRow ?? '?'})` : line;
}
