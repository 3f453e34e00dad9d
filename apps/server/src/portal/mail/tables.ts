import type { ColumnType } from 'kysely';
import type { Timestamp } from '../../platform/db/schema.js';

/** Issue 29 §2: the seafarer's mails waiting to go out (migration 0051), merged into the one `DB` type. */
export interface PortalMailTables {
  portal_mail_outbox: PortalMailOutboxTable;
}

declare module '../../platform/db/schema.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the one DB type, as areas' tables.ts
  interface DB extends PortalMailTables {}
}

/** One mail per notification, keyed as his portal keys the notification. */
export interface PortalMailOutboxTable {
  key: string;
  crew_id: number;
  email: string;
  subject: string;
  body: string;
  created_at: Timestamp;
  status: ColumnType<'pending' | 'sent' | 'given-up', 'pending' | 'sent' | 'given-up' | undefined>;
  attempts: ColumnType<number, number | undefined>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  sent_at: Timestamp | null;
}
