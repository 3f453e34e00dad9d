import { NotFoundError, ValidationError, type Fields } from '@crewing/domain';
import {
  CORRECTABLE_FIELDS,
  correctionValue,
  seafarerRequestDecider,
  seafarerRequestStream,
  type CorrectableField,
  type RequestFileFacts,
} from '@crewing/domain/portal/index';
import type { Services } from '../../platform/services.js';
import { handleMany, streamCommands, type Sender } from '../../platform/stream-commands.js';
import { nextId } from '../../shared/ids.js';
import { currentDocuments } from '../../documents/current.js';
import { gatherFacts } from '../../records/facts.js';
import { crews } from '../../crew/commands.js';
import { renewableFamily, renewalErrors, renewedFields } from './renewal.js';
import { notFound } from '../../platform/db/found.js';

/** The request streams (`seafarer-request-{id}`), sent through the one handler. */
export const seafarerRequests = streamCommands(seafarerRequestDecider, seafarerRequestStream);

interface Seafarer {
  crewId: number;
  accountId: number;
}

async function fileOf(services: Services, fileId: string | null | undefined): Promise<RequestFileFacts | null> {
  if (!fileId) return null;
  const row = await services.db
    .selectFrom('files')
    .select(['kind', 'uploaded_by', 'file_name'])
    .where('id', '=', fileId)
    .executeTakeFirst();
  return row ? { kind: row.kind, uploadedBy: row.uploaded_by, fileName: row.file_name } : null;
}

/**
 * A renewed document (issue 29 §2 My documents): the version he renews is one of his own current
 * documents (another crew's record is "not found", whatever its id), and what he typed is checked by
 * the family's own schema now, so the approval later sends a version the office form would accept.
 */
export async function submitRenewal(
  services: Services,
  who: Seafarer,
  input: {
    recordId: number;
    number?: string | undefined;
    issuedDate: string;
    expiryDate: string;
    fileId: string;
  },
  sender: Sender,
) {
  const current = (await currentDocuments(services.db, [who.crewId])).find((d) => d.recordId === input.recordId);
  const family = current ? renewableFamily(current.family) : null;
  if (!current || !family) throw new NotFoundError('This document is not on your 201 file');
  const values = { number: input.number || null, issuedDate: input.issuedDate, expiryDate: input.expiryDate };
  const errors = renewalErrors(family, renewedFields(family, current.fields, values, input.fileId));
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const requestId = await nextId(services, 'portal_request');
  const data = {
    requestId,
    ...who,
    family: current.family,
    recordId: current.recordId,
    documentName: current.name,
    values,
    currentIssued: current.issuedDate,
    fileId: input.fileId,
    file: await fileOf(services, input.fileId),
    at: services.clock().toISOString(),
  };
  await seafarerRequests.handle(services, requestId, { type: 'SubmitSeafarerDocument', data }, sender);
  return { crewId: who.crewId, requestId };
}

/** "Request a correction" (issue 29 §2 My profile): a 201 field, the wanted value, an optional scan. */
export async function requestCorrection(
  services: Services,
  who: Seafarer,
  input: { field: CorrectableField; value: string; fileId?: string | undefined },
  sender: Sender,
) {
  const parsed = correctionValue(input.field, input.value);
  if (!parsed.success) throw ValidationError.field('value', parsed.error.issues[0]?.message ?? 'Enter a value');
  const requestId = await nextId(services, 'portal_request');
  const data = {
    requestId,
    ...who,
    field: input.field,
    label: CORRECTABLE_FIELDS[input.field],
    value: String(parsed.data),
    fileId: input.fileId ?? null,
    file: await fileOf(services, input.fileId),
    at: services.clock().toISOString(),
  };
  await seafarerRequests.handle(services, requestId, { type: 'RequestSeafarerCorrection', data }, sender);
  return { crewId: who.crewId, requestId };
}

async function requestRow(services: Services, requestId: number) {
  const row = await services.db
    .selectFrom('portal_requests')
    .selectAll()
    .where('id', '=', requestId)
    .executeTakeFirstOrThrow(notFound('This request does not exist'));
  return row;
}

/** The crew's own command an approval sends (in a list: a batch item is thenable, so never awaited alone): a new version of the document, or his 201 profile's edit. */
async function crewItemOf(services: Services, row: Awaited<ReturnType<typeof requestRow>>, at: string) {
  if (row.kind === 'correction') {
    const changes = { [row.field!]: row.value.text ?? null };
    return [crews.item(row.crew_id, { type: 'UpdateCrewProfile', data: { crewId: row.crew_id, changes, at } })];
  }
  const family = renewableFamily(row.family ?? '');
  const current = await services.db
    .selectFrom('crew_records')
    .select('fields')
    .where('crew_id', '=', row.crew_id)
    .where('id', '=', row.record_id!)
    .executeTakeFirst();
  if (!family || !current) throw new NotFoundError('The document he renewed was deleted from his 201 file');
  const fields = renewedFields(family, current.fields as Fields, row.value, row.file_id!);
  // The scan is his upload: its facts are checked against his account, the source of this version.
  const facts = await gatherFacts(services.db, family, fields, row.account_id);
  const recordId = await nextId(services, 'crew_record');
  const data = { crewId: row.crew_id, family: family.name, recordId, fields, facts, at };
  return [crews.item(row.crew_id, { type: 'AddCrewRecord', data })];
}

/**
 * Approve: the request's approval and the crew's own command (the events the document form or the
 * 201 edit writes) in one command, all or nothing; every event names the seafarer's request as its
 * source. A request decided meanwhile is refused and nothing reaches the 201 file.
 */
export async function approveRequest(services: Services, requestId: number, sender: Sender) {
  const row = await requestRow(services, requestId);
  const at = services.clock().toISOString();
  const approve = seafarerRequests.item(requestId, { type: 'ApproveSeafarerRequest', data: { at } });
  const metadata = { ...sender.metadata, source: 'seafarer' as const, sourceRequestId: row.id };
  await handleMany(services, [approve, ...(await crewItemOf(services, row, at))], {
    metadata: { ...metadata, sourceAccountId: row.account_id },
    commandId: sender.commandId,
  });
  return { requestId };
}

/** Reject with the reason he reads on his portal; nothing reaches the 201 file. */
export async function rejectRequest(services: Services, requestId: number, reason: string, sender: Sender) {
  await requestRow(services, requestId);
  const command = { type: 'RejectSeafarerRequest' as const, data: { reason, at: services.clock().toISOString() } };
  await seafarerRequests.handle(services, requestId, command, sender);
  return { requestId };
}
