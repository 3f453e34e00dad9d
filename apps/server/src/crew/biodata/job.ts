import { z } from 'zod';
import { biodataFilters, biodataFileName } from '@crewing/domain/crew/biodata';
import { defineJob } from '../../platform/jobs/definition.js';
import { readFile, saveFile } from '../../platform/files/store.js';
import { biodataSheet } from './sheet.js';
import { biodataView } from './view.js';
import { biodataHtml } from './template.js';
import { letterhead } from '../../company-profile/query.js';

export const BIODATA_JOB = 'crew-biodata';

/** The crew image as a data URL: the PDF renders without JavaScript or network (pdf.ts). */
async function photoDataUrl(
  job: { db: Parameters<typeof readFile>[0] },
  fileId: string | null,
): Promise<string | null> {
  if (!fileId) return null;
  const file = await readFile(job.db, fileId);
  if (!file || !file.mime_type.startsWith('image/')) return null;
  return `data:${file.mime_type};base64,${Buffer.from(file.content).toString('base64')}`;
}

/**
 * 000 §7 generateCrew201: the Crew Personal Data Sheet rendered to PDF in Chromium from the
 * same data as the on-screen sheet, kept in the files store as a report. Its requester and
 * whoever reads crews may download it. The result names the crew, so an upload to the CMS
 * sends only the sheet generated for that crew by that user.
 */
export const crewBiodataJob = defineJob({
  name: BIODATA_JOB,
  schema: z.object({ requestedBy: z.number().int(), crewId: z.number().int().positive(), filters: biodataFilters }),
  async handler(payload, job) {
    const now = job.clock();
    const sheet = await biodataSheet(job.db, payload.crewId, payload.filters, now, job.timeZone);
    const { logo } = await letterhead(job.db);
    const html = biodataHtml(biodataView(sheet), await photoDataUrl(job, sheet.crew.photoFileId), logo);
    const pdf = await job.pdf.render(html);
    const file = await saveFile(job.db, {
      bytes: pdf,
      fileName: biodataFileName(sheet.crew, sheet.header.today),
      kind: 'report',
      uploadedBy: payload.requestedBy,
      readPermission: 'crew-change.read',
    });
    job.logger.info({ job: BIODATA_JOB, crewId: payload.crewId, fileId: file.id }, 'biodata rendered');
    return { fileId: file.id, fileName: file.fileName, crewId: payload.crewId, requestedBy: payload.requestedBy };
  },
});
