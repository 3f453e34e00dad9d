import { can, PERMISSIONS, type Permission } from '@crewing/domain';
import type { Services } from '../services.js';
import type { Session } from '../auth/guard.js';
import type { FileReadRule } from '../feature.js';
import type { FileKind } from './store.js';

export interface FileFacts {
  id: string;
  kind: string;
  uploaded_by: number | null;
  read_permission: string | null;
}

type Reader = (
  file: FileFacts,
  session: Session,
  linkedToReadable: () => Promise<boolean>,
) => boolean | Promise<boolean>;

const isPermission = (p: string | null): p is Permission => p !== null && Object.hasOwn(PERMISSIONS, p);
const linked: Reader = (_file, _session, linkedToReadable) => linkedToReadable();

/**
 * Who downloads a file besides its uploader (a report's requester), by kind: one table.
 *
 * | kind                         | also downloaded by                                           |
 * | ---------------------------- | ------------------------------------------------------------ |
 * | report                       | users with the report's permission, stored when it renders   |
 * |                              | (the staff list: users.read, system administrators)          |
 * | import                       | nobody: a sheet to import is its uploader's                  |
 * | attachment, image, pdf, legacy | whoever may read a record that carries the file: each area |
 * |                              | answers for its records (features.ts fileReaders); a comment |
 * |                              | attachment reaches those who read that crew change's board   |
 * |                              | (crew-change.read and its fleet visible, 001 §2.1)           |
 *
 * An unknown kind reaches its uploader only.
 */
const READERS: Record<FileKind, Reader> = {
  report: (file, session) => isPermission(file.read_permission) && can(session.actor, file.read_permission),
  attachment: linked,
  image: linked,
  pdf: linked,
  legacy: linked,
  import: () => false,
};

export async function mayDownload(
  services: Services,
  session: Session,
  file: FileFacts,
  readers: readonly FileReadRule[],
): Promise<boolean> {
  if (file.uploaded_by !== null && file.uploaded_by === session.user.id) return true;
  const reader = Object.hasOwn(READERS, file.kind) ? READERS[file.kind as FileKind] : undefined;
  if (!reader) return false;
  const linkedToReadable = async () => {
    for (const rule of readers) if (await rule(session, file.id, services)) return true;
    return false;
  };
  return reader(file, session, linkedToReadable);
}
