import type { CheckedRow, ImportKind } from '@crewing/domain/import/index';
import type { BatchItem, GroupOutcome } from '@crewing/events';
import type { JobContext } from '../platform/jobs/definition.js';
import { handleGroup, type CommandMetadata, type GroupSend } from '../platform/stream-commands.js';
import { crews } from '../crew/commands.js';
import { crewStream } from '@crewing/domain';
import { nextIds } from '../shared/ids.js';
import { commitRow, recordItem, refusalOf, type RowContext, type RowOutcome } from './rows.js';

/**
 * Group commit of an import (issues 27 and 28): the rows of several lanes (a lane is one stream's rows, see
 * lanesOf) sent as one group through the handler: one transaction, one append round trip, every inline
 * projection folding the whole group. Each row keeps its own command id (`import-N-row-R`, or
 * `import-N-rows-from-R` for a crew's new record rows together), so a retried job appends each once, and its
 * own outcome: a refused row is decided alone and gets its error as it would alone while the others commit.
 */

/** A command of the group and the rows its answer settles. */
interface Unit {
  rows: number[];
  send: GroupSend;
  created: boolean;
}

/** The rows of some lanes: their outcomes set in `outcomes` (by row index); answers how many rows were settled. */
export async function commitLanesTogether(
  job: JobContext,
  kind: ImportKind,
  rows: readonly CheckedRow[],
  lanes: readonly number[][],
  base: CommandMetadata,
  ctx: RowContext,
  outcomes: RowOutcome[],
): Promise<void> {
  const units: Unit[] = [];
  const fresh = kind.target === 'crew' ? lanes.flat().filter((i) => rows[i]!.status === 'new') : [];
  const crewIds = new Map((await nextIds(job, 'crew', fresh.length)).map((id, k) => [fresh[k]!, id]));
  const at = job.clock().toISOString();
  for (const lane of lanes) {
    // A crew's new record rows at once when there are several (none with a scan), as the one-by-one path does.
    const together = lane.filter((i) => rows[i]!.status === 'new' && !rows[i]!.scans);
    if (kind.target === 'crew-record' && together.length > 1) {
      const built = await Promise.all(together.map((i) => recordItem(job, kind, rows[i]!, ctx)));
      const items = built.map(({ crewId, command }, k) => ({
        ...crews.item(crewId, command),
        metadata: { importRow: rows[together[k]!]!.rowNo },
      }));
      const commandId = `import-${ctx.importId}-rows-from-${rows[together[0]!]!.rowNo}`;
      units.push({ rows: together, send: { items, metadata: base, commandId }, created: true });
    }
    for (const i of lane) {
      if (kind.target === 'crew-record' && together.length > 1 && together.includes(i)) continue;
      const row = rows[i]!;
      const metadata = { ...base, importRow: row.rowNo };
      const commandId = `import-${ctx.importId}-row-${row.rowNo}`;
      const items = await itemOf(job, kind, row, ctx, crewIds.get(i), at);
      if (items.length > 0)
        units.push({ rows: [i], send: { items, metadata, commandId }, created: row.status === 'new' });
      // Errors, duplicates and settings rows are settled as one by one (no command, or their own create).
      else outcomes[i] = await commitRow(job, kind, row, metadata, ctx);
    }
  }
  const answers = await handleGroup(
    job,
    units.map((u) => u.send),
  );
  for (const [k, u] of units.entries()) await settle(job, kind, rows, u, answers[k]!, base, ctx, outcomes);
}

/** The one item a row's command sends ([] when it sends none here, see commitRow). */
async function itemOf(
  job: JobContext,
  kind: ImportKind,
  row: CheckedRow,
  ctx: RowContext,
  crewId: number | undefined,
  at: string,
): Promise<BatchItem[]> {
  if (row.status !== 'new' && row.status !== 'update') return [];
  if (kind.target === 'master') return [];
  if (row.status === 'new' && kind.target === 'crew-record') {
    const { crewId: owner, command } = await recordItem(job, kind, row, ctx);
    return [crews.item(owner, command)];
  }
  if (row.status === 'new') {
    const data = { crewId: crewId!, profile: row.values as never, at };
    return [crews.item(crewId!, { type: 'RegisterCrew' as const, data })];
  }
  const data = { crewId: row.crewId!, changes: row.values, at };
  return [crews.item(row.crewId!, { type: 'UpdateCrewProfile' as const, data })];
}

async function settle(
  job: JobContext,
  kind: ImportKind,
  rows: readonly CheckedRow[],
  u: Unit,
  answer: GroupOutcome,
  base: CommandMetadata,
  ctx: RowContext,
  outcomes: RowOutcome[],
): Promise<void> {
  if (u.rows.length > 1) {
    if (answer.ok) {
      for (const i of u.rows)
        outcomes[i] = { rowNo: rows[i]!.rowNo, crewId: rows[i]!.crewId ?? null, outcome: 'CREATED', message: '' };
      return;
    }
    refusalOf(answer.error, { rowNo: 0, crewId: null });
    // Refused as a whole (a row the preview could not see refused): row by row, each with its own outcome.
    for (const i of u.rows)
      outcomes[i] = await commitRow(job, kind, rows[i]!, { ...base, importRow: rows[i]!.rowNo }, ctx);
    return;
  }
  const row = rows[u.rows[0]!]!;
  const at = { rowNo: row.rowNo, crewId: row.crewId ?? null };
  if (!answer.ok) {
    outcomes[u.rows[0]!] = refusalOf(answer.error, at);
    return;
  }
  // A retried command answers its first result: the crew it registered then.
  const crewId = Number(answer.results[0]!.streamId.slice(`${crewStream.type}-`.length));
  outcomes[u.rows[0]!] = u.created
    ? { ...at, crewId: kind.target === 'crew' ? crewId : at.crewId, outcome: 'CREATED', message: '' }
    : { ...at, outcome: 'UPDATED', message: '' };
}
