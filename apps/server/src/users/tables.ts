import type { ColumnType } from 'kysely';

/**
 * The users area's read models. Merged into the one `DB` type below, so every query sees them; the
 * area's index.ts hands this type on, which brings it into every program that reaches the area.
 */
export interface UsersTables {
  credentials: CredentialsTable;
}

declare module '../platform/db/schema.js' {
  interface DB extends UsersTables {}
}

export interface CredentialsTable {
  user_id: number;
  password_hash: string;
  updated_at: ColumnType<Date, string | undefined, string>;
}
