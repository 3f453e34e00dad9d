import { createHash } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, JobRunsTable } from '../db/schema.js';

/**
 * 'My reports' (issue 12): every job whose payload names a `requestedBy` user is a run the user
 * sees: its state, progress, the stored file it produced, or why it failed. Generic: any job that
 * produces a file (`{ fileId, fileName }` result) gets it without code of its own.
 */
export interface RunRow {
  id: string;
  name: string;
  title: string;
  state: 'waiting' | 'active' | 'completed' | 'failed';
  progress: number;
  attempts: number;
  error: string | null;
  fileId: string | null;
  fileName: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** What the live push carries on the requester's `user:{id}` topic. */
export interface RunChange {
  kind: 'job-run';
  id: string;
  state: RunRow['state'];
  progress: number;
}

export type RunPublisher = (userId: number, change: RunChange) => void;

/** The user a payload is for: `requestedBy`, the convention of every file job. */
export function requesterOf(payload: unknown): number | null {
  const r = (payload as { requestedBy?: unknown } | null)?.requestedBy;
  return typeof r === 'number' && Number.isInteger(r) ? r : null;
}

/** JSON with sorted keys: the same request is the same text whatever order its fields came in. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function dedupeKey(name: string, payload: unknown): string {
  return createHash('sha256')
    .update(`${name}\n${canonical(payload)}`)
    .digest('hex');
}

/**
 * Opens a run for a request, or answers the one already waiting or running for the same user, job
 * and payload (the partial unique index decides between two at once): `fresh` false means the
 * request joined the first and nothing is queued again.
 */
export async function openRun(
  db: Kysely<DB>,
  input: { id: string; name: string; title: string; requestedBy: number; payload: unknown },
): Promise<{ id: string; fresh: boolean }> {
  const key = dedupeKey(input.name, input.payload);
  for (let i = 0; i < 3; i++) {
    const inserted = await sql<{ id: string }>`
      insert into job_runs (id, name, title, requested_by, dedupe_key, payload)
      values (${input.id}, ${input.name}, ${input.title}, ${input.requestedBy}, ${key}, ${JSON.stringify(input.payload)}::jsonb)
      on conflict (dedupe_key) where state in ('waiting', 'active') do nothing
      returning id`.execute(db);
    if (inserted.rows[0]) return { id: inserted.rows[0].id, fresh: true };
    const running = await db
      .selectFrom('job_runs')
      .select('id')
      .where('dedupe_key', '=', key)
      .where('state', 'in', ['waiting', 'active'])
      .executeTakeFirst();
    if (running) return { id: running.id, fresh: false };
    // The first one finished between the two statements: try again.
  }
  throw new Error('Could not open a job run');
}

export async function runRequester(db: Kysely<DB>, id: string): Promise<number | null> {
  const r = await db.selectFrom('job_runs').select('requested_by').where('id', '=', id).executeTakeFirst();
  return r?.requested_by ?? null;
}

/** A run closed by the queue itself (the enqueue failed): it never ran. */
export async function dropRun(db: Kysely<DB>, id: string, error: string): Promise<void> {
  await db
    .updateTable('job_runs')
    .set({ state: 'failed', error, finished_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function markActive(db: Kysely<DB>, id: string, attempt: number): Promise<void> {
  await db
    .updateTable('job_runs')
    .set({ state: 'active', attempts: attempt, started_at: new Date(), progress: 0 })
    .where('id', '=', id)
    .where('state', '!=', 'completed')
    .execute();
}

export async function markProgress(db: Kysely<DB>, id: string, progress: number): Promise<void> {
  const p = Math.max(0, Math.min(100, Math.round(progress)));
  await db.updateTable('job_runs').set({ progress: p }).where('id', '=', id).where('state', '=', 'active').execute();
}

export async function markCompleted(db: Kysely<DB>, id: string, result: unknown): Promise<void> {
  const r = (result ?? {}) as { fileId?: unknown; fileName?: unknown };
  await db
    .updateTable('job_runs')
    .set({
      state: 'completed',
      progress: 100,
      error: null,
      file_id: typeof r.fileId === 'string' ? r.fileId : null,
      file_name: typeof r.fileName === 'string' ? r.fileName : null,
      finished_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

/** A failed attempt: back to waiting while retries remain (the reason kept), failed after the last. */
export async function markFailed(db: Kysely<DB>, id: string, error: string, final: boolean): Promise<void> {
  await db
    .updateTable('job_runs')
    .set(
      final
        ? { state: 'failed', error, finished_at: new Date() }
        : { state: 'waiting', error: `Retrying after: ${error}` },
    )
    .where('id', '=', id)
    .where('state', '!=', 'completed')
    .execute();
}

export async function readRun(db: Kysely<DB>, id: string): Promise<(RunRow & { requestedBy: number }) | null> {
  const r = await db.selectFrom('job_runs').selectAll().where('id', '=', id).executeTakeFirst();
  return r ? { ...toRow(r), requestedBy: r.requested_by } : null;
}

/** The user's own runs, newest first ('My reports'). */
export async function listRuns(db: Kysely<DB>, userId: number, limit = 30): Promise<RunRow[]> {
  const rows = await db
    .selectFrom('job_runs')
    .selectAll()
    .where('requested_by', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toRow);
}

type Raw = Selectable<JobRunsTable>;

function toRow(r: Raw): RunRow {
  return {
    id: r.id,
    name: r.name,
    title: r.title,
    state: r.state,
    progress: r.progress,
    attempts: r.attempts,
    error: r.error,
    fileId: r.file_id,
    fileName: r.file_name,
    createdAt: r.created_at,
    startedAt: r.started_at,
    finishedAt: r.finished_at,
  };
}
