import type { Services } from '../platform/services.js';
import { saveFile } from '../platform/files/store.js';
import { newMasterRecord, type Caller } from './actors.js';
import type { TestFile } from './test-file.js';

/** The rank the import specs' crew sheets name, by name or by alias (BOSUN, BSN). */
export const bosunRank = (services: Services) =>
  newMasterRecord(services, 'rank', 'rank', { name: 'BOSUN', alias: 'BSN', rankTypeId: 3, sortOrder: 4 });

/** A sheet uploaded for an import by `uploadedBy`: CSV lines, joined as a spreadsheet saves them. Its file id. */
export async function importSheet(services: Services, uploadedBy: number, fileName: string, lines: string[]) {
  const file = await saveFile(services.db, {
    bytes: Buffer.from(lines.join('\r\n')),
    fileName,
    kind: 'import',
    uploadedBy,
  });
  return file.id;
}

/** A sheet confirmed by `by`, its job run to the end and the read models caught up: the import and the job's answer. */
export async function committedImport(
  my: TestFile,
  by: Caller,
  commit: { kind: string; fileId: string; scansFileId?: string; choices?: Record<number, 'UPDATE'> },
) {
  const { importId, jobId } = await by.import.commit(commit);
  const result = await my.services.jobs.waitFor(jobId);
  await my.settled();
  return { importId, result };
}

/** An import undone by `by`, its job run to the end and the read models caught up: the job's answer. */
export async function undoneImport(my: TestFile, by: Caller, importId: number) {
  const { jobId } = await by.import.undo({ importId });
  const result = await my.services.jobs.waitFor(jobId);
  await my.settled();
  return result;
}
