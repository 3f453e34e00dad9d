import type { Generated } from 'kysely';
import type { RecordOwnerTables } from '../records/tables.js';

/**
 * The crew area's read models. Merged into the one `DB` type below, so every query sees them; the
 * area's index.ts hands this type on, which brings it into every program that reaches the area.
 */
export interface CrewTables extends RecordOwnerTables<'crew', 'crew_id'> {
  crews: CrewsTable;
  crew_sea_service: CrewSeaServiceTable;
  crew_lifecycle_intents: CrewLifecycleIntentsTable;
}

declare module '../platform/db/schema.js' {
  interface DB extends CrewTables {}
}

/** Its id sequences (shared/ids.ts nextId). */
declare module '../shared/ids.js' {
  interface IdSequences {
    crew: true;
    crew_record: true;
  }
}

export interface CrewsTable {
  id: number;
  version: number;
  /** Null for an applicant not hired yet (migration 0008). */
  crew_code: string | null;
  applicant_no: string | null;
  ipn: string | null;
  suffix: string | null;
  status: Generated<number>;
  principal_id: number | null;
  last_name: string;
  first_name: string;
  middle_name: string | null;
  birthdate: string | null;
  rank_id: number;
  contact_number: string | null;
  email: string | null;
  fb_mail: string | null;
  onboard_vessel_id: number | null;
  onboard_rank_id: number | null;
  embark_date: string | null;
  // Personal information and image (migration 0009).
  birthplace: string | null;
  male: number | null;
  civil_status_id: number | null;
  religion_id: number | null;
  nationality_id: number | null;
  /** numeric: pg returns text. */
  height: string | number | null;
  weight: string | number | null;
  blood_type: string | null;
  drivers_license: string | null;
  tel_no: string | null;
  recommended_by: string | null;
  utility: number | null;
  availability_date: string | null;
  activity_remarks: string | null;
  photo_file_id: string | null;
  // Where he stands after his latest contract (migration 0038, issue 24).
  last_vessel_id: number | null;
  last_rank_id: number | null;
  sign_off_date: string | null;
  standby_since: string | null;
}

/** One contract with us (000 §3 Crew experience): opened by a sign-on, closed by the sign-off. */
export interface CrewSeaServiceTable {
  crew_id: number;
  sign_on_version: number;
  sign_on_position: string;
  vessel_id: number;
  rank_id: number;
  embark_date: string;
  disembark_date: string | null;
  contract_reason_id: number | null;
  // Migration 0038 (issue 24).
  stint_no: number | null;
  arrival_date: string | null;
  crew_change_id: number | null;
  voided: Generated<boolean>;
}

/** Issue 24: the lifecycle process's steps, each until the crew stream records it. */
export interface CrewLifecycleIntentsTable {
  key: string;
  base_key: string;
  position: string;
  crew_id: number;
  step: string;
  crew_change_id: number | null;
  due_date: string;
  payload: unknown;
  confirmation_id: string;
  status: 'pending' | 'done' | 'skipped' | 'withdrawn' | 'revoked';
  reason: string | null;
  revoke_reason: string | null;
  updated_at: Date;
}
