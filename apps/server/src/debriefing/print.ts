import Handlebars from 'handlebars';
import { z } from 'zod';
import {
  ANSWERS,
  DEBRIEFING_DOCUMENTS,
  DEBRIEFING_QUESTIONS,
  DEBRIEFING_SECTIONS,
  JIS_KEYS,
  formatDate,
  formatInZone,
  recordId,
} from '@crewing/domain';
import { defineJob } from '../platform/jobs/definition.js';
import { fileJobStatusProcedure } from '../platform/jobs/file-result.js';
import { saveFile } from '../platform/files/store.js';
import { permitted, router } from '../platform/trpc/trpc.js';
import { assertDebriefingVisible } from './visibility.js';
import { debriefingDetail, type DebriefingDetail } from './queries.js';
import { letterhead } from '../company-profile/query.js';
import { letterheadHtml } from '../company-profile/letterhead.js';

export const DEBRIEFING_PRINT_JOB = 'debriefing-print';

const template = Handlebars.compile(`<!doctype html>
<html><head><meta charset="utf-8"><style>
  body { font-family: Arial, Helvetica, sans-serif; font-size: 10px; color: #111; }
  h1 { font-size: 15px; margin: 0 0 2px; } h2 { font-size: 12px; margin: 12px 0 4px; background: #1c3d6e; color: #fff; padding: 3px 5px; }
  .sub { color: #555; margin-bottom: 8px; }
  table { width: 100%; border-collapse: collapse; margin-bottom: 4px; }
  th, td { border: 1px solid #999; padding: 3px 5px; text-align: left; vertical-align: top; }
  th { background: #e7ecf4; }
  .pre { white-space: pre-wrap; }
</style></head><body>
{{{letterhead}}}
<h1>CREW DEBRIEFING</h1>
<div class="sub">Printed {{printed}} · Status {{d.status}}</div>
<table><tr><th>Name</th><td>{{d.crewName}}</td><th>Crew Code</th><td>{{d.crewCode}}</td></tr>
<tr><th>Vessel</th><td>{{d.vesselName}}</td><th>Rank</th><td>{{d.rankName}}</td></tr>
<tr><th>Arrived Manila</th><td>{{arrived}}</td><th>Endorsed</th><td>{{endorsed}}</td></tr>
<tr><th>For Review</th><td colspan="3">{{forReview}}</td></tr></table>
<h2>Debriefing</h2>
<table><thead><tr><th style="width:30%">Section</th><th>Remarks</th></tr></thead><tbody>
{{#each sections}}<tr><td>{{id}}. {{name}}</td><td class="pre">{{text}}</td></tr>{{/each}}</tbody></table>
<h2>Questions</h2>
<table><thead><tr><th>Question</th><th style="width:8%">Answer</th><th style="width:35%">Comment</th></tr></thead><tbody>
{{#each questions}}<tr><td>{{text}}</td><td>{{answer}}</td><td>{{comment}}</td></tr>{{/each}}</tbody></table>
<h2>JIS</h2>
<table><thead><tr><th>Key</th><th>Rating</th><th>Remarks</th></tr></thead><tbody>
{{#each jis}}<tr><td>{{key}} {{name}}</td><td>{{rating}}</td><td>{{remarks}}</td></tr>{{/each}}</tbody></table>
<h2>Scholar and Fast Track</h2>
<table><tr><th>Scholar</th><td>{{scholar.scholar}}</td><th>Fast Track</th><td>{{scholar.fastTrack}}</td><th>Assessment</th><td>{{scholar.assessment}}</td></tr>
<tr><th>Remarks</th><td colspan="5" class="pre">{{scholar.remarks}}</td></tr></table>
<h2>Training Endorsement</h2>
<table><thead><tr><th>Course</th><th>Remarks</th><th>Status</th><th>By</th></tr></thead><tbody>
{{#each d.trainings}}<tr><td>{{courseName}}</td><td>{{remarks}}</td><td>{{status}}</td><td>{{by}}</td></tr>{{else}}<tr><td colspan="4">None</td></tr>{{/each}}</tbody></table>
<h2>Document Scanning and Clearance</h2>
<table><thead><tr><th>Code</th><th>Document</th><th>Scanned</th><th>Stored</th><th>Cleared</th><th>Remarks</th></tr></thead><tbody>
{{#each documents}}<tr><td>{{code}}</td><td>{{name}}</td><td>{{scanned}}</td><td>{{stored}}</td><td>{{cleared}}</td><td>{{remarks}}</td></tr>{{/each}}</tbody></table>
{{#if d.decision}}<h2>Top Management</h2>
<table><tr><th>Decision</th><td>{{d.decision.decision}}</td><th>By</th><td>{{d.decision.by}}</td></tr>
<tr><th>Remarks</th><td colspan="3" class="pre">{{d.decision.remarks}}</td></tr></table>{{/if}}
</body></html>`);

const yes = (v: unknown) => (v === true ? 'YES' : v === false ? 'NO' : '');

/** The debriefing sheet's rows, in the catalogue's orders (002 §9 document and JIS orders); the printing remarks where given. */
export function debriefingSheet(d: DebriefingDetail, printed: string) {
  return {
    d,
    printed,
    arrived: formatDate(d.arriveManila),
    // Issue 25: the status already reads FOR REVIEW when flagged; the flag is its own field (YES/NO).
    forReview: yes(d.forReview),
    endorsed: d.endorsed ? `${d.endorsed.by} ${formatDate(d.endorsed.at.slice(0, 10))}` : 'NOT YET',
    // The sheet prints a section's printing remarks when it has them, its remarks otherwise.
    sections: DEBRIEFING_SECTIONS.map((s) => {
      const e = d.sections[String(s.id)];
      const print = typeof e?.printRemarks === 'string' && e.printRemarks ? e.printRemarks : e?.remarks;
      return { id: s.id, name: s.name, text: typeof print === 'string' ? print : '' };
    }),
    questions: DEBRIEFING_QUESTIONS.filter((q) => q.group === 'crew' || d.officer).map((q) => ({
      text: q.text,
      answer: (d.answers[q.key]?.answer as (typeof ANSWERS)[number] | null | undefined) ?? '',
      comment: (d.answers[q.key]?.comment as string | undefined) ?? '',
    })),
    jis: JIS_KEYS.map((j) => ({ ...j, rating: d.jis[j.key]?.rating ?? '', remarks: d.jis[j.key]?.remarks ?? '' })),
    scholar: d.scholar ? { ...d.scholar, scholar: yes(d.scholar.scholar), fastTrack: yes(d.scholar.fastTrack) } : {},
    documents: DEBRIEFING_DOCUMENTS.map((doc) => {
      const e = d.documents[doc.code];
      return {
        ...doc,
        scanned: yes(e?.scanned),
        stored: yes(e?.stored),
        cleared: yes(e?.cleared),
        remarks: e?.remarks ?? '',
      };
    }),
  };
}

/** Print the debriefing as a PDF (issue 13 §2): rendered in Chromium by the report workers, kept as a report file. */
export const debriefingPrintJob = defineJob({
  name: DEBRIEFING_PRINT_JOB,
  schema: z.object({ requestedBy: z.number().int(), debriefingId: z.number().int().positive() }),
  title: (p) => `Debriefing ${p.debriefingId}`,
  async handler(payload, job) {
    const d = await debriefingDetail(job.db, payload.debriefingId);
    await job.progress?.(30);
    const sheet = debriefingSheet(d, formatInZone(job.clock(), job.timeZone));
    const html = template({ ...sheet, letterhead: letterheadHtml(await letterhead(job.db)) });
    const pdf = await job.pdf.render(html);
    const file = await saveFile(job.db, {
      bytes: pdf,
      fileName: `debriefing_${d.crewName.replace(/[^A-Z0-9]+/gi, '_')}_${d.id}.pdf`,
      kind: 'report',
      uploadedBy: payload.requestedBy,
      readPermission: 'crew-change.read',
    });
    job.logger.info(
      { job: DEBRIEFING_PRINT_JOB, debriefingId: payload.debriefingId, fileId: file.id },
      'debriefing printed',
    );
    return { fileId: file.id, fileName: file.fileName, requestedBy: payload.requestedBy };
  },
});

export const debriefingPrintRouter = router({
  start: permitted('crew-change.read')
    .input(z.object({ id: recordId }))
    .mutation(async ({ ctx, input }) => {
      await assertDebriefingVisible(ctx, input.id);
      await debriefingDetail(ctx.services.db, input.id);
      return {
        jobId: await ctx.services.jobs.enqueue(DEBRIEFING_PRINT_JOB, {
          requestedBy: ctx.session.user.id,
          debriefingId: input.id,
        }),
      };
    }),
  /** The job's state and, once done, its file: only the requester's own. */
  status: fileJobStatusProcedure('crew-change.read', DEBRIEFING_PRINT_JOB, 'The debriefing could not be printed'),
});
