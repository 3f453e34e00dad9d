import { ATTACHMENT_PREVIEW_LIMIT, uploadFile } from '../shared/upload';
import { shrinkPhoto } from './shrink-photo';

/** His scan as it is sent: a photo shrunk to the office's attachment limit (a PDF as it is). */
export const readyScan = (file: File): Promise<File> => shrinkPhoto(file, ATTACHMENT_PREVIEW_LIMIT);

/** His scan to the files store under his session (the office's attachment kind), shrunk first: its id. */
export async function sendScan(file: File | null): Promise<string | undefined> {
  if (!file) return undefined;
  return uploadFile(await readyScan(file), 'attachment', 'file');
}
