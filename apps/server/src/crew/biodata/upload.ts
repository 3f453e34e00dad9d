import { NotFoundError, ValidationError, type CmsUpload } from '@crewing/domain';
import { CMS_BIODATA_DOCUMENT_ID } from '@crewing/domain/crew/biodata';
import { senderOf } from '../../platform/trpc/trpc.js';
import { commandIdOf } from '../../platform/stream-commands.js';
import type { Context, Session } from '../../platform/trpc/context.js';
import { readFile } from '../../platform/files/store.js';
import { sendBiodataToCms, type CmsAnswer } from './cms.js';
import { BIODATA_JOB } from './job.js';
import { fileJobResult } from '../../platform/jobs/file-result.js';
import { crews } from '../commands.js';
import { crewOrNotFound } from '../queries.js';

export const CMS_NOT_CONFIGURED = 'CMS integration is not configured';
type Ctx = Context & { session: Session };

/** The finished biodata job of this user for this crew: its file. Anything else is "not found". */
export function biodataJobResult(ctx: Ctx, jobId: string, crewId?: number) {
  return fileJobResult(
    ctx.services.jobs,
    { id: jobId, name: BIODATA_JOB, userId: ctx.session.user.id, failedMessage: 'The biodata could not be generated' },
    (result) => crewId === undefined || result.crewId === crewId,
  );
}

/**
 * Upload to CMS (000 §7 updateKrbsCrewFile): the biodata this user generated for this crew is
 * POSTed to the configured CMS and the request, with the CMS's answer, is recorded as an event on
 * the crew's stream (CrewBiodataSentToCms), whether the CMS took it or not. A retried command id
 * sends nothing again: it answers what the first one recorded.
 */
export async function uploadBiodataToCms(
  ctx: Ctx,
  input: { crewId: number; jobId: string; commandId?: string | undefined },
): Promise<CmsAnswer> {
  const { db, env, clock } = ctx.services;
  // Taken now: whether this id was handled decides whether the CMS is called again.
  const commandId = commandIdOf(input);
  if (!env.CMS_URL) throw new ValidationError({}, CMS_NOT_CONFIGURED);
  const crew = await crewOrNotFound(db, input.crewId, ['id', 'ipn']);
  if (!crew.ipn) throw ValidationError.field('ipn', 'The crew has no IPN: the biodata cannot be uploaded to the CMS');
  const job = await biodataJobResult(ctx, input.jobId, input.crewId);
  if (job.state !== 'completed' || !job.fileId) throw new ValidationError({}, 'Generate the biodata first');
  const handle = (data: CmsUpload) =>
    crews.handle(ctx.services, input.crewId, { type: 'RecordBiodataCmsUpload', data }, senderOf(ctx, commandId));
  const seen = await db
    .selectFrom('processed_commands')
    .select('command_id')
    .where('user_id', '=', ctx.session.user.id)
    .where('command_id', '=', commandId)
    .executeTakeFirst();
  const file = seen ? null : await readFile(db, job.fileId);
  if (!seen && !file) throw new NotFoundError('File Not Found');
  const answer: CmsAnswer = file
    ? await sendBiodataToCms(
        { url: env.CMS_URL, token: env.CMS_TOKEN },
        { ipn: crew.ipn, pdf: Buffer.from(file.content), fileName: file.file_name },
      )
    : { status: 'FAILED', httpStatus: null, response: '' };
  const [recorded] = await handle({
    crewId: input.crewId,
    fileId: job.fileId,
    documentId: CMS_BIODATA_DOCUMENT_ID,
    ipn: crew.ipn,
    ...answer,
    at: clock().toISOString(),
  }).then((r) => r.events);
  const data = (recorded?.data ?? answer) as CmsUpload;
  ctx.services.logger.info(
    { crewId: input.crewId, fileId: job.fileId, status: data.status, httpStatus: data.httpStatus },
    'biodata sent to CMS',
  );
  return { status: data.status, httpStatus: data.httpStatus, response: data.response };
}
