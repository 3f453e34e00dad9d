import type { Permission } from '@crewing/domain';

/** Ids a sample input may name: real rows where a test has them, unknown ones otherwise. */
export interface SampleIds {
  userId: number;
  fleetId: number;
  vesselId: number;
  crewId: number;
  crewChangeId: number;
  batchId: number;
}

/** `allowed`: the demo roles the spec lets through (001 §6); checked against the server, not against can(). */
export type Access =
  | { kind: 'public' }
  | { kind: 'session' }
  | { kind: 'permission'; permission: Permission; allowed?: string[] }
  /** A seafarer's own procedure (issue 29): his session only; every staff session is refused. */
  | { kind: 'seafarer' };

/**
 * What an area's manifest says of each of its procedures: an input that passes validation (the
 * permission matrix and the fuzz test both start from it) and who may call it. A procedure without
 * both fails those tests (testing/procedure-samples.ts gathers every area's), so none ships unchecked.
 */
export interface ProcedureSamples {
  inputs: Record<string, (ids: SampleIds) => unknown>;
  access: Record<string, { access: Access }>;
}

/** Every demo role (the seed's users). */
export const ALL = ['admin', 'ops', 'dss', 'management', 'crewing', 'aib', 'mgc', 'staffdb', 'finance'];
/** Who plans crew changes (crew-change.plan, planning.manage). */
export const PLANNERS = ['admin', 'ops', 'management', 'crewing'];
/** Add Crew (issue 8): crewing officers, Ops, Management, DSS and system admins. */
export const CREW_MANAGERS = ['admin', 'ops', 'dss', 'management', 'crewing'];

/**
 * A procedure behind one permission, and the demo roles the spec lets through (without them, the
 * matrix checks the server against can() alone).
 */
export const cc = (permission: Permission, allowed?: string[]) => ({
  access: allowed ? { kind: 'permission' as const, permission, allowed } : { kind: 'permission' as const, permission },
});
/** Open to anyone, signed in or not. */
export const PUBLIC = { access: { kind: 'public' } } as const;
/** Any signed-in staff user. */
export const SESSION = { access: { kind: 'session' } } as const;
/** A seafarer's own procedure (issue 29): his session only. */
export const SEAFARER = { access: { kind: 'seafarer' } } as const;

/** A fresh suffix, so a sample that creates a row does not collide with the previous run's. */
export const at = () => Date.now().toString(36);
