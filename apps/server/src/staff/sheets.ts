import Handlebars from 'handlebars';
import { z } from 'zod';
import dayjs from 'dayjs';
import { formatDate, todayIn, type Fields } from '@crewing/domain';
import { defineJob } from '../platform/jobs/definition.js';
import { readFile, saveFile } from '../platform/files/store.js';
import { keyNames } from '../key-lists/resolve.js';
import { getStaff } from './queries.js';
import { letterhead } from '../company-profile/query.js';
import { letterheadHtml } from '../company-profile/letterhead.js';

export const STAFF_SHEET_JOB = 'staff-sheet';
const LONG = 'DD MMMM YYYY';

const style = `<style>
  body { font-family: Arial, Helvetica, sans-serif; font-size: 11px; color: #111; margin: 0; }
  h1 { font-size: 16px; margin: 0; } h2 { font-size: 12px; background: #1c3d6e; color: #fff; padding: 3px 6px; margin: 12px 0 4px; }
  .head { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 2px solid #1c3d6e; padding-bottom: 6px; }
  .photo { width: 110px; height: 110px; border: 1px solid #999; object-fit: cover; display: flex; align-items: center; justify-content: center; color: #777; font-size: 9px; }
  table { width: 100%; border-collapse: collapse; } th, td { border: 1px solid #aaa; padding: 3px 5px; text-align: left; vertical-align: top; }
  th { background: #eef2f8; width: 22%; } .list th { width: auto; }
  p { line-height: 1.5; text-align: justify; } .sign { margin-top: 40px; display: flex; justify-content: space-between; }
  .line { border-top: 1px solid #111; width: 260px; text-align: center; padding-top: 3px; }
</style>`;

const biodata = Handlebars.compile(`<!doctype html><html><head><meta charset="utf-8">${style}</head><body>
{{{letterhead}}}
<div class="head"><div><h1>STAFF PERSONAL DATA SHEET</h1><div>Date: {{today}}</div>
<div style="margin-top:8px;font-size:14px;font-weight:bold">{{s.fullName}}</div>
<div>Employee ID: {{s.employeeId}} · {{status}} · {{s.departmentName}} · {{positions}}</div></div>
{{#if photo}}<img class="photo" src="{{photo}}">{{else}}<div class="photo">No Image Selected</div>{{/if}}</div>
<h2>PERSONAL DATA</h2><table>
<tr><th>Birthdate</th><td>{{birthdate}}</td><th>Age</th><td>{{age}}</td></tr>
<tr><th>Birthplace</th><td>{{s.birthplace}}</td><th>Gender</th><td>{{gender}}</td></tr>
<tr><th>Civil Status</th><td>{{s.civilStatus}}</td><th>Religion</th><td>{{s.religion}}</td></tr>
<tr><th>Height</th><td>{{#if s.height}}{{s.height}} cm{{/if}}</td><th>Weight</th><td>{{#if s.weight}}{{s.weight}} kg{{/if}}</td></tr>
<tr><th>Address</th><td colspan="3">{{s.address}}</td></tr>
<tr><th>Personal Email</th><td>{{s.email}}</td><th>Company Email</th><td>{{s.vmcEmail}}</td></tr>
<tr><th>Date Hired</th><td>{{dateHired}}</td><th>User Type</th><td>{{s.userType}}</td></tr></table>
<h2>BENEFITS AND CONTRIBUTION</h2><table>
<tr><th>SSS</th><td>{{s.agencyNumbers.SSS}}</td><th>TIN</th><td>{{s.agencyNumbers.TIN}}</td></tr>
<tr><th>PhilHealth</th><td>{{s.agencyNumbers.PHILHEALTH}}</td><th>PAGIBIG</th><td>{{s.agencyNumbers.PAGIBIG}}</td></tr></table>
<h2>CONTACTS</h2><table class="list"><tr><th>Type</th><th>Contact</th></tr>{{#each contacts}}<tr><td>{{type}}</td><td>{{contact}}</td></tr>{{else}}<tr><td colspan="2">None</td></tr>{{/each}}</table>
<h2>EDUCATION</h2><table class="list"><tr><th>Level</th><th>School</th><th>Course</th><th>Year</th></tr>
{{#each education}}<tr><td>{{level}}</td><td>{{school}}</td><td>{{course}}</td><td>{{years}}</td></tr>{{else}}<tr><td colspan="4">None</td></tr>{{/each}}</table>
<h2>LANGUAGE PROFICIENCY</h2><table class="list"><tr><th>Language</th><th>Proficiency</th></tr>
{{#each languages}}<tr><td>{{language}}</td><td>{{proficiency}}</td></tr>{{else}}<tr><td colspan="2">None</td></tr>{{/each}}</table>
<h2>WORK EXPERIENCE</h2><table class="list"><tr><th>Company</th><th>Position</th><th>From</th><th>To</th></tr>
{{#each work}}<tr><td>{{company}}</td><td>{{position}}</td><td>{{from}}</td><td>{{to}}</td></tr>{{else}}<tr><td colspan="4">None</td></tr>{{/each}}</table>
</body></html>`);

/** The Philippine Data Privacy Act of 2012 (RA 10173) consent an agency asks its employees to sign. */
const consent =
  Handlebars.compile(`<!doctype html><html><head><meta charset="utf-8">${style}</head><body style="padding:20px 30px">
{{{letterhead}}}
<h1 style="text-align:center">DATA PRIVACY CONSENT FORM</h1>
<div style="text-align:center;margin-bottom:16px">Republic Act No. 10173 — Data Privacy Act of 2012</div>
<p>I, <b>{{s.fullName}}</b>, Employee ID <b>{{s.employeeId}}</b>, of the {{s.departmentName}} department, hereby give my
consent to <b>{{company}}</b>, as my employer, to collect, record, organize, store, update, use, consolidate and process my
personal information and sensitive personal information, including my name, birthdate, address, civil status,
religion, contact details, government-issued numbers (SSS, TIN, PhilHealth, PAG-IBIG), education, work history,
photograph and the documents I submit (resume, NBI clearance, police clearance), for the purposes of my employment:
personnel administration, payroll, benefits and contributions, government reporting, security and compliance with law.</p>
<p>I understand that my personal data will be kept confidential, protected by reasonable organizational, physical and
technical security measures, shared only with government agencies and third parties as required by law or as
necessary for the purposes above, and retained only for as long as necessary for those purposes or as the law requires.</p>
<p>I am aware of my rights as a data subject under the Data Privacy Act of 2012: to be informed, to access, to object,
to rectification, to erasure or blocking, to data portability, to damages, and to file a complaint with the National
Privacy Commission. I may withdraw this consent in writing, without affecting processing done before its withdrawal
or processing the law requires.</p>
<p>I certify that the personal information I have given is true and correct, and I will inform the company of any change.</p>
<div class="sign"><div><div style="height:18px"></div><div class="line">Signature over printed name<br><b>{{s.fullName}}</b></div></div>
<div><div style="height:18px">{{today}}</div><div class="line">Date</div></div></div>
</body></html>`);

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/**
 * The staff page's Biodata and Consent buttons (issue 14): the staff personal data sheet and the
 * data-privacy consent form, rendered to PDF in Chromium by the report workers and kept in the
 * files store for the staff database's readers.
 */
export const staffSheetJob = defineJob({
  name: STAFF_SHEET_JOB,
  schema: z.object({
    requestedBy: z.number().int(),
    userId: z.number().int().positive(),
    kind: z.enum(['BIODATA', 'CONSENT']),
  }),
  title: (p) => (p.kind === 'BIODATA' ? 'Staff biodata' : 'Staff data privacy consent'),
  async handler(payload, job) {
    const now = job.clock();
    const today = todayIn(now, job.timeZone);
    const s = await getStaff(job.db, payload.userId);
    await job.progress?.(20);
    const company = await letterhead(job.db);
    const head = { letterhead: letterheadHtml(company), company: company.name };
    let html: string;
    if (payload.kind === 'CONSENT') html = consent({ ...head, s, today: formatDate(today, LONG) });
    else {
      const rows = await job.db
        .selectFrom('staff_records')
        .select(['family', 'fields'])
        .where('user_id', '=', payload.userId)
        .orderBy('id')
        .execute();
      const of = (family: string): Fields[] => rows.filter((r) => r.family === family).map((r) => r.fields);
      const contactTypes = await keyNames(
        job.db,
        'contact-type',
        of('staff-contact').map((c) => c.contactTypeId as number),
      );
      const image = s.imageFileId ? await readFile(job.db, s.imageFileId) : null;
      html = biodata({
        ...head,
        s,
        today: formatDate(today, LONG),
        status: s.status === 1 ? 'ACTIVE' : 'INACTIVE',
        positions: s.positions.map((p) => p.shortName).join(' / '),
        birthdate: s.birthdate ? formatDate(s.birthdate, LONG) : '',
        age: s.birthdate ? dayjs(today).diff(s.birthdate, 'year') : '',
        gender: s.male === 1 ? 'Male' : s.male === 0 ? 'Female' : '',
        dateHired: s.dateHired ? formatDate(s.dateHired, LONG) : '',
        photo:
          image && image.mime_type.startsWith('image/')
            ? `data:${image.mime_type};base64,${Buffer.from(image.content).toString('base64')}`
            : null,
        contacts: of('staff-contact').map((c) => ({
          type: contactTypes.get(c.contactTypeId as number) ?? '',
          contact: text(c.contact),
        })),
        education: of('staff-education').map((e) => ({
          ...e,
          years: [e.yearFrom, e.yearTo].filter(Boolean).join(' – '),
        })),
        languages: of('staff-language'),
        work: of('staff-work-experience').map((w) => ({
          ...w,
          from: formatDate(text(w.dateFrom), 'MMM YYYY'),
          to: w.dateTo ? formatDate(text(w.dateTo), 'MMM YYYY') : 'PRESENT',
        })),
      });
    }
    await job.progress?.(50);
    const pdf = await job.pdf.render(html);
    const last = s.lastName.replace(/[^A-Z0-9]+/gi, '-');
    const file = await saveFile(job.db, {
      bytes: pdf,
      fileName: `staff-${payload.kind.toLowerCase()}_${s.employeeId}_${last}_${today}.pdf`,
      kind: 'report',
      uploadedBy: payload.requestedBy,
      readPermission: 'staff.database',
    });
    job.logger.info(
      { job: STAFF_SHEET_JOB, userId: payload.userId, kind: payload.kind, fileId: file.id },
      'staff sheet rendered',
    );
    return { fileId: file.id, fileName: file.fileName, userId: payload.userId, requestedBy: payload.requestedBy };
  },
});
