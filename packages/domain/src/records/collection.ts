import { DomainError, NotFoundError, ValidationError } from '../shared/errors.js';
import type { Attachment } from './fields.js';
import { sameValue } from '../shared/equal.js';
import type { Collection, Fields, RecordFamily } from './family.js';
import { withoutKey } from '../shared/maps.js';

/**
 * What the server gathered for a record command; the decider decides with it. `known`: for each
 * key or PSGC field that has a value, whether the referenced key exists (and, for PSGC, sits in
 * the chosen parent); 'inactive' for a key deactivated or deleted in the settings (issue 10);
 * 'outside' for an entry that exists but is not on the field's list (a program not flagged special
 * as a crew's special program, 002 §7 programs' special keys).
 * `files`: the files store's facts for the attachments the record names.
 */
export interface RecordFacts {
  known: Record<string, boolean | 'inactive' | 'outside'>;
  files: Record<string, { kind: string; uploadedBy: number | null; fileName: string }>;
  actorId: number | null;
}

export const NO_FACTS: RecordFacts = { known: {}, files: {}, actorId: null };

const present = (v: unknown) => v !== undefined && v !== null;

type Errors = Record<string, string[]>;
const add = (errors: Errors, field: string, message: string) => void (errors[field] ??= []).push(message);

function parse(schema: RecordFamily['addSchema'], value: Fields, errors: Errors): Fields {
  const r = schema.safeParse(value);
  if (r.success) return r.data as Fields;
  for (const issue of r.error.issues)
    add(errors, issue.path.map(String).join('.').split('.')[0] || '_form', issue.message);
  return {};
}

const fileIds = (v: unknown) => ((v as Attachment[] | null | undefined) ?? []).map((a) => a.fileId);

/** Keys exist, PSGC codes chain, attachments are the actor's own uploads of the right kind. */
function checkFacts(
  family: RecordFamily,
  values: Fields,
  before: Fields,
  facts: RecordFacts,
  collections: Record<string, Collection>,
  errors: Errors,
): Fields {
  const out: Fields = { ...values };
  for (const [name, f] of Object.entries(family.fields)) {
    const v = values[name];
    if (!present(v)) continue;
    // A key kept as it was stays, even one deactivated since (old records keep showing it, issue 10).
    const kept = f.input === 'key' && sameValue(v, before[name]);
    if ((f.input === 'key' || f.input === 'psgc') && !kept && facts.known[name] !== true) {
      const label = f.label.toLowerCase();
      const known = facts.known[name];
      const message =
        f.input === 'psgc'
          ? `Choose a ${label} of the chosen place above it`
          : known === 'inactive'
            ? `This ${label} is no longer active`
            : known === 'outside'
              ? `This is not a ${label}`
              : `Unknown ${label}`;
      add(errors, name, message);
    }
    if (f.input === 'record' && !collections[f.family!]?.[v as number])
      add(errors, name, `Unknown ${f.label.toLowerCase()}`);
    if (f.input === 'files') {
      const kept = new Set(fileIds(before[name]));
      const list = (v as Attachment[]).map((a) => {
        if (kept.has(a.fileId)) return (before[name] as Attachment[]).find((b) => b.fileId === a.fileId)!;
        const file = facts.files[a.fileId];
        // A user attaches only his own uploads: a known file id of someone else's is no way in.
        if (!file || file.uploadedBy !== facts.actorId || file.kind !== f.files?.kind)
          add(errors, name, 'Upload the file again');
        return {
          fileId: a.fileId,
          ...(a.category ? { category: a.category } : {}),
          fileName: file?.fileName ?? 'file',
        };
      });
      if (new Set(list.map((a) => a.fileId)).size !== list.length) add(errors, name, 'The same file is attached twice');
      out[name] = list;
    }
  }
  return out;
}

function rulesOf(
  family: RecordFamily,
  record: Fields,
  recordId: number,
  collections: Record<string, Collection>,
  errors: Errors,
) {
  const others = withoutKey(collections[family.name] ?? {}, recordId);
  for (const [f, m] of Object.entries(family.rules?.(record, { recordId, others, collections }) ?? {}))
    add(errors, f, m);
}

function throwIfAny(errors: Errors) {
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** A new record of the family: its fields as stored (nulls and absent fields left out). */
export function decideAddRecord(
  family: RecordFamily,
  collections: Record<string, Collection>,
  recordId: number,
  sent: Fields,
  facts: RecordFacts,
): Fields {
  const collection = collections[family.name] ?? {};
  if (collection[recordId]) throw new DomainError('CONFLICT', 'This record already exists');
  if (family.single && Object.keys(collection).length > 0) {
    const a = /^[AEIOU]/i.test(family.singular) ? 'an' : 'a';
    throw new ValidationError(
      { _form: [`There is already ${a} ${family.singular}: edit it instead`] },
      `There is already ${a} ${family.singular}`,
    );
  }
  const errors: Errors = {};
  const parsed = checkFacts(family, parse(family.addSchema, sent, errors), {}, facts, collections, errors);
  throwIfAny(errors);
  const fields = Object.fromEntries(
    Object.entries(parsed).filter(([, v]) => present(v) && !(Array.isArray(v) && v.length === 0)),
  );
  rulesOf(family, fields, recordId, collections, errors);
  throwIfAny(errors);
  return fields;
}

/** An edit: only the fields sent that differ, with their values before (per-field history). */
export function decideUpdateRecord(
  family: RecordFamily,
  collections: Record<string, Collection>,
  recordId: number,
  sent: Fields,
  facts: RecordFacts,
): { changes: Fields; previous: Fields } {
  const record = collections[family.name]?.[recordId];
  if (!record) throw new NotFoundError(`${family.singular} not found: it may have been deleted`);
  const errors: Errors = {};
  const parsed = checkFacts(family, parse(family.changesSchema, sent, errors), record, facts, collections, errors);
  throwIfAny(errors);
  const changes: Fields = {};
  const previous: Fields = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (!(name in sent) || value === undefined) continue;
    const next = Array.isArray(value) && value.length === 0 ? null : value;
    if (sameValue(record[name], next)) continue;
    changes[name] = next;
    previous[name] = record[name] ?? null;
  }
  if (Object.keys(changes).length === 0) throw new ValidationError({}, 'Nothing changed');
  const merged = Object.fromEntries(Object.entries({ ...record, ...changes }).filter(([, v]) => present(v)));
  rulesOf(family, merged, recordId, collections, errors);
  throwIfAny(errors);
  return { changes, previous };
}

/** A deletion keeps the record's last fields in the event, so the history says what went. */
export function decideDeleteRecord(
  family: RecordFamily,
  collections: Record<string, Collection>,
  recordId: number,
  families: Readonly<Record<string, RecordFamily>>,
): { previous: Fields } {
  const record = collections[family.name]?.[recordId];
  if (!record) throw new NotFoundError(`${family.singular} not found: it may have been deleted`);
  // A record others point at (a P&I case with checkups) goes after them, never leaving them orphaned.
  for (const other of Object.values(families)) {
    for (const [name, f] of Object.entries(other.fields)) {
      if (f.input !== 'record' || f.family !== family.name) continue;
      const n = Object.values(collections[other.name] ?? {}).filter((r) => r[name] === recordId).length;
      if (n > 0)
        throw new ValidationError(
          { _form: [`Delete its ${other.title.toLowerCase()} first (${n})`] },
          `Delete its ${other.title.toLowerCase()} first (${n})`,
        );
    }
  }
  return { previous: record };
}

/** The collections after one record event. */
export function evolveCollections(
  collections: Record<string, Collection>,
  e: { family: string; recordId: number; fields?: Fields; changes?: Fields; deleted?: boolean },
): Record<string, Collection> {
  const current = { ...(collections[e.family] ?? {}) };
  if (e.deleted) delete current[e.recordId];
  else if (e.fields) current[e.recordId] = { ...e.fields };
  else if (e.changes) {
    const merged = { ...(current[e.recordId] ?? {}), ...e.changes };
    current[e.recordId] = Object.fromEntries(Object.entries(merged).filter(([, v]) => present(v)));
  }
  return { ...collections, [e.family]: current };
}
