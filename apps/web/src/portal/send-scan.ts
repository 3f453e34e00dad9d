import { ATTACHMENT_PREVIEW_LIMIT, uploadFile } from '../shared/upload';
import { shrinkPhoto } from './shrink-photo';

/** His scan to the files store under his session (the office's attachment kind), shrunk first: its id. */
export async function sendScan(file: File | null): Promise<string | undefined> {
  if (!file) return undefined;
  return uploadFile(await shrinkPhoto(file, ATTACHMENT_PREVIEW_LIMIT), 'attachment', 'file');
}
