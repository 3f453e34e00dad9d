import type { ColumnType, Generated } from 'kysely';

/**
 * The sign-in area's read models. Merged into the one `DB` type below, so every query sees them; the
 * area's index.ts hands this type on, which brings it into every program that reaches the area.
 */
export interface AuthTables {
  login_attempts: LoginAttemptsTable;
}

declare module '../platform/db/schema.js' {
  interface DB extends AuthTables {}
}

export interface LoginAttemptsTable {
  id: Generated<string>;
  username: string;
  ip: string;
  succeeded: boolean;
  attempted_at: ColumnType<Date, string | undefined, never>;
}
