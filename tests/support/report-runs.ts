import { expect } from 'vitest';
import type { Services } from '@crewing/server/platform/services';

/**
 * The fault specs' proof that reports queued through a fault ran once each: every job completes,
 * and the requesters' report files are one per requester, exactly the files their runs name (a job
 * run twice, or a dead worker's half-stored file, would show as one more). Each job waits up to `waitMs`.
 */
export async function expectReportsOnceEach(
  services: Pick<Services, 'db' | 'jobs'>,
  jobIds: string[],
  requesterIds: number[],
  waitMs: number,
): Promise<void> {
  for (const id of jobIds) await services.jobs.waitFor(id, waitMs);
  const runs = await services.db
    .selectFrom('job_runs')
    .select(['id', 'state', 'file_id'])
    .where('id', 'in', jobIds)
    .execute();
  expect(runs.map((r) => r.state)).toEqual(jobIds.map(() => 'completed'));
  const files = await services.db
    .selectFrom('files')
    .select('id')
    .where('kind', '=', 'report')
    .where('uploaded_by', 'in', requesterIds)
    .execute();
  expect(files).toHaveLength(requesterIds.length);
  expect(new Set(files.map((f) => f.id))).toEqual(new Set(runs.map((r) => r.file_id)));
}
