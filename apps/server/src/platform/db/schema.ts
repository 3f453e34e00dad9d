import type { ColumnType, Generated } from 'kysely';
import type { EventStoreTables } from '@crewing/events';

export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface UsersTable {
  id: number;
  version: number;
  username: string;
  employee_id: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  suffix: string | null;
  birthdate: string | null;
  email: string | null;
  vmc_email: string | null;
  user_type_id: number;
  department_id: number;
  position_ids: number[];
  fleet_id: number | null;
  vessel_type_id: number | null;
  principal_id: number | null;
  grants: string[];
  status: number;
  // Issue 14 (0029): the staff database's fields on the one users read model.
  birthplace: Generated<string | null>;
  male: Generated<number | null>;
  civil_status_id: Generated<number | null>;
  religion_id: Generated<number | null>;
  height: Generated<string | number | null>;
  weight: Generated<string | number | null>;
  address: Generated<string | null>;
  date_hired: Generated<string | null>;
  date_end: Generated<string | null>;
  image_file_id: Generated<string | null>;
  sss_no: Generated<string | null>;
  tin_no: Generated<string | null>;
  philhealth_no: Generated<string | null>;
  pagibig_no: Generated<string | null>;
  password_updated_at: Timestamp | null;
  must_change_password: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id_hash: string;
  user_id: number;
  created_at: ColumnType<Date, string | undefined, never>;
  last_seen_at: ColumnType<Date, string | undefined, string>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  ip: string | null;
  user_agent: string | null;
}

export interface FilesTable {
  id: string;
  sha256: string;
  size: number;
  mime_type: string;
  extension: string;
  file_name: string;
  content: Buffer;
  uploaded_by: number | null;
  uploaded_at: ColumnType<Date, string | undefined, never>;
  /** image, pdf, attachment, report; 'legacy' for files stored before kinds were kept. */
  kind: string;
  /** A report's permission: who besides its requester may download it. */
  read_permission: string | null;
}

/** Issue 12: a file a user asked a job for ('My reports'), its state, progress and stored file. */
export interface JobRunsTable {
  id: string;
  name: string;
  title: string;
  requested_by: number;
  dedupe_key: string;
  payload: ColumnType<unknown, string, string>;
  state: Generated<'waiting' | 'active' | 'completed' | 'failed'>;
  progress: Generated<number>;
  attempts: Generated<number>;
  error: string | null;
  file_id: string | null;
  file_name: string | null;
  created_at: ColumnType<Date, string | undefined, never>;
  started_at: Date | null;
  finished_at: Date | null;
}

/**
 * The tables every query sees. The platform declares its own here (the event store, users and
 * their sessions, files, job runs); each area merges its read models in from its own tables.ts
 * (`declare module` ... `interface DB extends <Area>Tables {}`), which its index.ts exports.
 */
export interface DB extends EventStoreTables {
  users: UsersTable;
  sessions: SessionsTable;
  files: FilesTable;
  job_runs: JobRunsTable;
}
