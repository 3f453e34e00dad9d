import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Kysely } from 'kysely';
import { ValidationError } from '@crewing/domain';
import type { DB } from '../db/schema.js';

/** Upload kinds and their limits (000 §5, 002 §9): the server enforces what the preview warns about. */
export const UPLOAD_KINDS = {
  image: { maxBytes: 2_000_000, mime: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/bmp'] },
  pdf: { maxBytes: 6_000_000, mime: ['application/pdf'] },
  attachment: { maxBytes: 600_000, mime: ['application/pdf', 'image/jpeg', 'image/png'] },
  report: { maxBytes: 50_000_000, mime: ['application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/zip'] },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;

export interface StoredFile {
  id: string;
  sha256: string;
  size: number;
  mimeType: string;
  fileName: string;
}

/**
 * The one files store every upload and generated report goes through. The type is sniffed
 * from the bytes with file-type; the name and the browser's claimed type are never trusted.
 */
export async function saveFile(
  db: Kysely<DB>,
  input: { bytes: Buffer; fileName: string; kind: UploadKind; uploadedBy: number | null; field?: string },
): Promise<StoredFile> {
  const field = input.field ?? 'file';
  const rule = UPLOAD_KINDS[input.kind];
  if (input.bytes.length === 0) throw ValidationError.field(field, 'A file is required');
  if (input.bytes.length > rule.maxBytes) throw ValidationError.field(field, 'FILE TOO LARGE');
  const sniffed = await fileTypeFromBuffer(input.bytes);
  // xlsx sniffs as a zip container in some versions; treat both as the spreadsheet.
  const mime = sniffed?.mime === 'application/zip' && input.fileName.endsWith('.xlsx')
    ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    : sniffed?.mime;
  if (!mime || !(rule.mime as readonly string[]).includes(mime)) {
    throw ValidationError.field(field, `This file type is not allowed (${sniffed?.mime ?? 'unknown'})`);
  }
  const sha256 = createHash('sha256').update(input.bytes).digest('hex');
  const id = crypto.randomUUID();
  const fileName = input.fileName.replace(/[^\w.\- ]+/g, '_').slice(0, 200) || `file.${sniffed?.ext ?? 'bin'}`;
  await db
    .insertInto('files')
    .values({ id, sha256, size: input.bytes.length, mime_type: mime, extension: sniffed?.ext ?? 'bin', file_name: fileName, content: input.bytes, uploaded_by: input.uploadedBy })
    .execute();
  return { id, sha256, size: input.bytes.length, mimeType: mime, fileName };
}

export async function readFile(db: Kysely<DB>, id: string) {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  return db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
}
