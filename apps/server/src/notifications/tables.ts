import type { Generated } from 'kysely';

/**
 * The notifications area's read models. Merged into the one `DB` type below, so every query sees them; the
 * area's index.ts hands this type on, which brings it into every program that reaches the area.
 */
export interface NotificationsTables {
  notifications: NotificationsTable;
  notification_audiences: NotificationAudiencesTable;
  notification_reads: NotificationReadsTable;
}

declare module '../platform/db/schema.js' {
  interface DB extends NotificationsTables {}
}

/** One row a notification and its audience (migration 0069): a group's notification is written once. */
export interface NotificationsTable {
  id: Generated<string>;
  audience_id: number;
  alert_key: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  crew_id: number | null;
  created_at: Date;
}

/** A set of recipients a notification was addressed to (sorted, distinct user ids), stored once. */
export interface NotificationAudiencesTable {
  id: Generated<number>;
  members: number[];
}

/** A member's own read mark of a notification. */
export interface NotificationReadsTable {
  user_id: number;
  notification_id: string;
  read_at: Date;
}
