import type { ColumnType, Generated } from 'kysely';
import type { EventStoreTables } from '@crewing/events';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

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

export interface CredentialsTable {
  user_id: number;
  password_hash: string;
  updated_at: ColumnType<Date, string | undefined, string>;
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

export interface LoginAttemptsTable {
  id: Generated<string>;
  username: string;
  ip: string;
  succeeded: boolean;
  attempted_at: ColumnType<Date, string | undefined, never>;
}

export interface AuditLogTable {
  global_position: string;
  stream_id: string;
  stream_type: string;
  event_type: string;
  user_id: number | null;
  user_name: string;
  device: string;
  browser: string;
  os: string;
  ip: string;
  summary: string;
  recorded_at: Timestamp;
  /** 0010: the crew the event is about (002 §7 history log crewID). */
  crew_id: number | null;
  /** 0010: the history log's record type (002 §7 documentType): a family, 'profile', a kind, a stream type. */
  record_type: ColumnType<string, string | undefined, string>;
}

export interface FieldHistoryTable {
  global_position: string;
  stream_id: string;
  field: string;
  old_value: ColumnType<unknown, string | null, string | null>;
  new_value: ColumnType<unknown, string | null, string | null>;
  user_id: number | null;
  user_name: string;
  device: string;
  browser: string;
  os: string;
  ip: string;
  recorded_at: Timestamp;
}

export interface FieldCountsTable {
  stream_id: string;
  field: string;
  history_count: number;
}

export interface CommentCountsTable {
  stream_id: string;
  field: string;
  comment_count: number;
}

interface MasterCommon {
  id: number;
  active: boolean;
  version: number;
  /** Issue 10: the fields without a column of their own, and the settings list's delete mark. */
  details: Generated<Record<string, unknown>>;
  deleted: Generated<boolean>;
}

export interface FleetsTable extends MasterCommon {
  name: string;
  vessel_type_id: number;
  officer_user_id: number | null;
}
export interface VesselsTable extends MasterCommon {
  name: string;
  code: string;
  fleet_id: number;
  vessel_type_id: number;
  flag: string | null;
  gross_ton: string | null;
  total_crew: number | null;
  image_file_id: Generated<string | null>;
}
export interface RanksTable extends MasterCommon {
  name: string;
  alias: string;
  rank_type_id: number;
  sort_order: number;
}
export interface PortsTable extends MasterCommon {
  name: string;
  country: string;
}
export interface InnsTable extends MasterCommon {
  name: string;
  telephone: string | null;
  address: string | null;
}
export interface LaboratoriesTable extends MasterCommon {
  name: string;
}
export interface ContractReasonsTable extends MasterCommon {
  code: string;
  name: string;
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

export interface CrewRecordsTable {
  id: number;
  crew_id: number;
  family: string;
  fields: ColumnType<Record<string, unknown>, string, string>;
  version: number;
  created_at: Timestamp;
  created_by: string;
  updated_at: Timestamp;
  updated_by: string;
}

export interface CrewRecordFilesTable {
  file_id: string;
  record_id: number;
  crew_id: number;
  family: string;
}

/** Issue 14: the staff record families on the user's stream (0029). */
export interface StaffRecordsTable {
  id: number;
  user_id: number;
  family: string;
  fields: ColumnType<Record<string, unknown>, string, string>;
  version: number;
  created_at: Timestamp;
  created_by: string;
  updated_at: Timestamp;
  updated_by: string;
}

export interface StaffRecordFilesTable {
  file_id: string;
  record_id: number;
  user_id: number;
  family: string;
}

export interface KeyItemsTable {
  id: number;
  kind: string;
  version: number;
  active: Generated<boolean>;
  name: string;
  code: string | null;
  details: Generated<Record<string, unknown>>;
  deleted: Generated<boolean>;
}

/** Issue 10: a vessel's records (documents, flags, ECDIS, visitation, rank salaries), as crew_records. */
export interface VesselRecordsTable {
  id: number;
  vessel_id: number;
  family: string;
  fields: ColumnType<Record<string, unknown>, string, string>;
  version: number;
  created_at: Timestamp;
  created_by: string;
  updated_at: Timestamp;
  updated_by: string;
}

export interface VesselRecordFilesTable {
  file_id: string;
  record_id: number;
  vessel_id: number;
  family: string;
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

export interface CrewChangeBoardTable {
  id: number;
  version: number;
  vessel_id: number;
  fleet_id: number | null;
  rank_id: number;
  off_signer_crew_id: number | null;
  state: ColumnType<unknown, string, string>;
  counts: ColumnType<unknown, string | undefined, string>;
  embark_date: string | null;
  disembark_date: string | null;
  arrive_manila: string | null;
  batch_id: number | null;
  batch_number: number | null;
  rank_cancelled: boolean;
  updated_at: Timestamp;
}

export interface CrewChangeCommentsTable {
  id: string;
  crew_change_id: number;
  side: string;
  field: string;
  comment: string;
  file_id: string | null;
  author_id: number | null;
  author_name: string;
  device: string;
  browser: string;
  os: string;
  ip: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
}

export interface DisembarkBatchesTable {
  id: number;
  vessel_id: number;
  batch_number: number;
  created_at: Timestamp;
}

export interface CrewDocumentsTable {
  crew_id: number;
  doc_code: string;
  number: string | null;
  issued_date: string | null;
  expiry_date: string | null;
}

export interface CovidVaccinesTable {
  id: string;
  crew_id: number;
  brand: string;
  dose_no: number;
  inoculate_date: string;
  country: string;
  /** Set for doses kept as crew records (issue 9); null for the older CovidVaccineRecorded events. */
  record_id: Generated<number | null>;
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

/** Issue 9: the document master list (002 §7 documents). */
export interface DocumentsTable {
  id: number;
  version: number;
  active: Generated<boolean>;
  name: string;
  code: string | null;
  category: string;
  has_expiry: boolean | null;
  sort_order: number | null;
}

/** Which documents a rank or a flag requires (the document matrix). */
export interface DocumentRequirementsTable {
  owner: 'rank' | 'flag';
  owner_id: number;
  document_id: number;
  mandatory: boolean;
}

/** An expiry alert the daily job fired, once per record, window and expiry date. */
export interface ExpiryAlertsTable {
  alert_key: string;
  crew_id: number;
  family: string;
  record_id: number;
  document: string;
  expiry_date: string;
  alert_window: string;
  contract_end: string | null;
  fired_on: string;
}

export interface NotificationsTable {
  id: Generated<string>;
  user_id: number;
  alert_key: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  crew_id: number | null;
  created_at: Date;
  read_at: Date | null;
}

/** Issue 16: the contract duration a planner set for one contract (crew, vessel, embark date). */
export interface PlannedContractsTable {
  crew_id: number;
  vessel_id: number;
  embark_date: string;
  months: number;
  set_by: string;
  set_at: Date;
}

/** Issue 25: the company profile printed on every document (one row, id 1). */
export interface CompanyProfileTable {
  id: number;
  name: string;
  short_name: string | null;
  address: string | null;
  licence_no: string | null;
  logo_file_id: string | null;
  /** Written as JSON text, read back parsed. */
  officers: ColumnType<Array<{ title: string; name: string }>, string, string>;
  updated_by: string;
  updated_at: Timestamp;
}

/** Issue 16: a remark of a crew change batch (002 §3 batchRemarks) with its optional file. */
export interface BatchRemarksTable {
  id: string;
  batch_id: number;
  vessel_id: number;
  remark: string;
  file_id: string | null;
  author_id: number | null;
  author_name: string;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

/** Issue 16: one ticket of the office queue of a day. */
export interface QueueTicketsTable {
  day: string;
  ticket_no: number;
  crew_id: number;
  purpose: string;
  status: string;
  counter: string | null;
  called_by: string | null;
  issued_at: Date;
  called_at: Date | null;
  finished_at: Date | null;
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

/** Issue 13: an availability remark of a debriefing record (000 §3 Debriefing remark). */
export interface DebriefingRemarksTable {
  id: string;
  debriefing_record_id: number;
  crew_id: number;
  remarks: string;
  author_id: number;
  author_name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Issue 13: one debriefing per crew change that brought a crew home; `form` the whole form as saved. */
export interface DebriefingsTable {
  id: number;
  version: number;
  crew_id: number;
  vessel_id: number;
  rank_id: number;
  arrive_manila: string | null;
  status: string;
  for_review: Generated<boolean>;
  form: ColumnType<Record<string, unknown>, string, string>;
  started_by: string;
  started_at: Timestamp;
  endorsed_by: string | null;
  endorsed_at: Timestamp | null;
  updated_at: Timestamp;
}

/** The migrated schema (migrations/). */
/** Issue 11: a user's column layout of a crew change board. */
export interface BoardLayoutsTable {
  user_id: number;
  board: string;
  columns: unknown;
  updated_at: Generated<Date>;
}

export interface DB extends EventStoreTables {
  users: UsersTable;
  credentials: CredentialsTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  audit_log: AuditLogTable;
  field_history: FieldHistoryTable;
  field_counts: FieldCountsTable;
  fleets: FleetsTable;
  vessels: VesselsTable;
  ranks: RanksTable;
  ports: PortsTable;
  inns: InnsTable;
  laboratories: LaboratoriesTable;
  contract_reasons: ContractReasonsTable;
  crews: CrewsTable;
  crew_records: CrewRecordsTable;
  crew_record_files: CrewRecordFilesTable;
  key_items: KeyItemsTable;
  staff_records: StaffRecordsTable;
  staff_record_files: StaffRecordFilesTable;
  vessel_records: VesselRecordsTable;
  vessel_record_files: VesselRecordFilesTable;
  files: FilesTable;
  crew_change_board: CrewChangeBoardTable;
  board_layouts: BoardLayoutsTable;
  crew_change_comments: CrewChangeCommentsTable;
  disembark_batches: DisembarkBatchesTable;
  comment_counts: CommentCountsTable;
  crew_documents: CrewDocumentsTable;
  covid_vaccines: CovidVaccinesTable;
  crew_sea_service: CrewSeaServiceTable;
  crew_lifecycle_intents: CrewLifecycleIntentsTable;
  documents: DocumentsTable;
  document_requirements: DocumentRequirementsTable;
  expiry_alerts: ExpiryAlertsTable;
  notifications: NotificationsTable;
  job_runs: JobRunsTable;
  planned_contracts: PlannedContractsTable;
  queue_tickets: QueueTicketsTable;
  batch_remarks: BatchRemarksTable;
  debriefing_remarks: DebriefingRemarksTable;
  debriefings: DebriefingsTable;
  company_profile: CompanyProfileTable;
}
