import { z } from 'zod';
import { todayIn } from '@crewing/domain';
import { defineJob } from '../../platform/jobs/definition.js';
import { saveFile } from '../../platform/files/store.js';
import { crewChecklist } from './query.js';
import { checklistHtml } from './pdf.js';
import { checklistXlsx } from './xlsx.js';
import { letterhead } from '../../company-profile/query.js';
import { letterheadHtml } from '../../company-profile/letterhead.js';

export const checklistExportPayload = z.object({
  requestedBy: z.number().int(),
  crewId: z.number().int().positive(),
  vesselId: z.number().int().positive().nullable().optional(),
  rankId: z.number().int().positive().nullable().optional(),
  format: z.enum(['pdf', 'xlsx']),
});

/** The Crew Document Checklist as a PDF (Chromium) or an xlsx (exceljs), kept in the files store. */
export const checklistExportJob = defineJob({
  name: 'checklist-export',
  schema: checklistExportPayload,
  async handler(payload, job) {
    const now = job.clock();
    const c = await crewChecklist(job.db, payload, now, job.timeZone);
    const company = await letterhead(job.db);
    const bytes =
      payload.format === 'pdf'
        ? await job.pdf.render(checklistHtml(c, letterheadHtml(company)))
        : await checklistXlsx(c, company.name);
    const code =
      (await job.db.selectFrom('crews').select('crew_code').where('id', '=', payload.crewId).executeTakeFirst())
        ?.crew_code ?? String(payload.crewId);
    const file = await saveFile(job.db, {
      bytes,
      fileName: `crew-document-checklist_${code}_${todayIn(now, job.timeZone)}.${payload.format}`,
      kind: 'report',
      uploadedBy: payload.requestedBy,
      // Whoever may read the crew's documents may download it.
      readPermission: 'crew-change.read',
    });
    job.logger.info(
      { job: 'checklist-export', fileId: file.id, crewId: payload.crewId, format: payload.format },
      'checklist rendered',
    );
    return { fileId: file.id, fileName: file.fileName };
  },
});
