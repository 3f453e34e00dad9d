import type { Generated } from 'kysely';

/**
 * The notifications area's read models. Merged into the one `DB` type below, so every query sees them; the
 * area's index.ts hands this type on, which brings it into every program that reaches the area.
 */
export interface NotificationsTables {
  notifications: NotificationsTable;
}

declare module '../platform/db/schema.js' {
  interface DB extends NotificationsTables {}
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
