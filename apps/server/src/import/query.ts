import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';

/** Utilities › Import's past imports, newest first, with their counts and result sheet. */
export async function pastImports(db: Kysely<DB>, limit = 50) {
  const rows = await db.selectFrom('imports').selectAll().orderBy('started_at', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    fileName: r.file_name,
    status: r.status,
    counts: r.counts,
    resultFileId: r.result_file_id,
    startedBy: r.started_by,
    startedAt: r.started_at.toISOString(),
    finishedAt: r.finished_at?.toISOString() ?? null,
    undoneBy: r.undone_by,
    undoneAt: r.undone_at?.toISOString() ?? null,
  }));
}
