import Handlebars from 'handlebars';
import dayjs from 'dayjs';
import { z } from 'zod';
import { coeFileName, coeInput, formatDate, ordinal, todayIn } from '@crewing/domain';
import { defineJob } from '../platform/jobs/definition.js';
import { saveFile } from '../platform/files/store.js';
import { letterhead } from '../company-profile/query.js';
import { certificateCrew, coeSeaService } from './certificate-data.js';

export const COE_JOB = 'crew-coe';

const hb = Handlebars.create();
const template = hb.compile(`<!doctype html>
<html><head><meta charset="utf-8"><title>Certificate of Employment</title><style>
  body { font-family: Georgia, 'Times New Roman', serif; font-size: 12.5px; color: #111; margin: 0 6px; }
  .head { text-align: center; border-bottom: 3px double #1c3d6e; padding-bottom: 6px; }
  .company { font-family: Arial, sans-serif; font-size: 20px; font-weight: bold; color: #1c3d6e; letter-spacing: 1px; }
  .addr { font-family: Arial, sans-serif; font-size: 9.5px; color: #444; }
  h1 { text-align: center; font-size: 19px; letter-spacing: 4px; margin: 28px 0 22px; }
  p { line-height: 1.75; text-align: justify; margin: 0 0 12px; }
  table { border-collapse: collapse; width: 100%; margin: 8px 0 18px; font-family: Arial, sans-serif; font-size: 10.5px; }
  th, td { border: 1px solid #777; padding: 4px 6px; text-align: left; }
  th { background: #e8edf5; }
  td.n { text-align: right; }
  .sign { margin-top: 56px; width: 260px; margin-left: auto; text-align: center; }
  .sign .line { border-top: 1px solid #111; padding-top: 3px; font-weight: bold; }
  .sign .title { font-size: 11px; }
  .foot { margin-top: 40px; font-family: Arial, sans-serif; font-size: 8.5px; color: #666; }
</style></head><body>
<div class="head">{{#if logo}}<img src="{{logo}}" alt="" style="max-height:48px;max-width:160px"><br>{{/if}}<div class="company">{{company}}</div>
<div class="addr">{{address}}{{#if licenceNo}}{{#if address}} · {{/if}}{{licenceNo}}{{/if}}</div></div>
<h1>CERTIFICATE OF EMPLOYMENT</h1>
<p>TO WHOM IT MAY CONCERN:</p>
<p>This is to certify that <b>{{honorific}} {{name}}</b>{{#if crewCode}}, crew code <b>{{crewCode}}</b>,{{/if}} has been employed by
<b>{{company}}</b> as a seafarer{{#if rankName}}, presently ranked <b>{{rankName}}</b>{{/if}}, on board the following vessel(s):</p>
<table><thead><tr><th>#</th><th>Vessel</th><th>Type</th><th>Rank</th><th>Embarked</th><th>Disembarked</th><th>Months</th></tr></thead>
<tbody>{{#each rows}}<tr><td>{{no}}</td><td>{{vesselName}}</td><td>{{vesselTypeName}}</td><td>{{rankName}}</td><td>{{embark}}</td><td>{{disembark}}</td><td class="n">{{months}}</td></tr>{{/each}}
{{#unless rows.length}}<tr><td colspan="7">No sea service with the company on record.</td></tr>{{/unless}}</tbody></table>
<p>This certification is issued upon the request of the above-named seafarer for <b>{{purpose}}</b> purposes.</p>
<p>Issued this <b>{{dayOrdinal}}</b> day of <b>{{monthYear}}</b> in Manila, Philippines.</p>
<div class="sign"><div class="line">{{signatoryName}}</div><div class="title">{{signatoryTitle}}</div></div>
<div class="foot">Not valid without the company's dry seal. Ref. {{reference}}</div>
</body></html>`);

/**
 * The Certificate of Employment (/coe, 002 §2): the crew's sea service with the company from his
 * sign-on and sign-off events, the signatory and purpose the grant holder gave, rendered in
 * Chromium and kept as a report only its requester and other COE grant holders download.
 */
export const coeJob = defineJob({
  name: COE_JOB,
  schema: coeInput.extend({ requestedBy: z.number().int() }),
  title: () => 'Certificate of Employment',
  async handler(payload, job) {
    const now = job.clock();
    const today = todayIn(now, job.timeZone);
    const crew = await certificateCrew(job.db, payload.crewId);
    const rows = await coeSeaService(job.db, payload.crewId, today);
    await job.progress?.(50);
    // The header and the employer named in the text: the company profile (issue 25).
    const company = await letterhead(job.db);
    const html = template({
      company: company.name,
      address: company.address,
      licenceNo: company.licenceNo,
      logo: company.logo,
      honorific: crew.male === 0 ? 'Ms.' : 'Mr.',
      name: crew.name,
      crewCode: crew.crewCode,
      rankName: crew.rankName,
      rows: rows.map((r, i) => ({
        ...r,
        no: i + 1,
        embark: formatDate(r.embarkDate),
        disembark: r.disembarkDate ? formatDate(r.disembarkDate) : 'PRESENT',
      })),
      purpose: payload.purpose,
      dayOrdinal: ordinal(dayjs(today).date()),
      monthYear: dayjs(today).format('MMMM YYYY').toUpperCase(),
      signatoryName: payload.signatoryName,
      signatoryTitle: payload.signatoryTitle,
      reference: `COE-${payload.crewId}-${today.replace(/-/g, '')}`,
    });
    const pdf = await job.pdf.render(html);
    const file = await saveFile(job.db, {
      bytes: pdf,
      fileName: coeFileName(crew.crewCode, crew.id, today),
      kind: 'report',
      uploadedBy: payload.requestedBy,
      readPermission: 'coe.access',
    });
    job.logger.info({ job: COE_JOB, crewId: payload.crewId, fileId: file.id }, 'coe rendered');
    return { fileId: file.id, fileName: file.fileName, requestedBy: payload.requestedBy };
  },
});
