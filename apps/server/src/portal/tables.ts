import type { Timestamp } from '../platform/db/schema.js';

/**
 * The portal area's tables (migration 0043), merged into the one `DB` type below; the area's
 * index.ts hands this type on.
 */
export interface PortalTables {
  seafarer_accounts: SeafarerAccountsTable;
  seafarer_invitations: SeafarerInvitationsTable;
  seafarer_availability: SeafarerAvailabilityTable;
}

declare module '../platform/db/schema.js' {
  interface DB extends PortalTables {}
}

/** Issue 29 §1: one row per crew invited to the portal (inline read model of `seafarer-account-{crewId}`). */
export interface SeafarerAccountsTable {
  crew_id: number;
  /** From the users' id sequence: sessions, credentials and command ids key on it. */
  account_id: number;
  email: string;
  status: 'invited' | 'active' | 'inactive';
  invited_at: Timestamp;
  invited_by: string;
  mailed: boolean;
  activated_at: Timestamp | null;
  deactivated_at: Timestamp | null;
  last_sign_in_at: Timestamp | null;
  version: number;
  updated_at: Timestamp;
}

/** The open invitation's code, hashed: kept out of the log and deleted by the activation. */
export interface SeafarerInvitationsTable {
  crew_id: number;
  code_hash: string;
  expires_at: Timestamp;
}

/** Issue 29 §2 (migration 0049): the availability date he gave in the portal, while the 201 still holds it. */
export interface SeafarerAvailabilityTable {
  crew_id: number;
  availability_date: string;
  remarks: string | null;
  declared_at: Timestamp;
}
