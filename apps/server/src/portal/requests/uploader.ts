import type { FileUploader } from '../../platform/feature.js';
import { seafarerSessionOf } from '../session.js';

/** A seafarer uploads his renewed document's scan through /files, kept under his account's id. */
export const seafarerUploader: FileUploader = async (cookie, services) =>
  (await seafarerSessionOf(services.db, cookie))?.accountId ?? null;
