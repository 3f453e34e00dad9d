import { z } from 'zod';
import { NotFoundError, type Permission } from '@crewing/domain';
import { permitted } from '../trpc/trpc.js';
import type { JobQueue } from './queue.js';

/** What a file job leaves behind: the stored file, who asked for it, and what it was about. */
export interface FileJobResult {
  fileId?: string;
  fileName?: string;
  requestedBy?: number;
  crewId?: number;
}

/**
 * A file job as its status procedure answers it: the state and, once done, its file. Only the
 * requester's own job of that kind (and, where `ownsResult` says so, about that record) is
 * answered; anything else is "File Not Found", so a job id tells another user nothing.
 */
export async function fileJobResult(
  jobs: JobQueue,
  job: { id: string; name: string; userId: number; failedMessage: string },
  ownsResult: (result: FileJobResult) => boolean = () => true,
) {
  const status = await jobs.status(job.id);
  const result = status?.result as FileJobResult | undefined;
  if (!status || status.name !== job.name) throw new NotFoundError('File Not Found');
  if (result && (result.requestedBy !== job.userId || !ownsResult(result))) throw new NotFoundError('File Not Found');
  return {
    state: status.state,
    fileId: result?.fileId ?? null,
    fileName: result?.fileName ?? null,
    error: status.state === 'failed' ? job.failedMessage : null,
  };
}

/**
 * The `status` procedure of a file job behind one permission: its requester reads the state and,
 * once done, the file (`fileJobResult`); anyone else gets "File Not Found".
 */
export const fileJobStatusProcedure = (permission: Permission, name: string, failedMessage: string) =>
  permitted(permission)
    .input(z.object({ jobId: z.string().min(1).max(100) }))
    .query(({ ctx, input }) =>
      fileJobResult(ctx.services.jobs, { id: input.jobId, name, userId: ctx.session.user.id, failedMessage }),
    );
