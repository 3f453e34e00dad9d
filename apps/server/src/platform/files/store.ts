import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Kysely } from 'kysely';
import { ValidationError, type Permission } from '@crewing/domain';
import type { DB } from '../db/schema.js';
import { imageRefusal } from './image-size.js';

/** Upload kinds and their limits (000 §5, 002 §9): the server enforces what the preview warns about. */
export const UPLOAD_KINDS = {
  image: { maxBytes: 2_000_000, mime: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/bmp'] },
  pdf: { maxBytes: 6_000_000, mime: ['application/pdf'] },
  attachment: { maxBytes: 600_000, mime: ['application/pdf', 'image/jpeg', 'image/png'] },
  report: {
    maxBytes: 50_000_000,
    mime: ['application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/zip'],
  },
  /**
   * Issue 28: a sheet to import, xlsx or CSV (a CSV has no signature to sniff: its name and its text
   * decide), or the zip of scans beside it (each scan inside checked as an attachment).
   */
  import: {
    maxBytes: 50_000_000,
    mime: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv', 'application/zip'],
  },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;
/** What a stored file is: an upload kind, or 'legacy' for files stored before kinds were kept. */
export type FileKind = UploadKind | 'legacy';
/** The kinds the browser uploads (reports are rendered by the server). */
export const BROWSER_UPLOAD_KINDS: readonly UploadKind[] = ['image', 'pdf', 'attachment', 'import'];

/** Text, not binary: no NUL byte in the first 64 KB (a CSV in UTF-8 or Windows-1252). */
const isText = (bytes: Buffer) => !bytes.subarray(0, 65_536).includes(0);

/** The upload kind a query string names, or null: own keys only (`__proto__` is no kind). */
export function uploadKindOf(raw: unknown): UploadKind | null {
  return typeof raw === 'string' && Object.hasOwn(UPLOAD_KINDS, raw) ? (raw as UploadKind) : null;
}

export interface StoredFile {
  id: string;
  sha256: string;
  size: number;
  mimeType: string;
  fileName: string;
}

/**
 * The checks every stored upload passes (its size, its type sniffed from the bytes, an image's
 * dimensions): a refusal is our sentence under `field`. Also for bytes that arrive inside another
 * upload (an import's scans in a zip, issue 28) before they are stored.
 */
export async function checkUpload(input: { bytes: Buffer; fileName: string; kind: UploadKind; field?: string }) {
  const field = input.field ?? 'file';
  const rule = UPLOAD_KINDS[input.kind];
  if (input.bytes.length === 0) throw ValidationError.field(field, 'A file is required');
  if (input.bytes.length > rule.maxBytes) throw ValidationError.field(field, 'FILE TOO LARGE');
  const sniffed = await fileTypeFromBuffer(input.bytes);
  // xlsx sniffs as a zip container in some versions; treat both as the spreadsheet (reports
  // are rendered by the server: no browser's file name decides a type).
  const sheet = input.kind === 'report' || input.kind === 'import';
  const mime =
    sheet && sniffed?.mime === 'application/zip' && input.fileName.toLowerCase().endsWith('.xlsx')
      ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
      : input.kind === 'import' && !sniffed && /\.(csv|txt)$/i.test(input.fileName) && isText(input.bytes)
        ? 'text/csv'
        : sniffed?.mime;
  if (!mime || !(rule.mime as readonly string[]).includes(mime)) {
    throw ValidationError.field(field, `This file type is not allowed (${sniffed?.mime ?? 'unknown'})`);
  }
  // An uploaded image's header is read: absurd dimensions (a decompression bomb) are refused (issue 25).
  if (input.kind !== 'report' && mime.startsWith('image/')) {
    const refusal = imageRefusal(input.bytes, mime);
    if (refusal) throw ValidationError.field(field, refusal);
  }
  return { mime, sniffed };
}

/**
 * The one files store every upload and generated report goes through. The type is sniffed
 * from the bytes with file-type; the name and the browser's claimed type are never trusted.
 */
export async function saveFile(
  db: Kysely<DB>,
  input: {
    bytes: Buffer;
    fileName: string;
    kind: UploadKind;
    uploadedBy: number | null;
    field?: string;
    /** A report: the permission that lets others than its requester download it. */
    readPermission?: Permission;
  },
): Promise<StoredFile> {
  const { mime, sniffed } = await checkUpload(input);
  const sha256 = createHash('sha256').update(input.bytes).digest('hex');
  const id = crypto.randomUUID();
  // Letters of any script are kept (the download names it with RFC 5987); anything else is `_`.
  const fileName =
    input.fileName
      .replace(/[^\p{L}\p{N}.\- _]+/gu, '_')
      .replace(/^[.\s]+/, '')
      .slice(0, 200) || `file.${sniffed?.ext ?? 'bin'}`;
  await db
    .insertInto('files')
    .values({
      id,
      sha256,
      size: input.bytes.length,
      mime_type: mime,
      extension: sniffed?.ext ?? 'bin',
      file_name: fileName,
      content: input.bytes,
      uploaded_by: input.uploadedBy,
      kind: input.kind,
      read_permission: input.readPermission ?? null,
    })
    .execute();
  return { id, sha256, size: input.bytes.length, mimeType: mime, fileName };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function readFile(db: Kysely<DB>, id: string) {
  if (!UUID.test(id)) return null;
  return db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A file's facts without its bytes: what the download rule reads before sending anything. */
export async function fileFacts(db: Kysely<DB>, id: string) {
  if (!UUID.test(id)) return null;
  return (
    (await db
      .selectFrom('files')
      .select(['id', 'kind', 'uploaded_by', 'read_permission'])
      .where('id', '=', id)
      .executeTakeFirst()) ?? null
  );
}

/**
 * A comment (or any record) may carry a file only if it is an attachment the same user uploaded:
 * attaching shares the file with whoever reads the record, so nobody shares another's file or a
 * report. One message for a missing file and another's, so ids do not leak. No file is fine: the
 * record keeps the id this returns (null for none).
 */
export async function ownAttachment(
  db: Kysely<DB>,
  fileId: string | null | undefined,
  userId: number,
  field = 'fileId',
): Promise<string | null> {
  if (!fileId) return null;
  const file = await fileFacts(db, fileId);
  if (!file || file.kind !== 'attachment' || file.uploaded_by !== userId) {
    throw ValidationError.field(field, 'The attached file was not found: attach it again');
  }
  return fileId;
}
