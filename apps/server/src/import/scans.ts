import JSZip from 'jszip';
import { CREW_RECORD_FAMILIES_BY_NAME, DomainError, ValidationError, type AttachmentKind } from '@crewing/domain';
import type { ImportKind } from '@crewing/domain/import/index';
import { checkUpload, UPLOAD_KINDS } from '../platform/files/store.js';

/**
 * What the scans of a record sheet become: the kind its family's file field takes, as the 201 file's upload takes
 * them (an attachment; a covid vaccine's PDF).
 */
export function scanKindOf(kind: ImportKind): AttachmentKind {
  const family = kind.family ? CREW_RECORD_FAMILIES_BY_NAME[kind.family] : undefined;
  return Object.values(family?.fields ?? {}).find((f) => f.files)?.files?.kind ?? 'attachment';
}
const NOT_A_ZIP = 'The scans must come as a zip of PDF, JPEG or PNG files';

/** The zip of scans uploaded beside a sheet (issue 28 §1): each scan by its file name, checked as an office upload. */
export interface Scans {
  /** Our refusal for a scan a row names (not in the zip, refused by the files store), or null. */
  refusal(fileName: string): string | null;
  /** A scan's bytes (one that passed). */
  bytes(fileName: string): Promise<Buffer>;
}

const keyOf = (name: string) => (name.split('/').pop() ?? name).trim().toLowerCase();

/**
 * The user's zip (uploaded with the sheet, kind 'import': preview.ts importFile) read with jszip: every file in it by its
 * name without folders (any case), each through the files store's checks for an attachment (its
 * size before it is inflated, then sniffing and the size limit), as the 201 file's upload checks it.
 */
export async function readScans(
  file: { mime_type: string; content: Uint8Array },
  scanKind: AttachmentKind = 'attachment',
): Promise<Scans> {
  if (file.mime_type !== 'application/zip') throw ValidationError.field('scansFileId', NOT_A_ZIP);
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(Buffer.from(file.content));
  } catch {
    throw ValidationError.field('scansFileId', NOT_A_ZIP);
  }
  const entries = new Map<string, JSZip.JSZipObject | null>();
  const refusals = new Map<string, string>();
  for (const entry of Object.values(zip.files)) {
    if (entry.dir) continue;
    const key = keyOf(entry.name);
    // Two files of one name in different folders: which one a row means is unclear.
    entries.set(key, entries.has(key) ? null : entry);
  }
  for (const [key, entry] of entries) {
    if (!entry) {
      refusals.set(key, 'More than one file in the zip has this name');
      continue;
    }
    // The size the zip declares, read before inflating: a bomb is refused without being opened.
    const declared = (entry as unknown as { _data?: { uncompressedSize?: number } })._data?.uncompressedSize ?? 0;
    if (declared > UPLOAD_KINDS[scanKind].maxBytes) {
      refusals.set(key, 'FILE TOO LARGE');
      continue;
    }
    try {
      await checkUpload({ bytes: await entry.async('nodebuffer'), fileName: key, kind: scanKind });
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      refusals.set(key, e.message);
    }
  }
  return {
    refusal(fileName) {
      const key = keyOf(fileName);
      if (!entries.has(key)) return `No file ${fileName} in the zip of scans`;
      const r = refusals.get(key);
      return r ? `${fileName}: ${r}` : null;
    },
    bytes: (fileName) => entries.get(keyOf(fileName))!.async('nodebuffer'),
  };
}
