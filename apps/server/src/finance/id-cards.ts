import Handlebars from 'handlebars';
import { z } from 'zod';
import { idCardsFileName, idCardsInput, todayIn } from '@crewing/domain';
import { defineJob } from '../platform/jobs/definition.js';
import { saveFile } from '../platform/files/store.js';
import { letterhead } from '../company-profile/query.js';
import { certificateCrew, imageDataUrl } from './certificate-data.js';

export const ID_CARDS_JOB = 'crew-id-cards';

const hb = Handlebars.create();
// CR80 cards (85.6 x 54 mm), two across and four down on A4: cut along the borders.
const template = hb.compile(`<!doctype html>
<html><head><meta charset="utf-8"><title>Crew ID Cards</title><style>
  @page { size: A4; margin: 10mm; }
  body { font-family: Arial, Helvetica, sans-serif; margin: 0; }
  .sheet { display: grid; grid-template-columns: 85.6mm 85.6mm; grid-auto-rows: 54mm; gap: 6mm 8mm; justify-content: center; }
  .card { border: 1px solid #1c3d6e; border-radius: 3mm; overflow: hidden; display: flex; flex-direction: column; break-inside: avoid; }
  .band { background: #1c3d6e; color: #fff; font-size: 8.5pt; font-weight: bold; letter-spacing: .5px; padding: 1.6mm 3mm; }
  .band small { display: block; font-size: 6pt; font-weight: normal; letter-spacing: 1.5px; }
  .body { display: flex; gap: 3mm; padding: 2.5mm 3mm; flex: 1; }
  .photo { width: 24mm; height: 30mm; border: 1px solid #999; display: flex; align-items: center; justify-content: center; font-size: 6pt; color: #888; overflow: hidden; flex-shrink: 0; }
  .photo img { width: 100%; height: 100%; object-fit: cover; }
  .who { display: flex; flex-direction: column; gap: 1.2mm; min-width: 0; }
  .label { font-size: 5.5pt; color: #555; letter-spacing: .6px; }
  .name { font-size: 9.5pt; font-weight: bold; line-height: 1.15; }
  .rank { font-size: 8.5pt; font-weight: bold; color: #1c3d6e; }
  .code { font-family: 'Courier New', monospace; font-size: 10pt; font-weight: bold; }
</style></head><body><div class="sheet">
{{#each cards}}<div class="card"><div class="band">{{../company}}<small>CREW IDENTIFICATION CARD</small></div>
<div class="body"><div class="photo">{{#if photo}}<img src="{{photo}}">{{else}}NO PHOTO{{/if}}</div>
<div class="who"><span class="label">NAME</span><span class="name">{{name}}</span><span class="label">RANK</span><span class="rank">{{rank}}</span>
<span class="label">CREW CODE</span><span class="code">{{code}}</span></div></div></div>{{/each}}
</div></body></html>`);

/** Crew ID cards (/v/other-reports/generate-id): photo, name, rank and crew code, printable sheets of eight. */
export const idCardsJob = defineJob({
  name: ID_CARDS_JOB,
  schema: idCardsInput.extend({ requestedBy: z.number().int() }),
  title: (p) => `Crew ID cards (${p.crewIds.length})`,
  async handler(payload, job) {
    const cards = [];
    for (const [i, crewId] of payload.crewIds.entries()) {
      const crew = await certificateCrew(job.db, crewId);
      cards.push({
        name: crew.name,
        rank: crew.rankName,
        code: crew.crewCode ?? crew.applicantNo ?? `#${crew.id}`,
        photo: await imageDataUrl(job.db, crew.photoFileId),
      });
      await job.progress?.(Math.round(((i + 1) / payload.crewIds.length) * 80));
    }
    // The band carries the company profile's name (issue 25).
    const pdf = await job.pdf.render(template({ company: (await letterhead(job.db)).name, cards }));
    const file = await saveFile(job.db, {
      bytes: pdf,
      fileName: idCardsFileName(todayIn(job.clock(), job.timeZone)),
      kind: 'report',
      uploadedBy: payload.requestedBy,
      readPermission: 'crew.manage',
    });
    job.logger.info({ job: ID_CARDS_JOB, cards: cards.length, fileId: file.id }, 'id cards rendered');
    return { fileId: file.id, fileName: file.fileName, requestedBy: payload.requestedBy };
  },
});
