import type { Services } from '../platform/services.js';
import { saveFile } from '../platform/files/store.js';
import { beforeAll } from 'vitest';
import { newMasterRecord, userAs, type Caller, type PERSONAS } from './actors.js';
import { useTestServices, type TestFile } from './test-file.js';

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

/**
 * An import spec file's set-up: its services with the workers that run the import jobs, and the user
 * who imports as `persona` (made and signed in before the file's own `beforeAll`), with his sheet upload.
 */
export function useImportFile(persona: keyof typeof PERSONAS) {
  const my = useTestServices({ startWorkers: true });
  let signedIn: { id: number; caller: Caller } | undefined;
  beforeAll(async () => {
    signedIn = await userAs(my.services, persona);
  });
  const importer = {
    get id() {
      return signedIn!.id;
    },
    get caller() {
      return signedIn!.caller;
    },
  };
  const upload = (fileName: string, lines: string[]) => importSheet(my.services, importer.id, fileName, lines);
  return { my, importer, upload };
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
