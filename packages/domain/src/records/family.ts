import { z } from 'zod';
import type { Permission } from '../permissions.js';
import type { FieldSpec } from './fields.js';

export type Fields = Record<string, unknown>;
/** The records of one family on a stream, by record id. */
export type Collection = Record<number, Fields>;

/** What a family's own rule sees besides the record: its other records and the whole stream's collections. */
export interface RuleContext {
  recordId: number;
  /** The family's other records on the stream (the one being edited left out). */
  others: Collection;
  collections: Record<string, Collection>;
}

/** A family's rule: field errors across fields or records, keyed by field; empty when the record is fine. */
export type RecordRule = (record: Fields, ctx: RuleContext) => Record<string, string>;

/** What a family's derived values see: the record's id and the stream's collections named in `from`. */
export interface DerivedContext {
  recordId: number;
  collections: Record<string, Collection>;
}

/**
 * One record family (crew family, addresses, incidents, P&I...): its fields, its permissions and
 * its rules. The pattern (records/collection.ts, the server's records router and projection, the
 * web's record page) carries no business rule; everything a family means is declared here.
 */
export interface RecordFamilyDefinition {
  /** kebab-case, stored in events: never rename one. */
  name: string;
  /** The screen's title (002 §2) and one record's name in buttons and alerts. */
  title: string;
  singular: string;
  fields: Record<string, FieldSpec>;
  /**
   * `add`: who adds, when not whoever manages (a debriefing record: whoever debriefs, 000 §6);
   * `remove`: who deletes, when not whoever manages (a staff contact: DSS, 000 §6).
   */
  permissions: { read: Permission; manage: Permission; add?: Permission; remove?: Permission };
  /** At most one record per stream (emergency contact, scholar and fast track, category). */
  single?: boolean;
  /** Field errors across fields or records, keyed by field; empty when the record is fine (records/rules.ts). */
  rules?: RecordRule;
  /** The list's order: a field and direction (newest first by default). */
  sort?: { field: string; direction: 'asc' | 'desc' };
  /**
   * Records are versions of one thing named by this key field (a crew's passport, uploaded again
   * when renewed): the list shows the current version of each, the first in the family's order;
   * the others are its history. Deleting the current one leaves the latest remaining current (002 §4).
   */
  versionsOf?: string;
  /**
   * Values a family's list shows that no single record holds, worked out from the stream's other
   * families named in `from` (a P&I case's total days from its checkups, a loan's balance from its
   * payments, 002 §4). The list query reads those families and calls `values`; no owner names a family.
   */
  derived?: {
    from: readonly string[];
    values: (record: Fields, ctx: DerivedContext) => Record<string, number | string>;
  };
  /**
   * The owner's own fields a change of this family carries along, or null when they already agree
   * (a crew's availability date follows his latest debriefing record, issue 13). The owner's decider
   * appends the change after the record's event; it never names the family.
   */
  ownerChange?: (records: Collection | undefined, owner: Fields) => { changes: Fields; previous: Fields } | null;
}

export interface RecordFamily extends RecordFamilyDefinition {
  /** Add: every field, the required ones present, the optional ones absent or null. */
  addSchema: z.ZodObject<Record<string, z.ZodType>>;
  /** Update: only the fields sent; an optional one may be cleared with null, a required one not. */
  changesSchema: z.ZodObject<Record<string, z.ZodType>>;
}

/** A family; its type keeps the literal stored name, from which its owner's map takes the family's key. */
export function defineRecordFamily<N extends string>(
  def: RecordFamilyDefinition & { name: N },
): RecordFamily & { name: N } {
  const add: Record<string, z.ZodType> = {};
  const changes: Record<string, z.ZodType> = {};
  for (const [name, f] of Object.entries(def.fields)) {
    add[name] = f.required ? f.schema : f.schema.nullable().optional();
    changes[name] = f.required ? f.schema.optional() : f.schema.nullable().optional();
  }
  // strictObject: a field the family does not declare is refused, never stored unseen.
  return { ...def, addSchema: z.strictObject(add), changesSchema: z.strictObject(changes) };
}

type CamelCase<S extends string> = S extends `${infer H}-${infer T}` ? `${H}${Capitalize<CamelCase<T>>}` : S;
/** A family's key in its owner's map: its stored name without the owner's prefix, in camelCase. */
type FamilyKey<P extends string, N extends string> = CamelCase<N extends `${P}${infer R}` ? R : N>;

/**
 * An owner's (crew, staff, vessel) record families, in the order listed, both keyed by procedure name
 * (`staff.records.<key>.add`) and by stored name (familiesByName). A family's key is its stored name
 * without the owner's `prefix`, in camelCase ('staff-work-experience': `workExperience`), so a family
 * is listed once and its key never written apart from its name.
 */
export function ownerFamilies<P extends string, const F extends readonly (RecordFamily & { name: string })[]>(
  prefix: P,
  families: F,
) {
  const key = (name: string) =>
    (name.startsWith(prefix) ? name.slice(prefix.length) : name).replace(/-([a-z0-9])/g, (_, c: string) =>
      c.toUpperCase(),
    );
  const byKey = Object.fromEntries(families.map((f) => [key(f.name), f])) as {
    readonly [E in F[number] as FamilyKey<P, E['name']>]: E;
  };
  return [byKey, familiesByName(byKey)] as const;
}

/** An owner's families by their stored names ('outside-experience'), for its decider and projections. */
export const familiesByName = (
  families: Readonly<Record<string, RecordFamily>>,
): Readonly<Record<string, RecordFamily>> => Object.fromEntries(Object.values(families).map((f) => [f.name, f]));

/** `family:12.lastName`: one record's field among the stream's, for field history and stale-edit checks. */
export const recordFieldKey = (family: string, recordId: number, field: string) => `${family}:${recordId}.${field}`;

/** The family, record id and field of a key made by recordFieldKey, or null for a plain field. */
export function parseRecordFieldKey(key: string): { family: string; recordId: number; field: string } | null {
  const m = /^([a-z][a-z0-9-]*):(\d{1,10})\.(.+)$/.exec(key);
  return m ? { family: m[1]!, recordId: Number(m[2]), field: m[3]! } : null;
}

/** One field error when `condition` holds: the building block of a family's rules. */
export const errorIf = (condition: boolean, field: string, message: string): Record<string, string> =>
  condition ? { [field]: message } : {};
