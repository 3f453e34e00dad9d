import Handlebars from 'handlebars';
import { formatDate } from '@crewing/domain';
import { isHeader, type ChecklistLine, type ChecklistRow, type CrewChecklist } from './query.js';

const template = Handlebars.compile(`<!doctype html>
<html><head><meta charset="utf-8"><style>
  body { font-family: Arial, Helvetica, sans-serif; font-size: 9.5px; color: #111; }
  h1 { font-size: 14px; margin: 0; text-align: center; }
  .company { text-align: center; font-weight: bold; font-size: 12px; }
  .ref { text-align: right; font-size: 8px; color: #444; }
  .page { page-break-after: always; }
  .page:last-child { page-break-after: auto; }
  table { width: 100%; border-collapse: collapse; margin-top: 6px; }
  th, td { border: 1px solid #888; padding: 2px 4px; text-align: left; vertical-align: top; }
  th { background: #1c3d6e; color: #fff; }
  .info td.k { width: 17%; font-weight: bold; background: #f3f3f3; }
  tr.head td { background: #d0d0d0; font-weight: bold; }
  tr.expired td { background: #ffd9d9; color: #a00000; }
  tr.valid td { background: #dcf5dc; }
  .note { font-size: 8px; color: #a00; }
  .halves { display: flex; gap: 8px; }
  .halves > div { flex: 1; }
  .rec td { height: 34px; }
  .mand { font-weight: bold; }
  td.d { white-space: nowrap; width: 62px; }
</style></head><body>
<div class="page">
  <div class="ref">{{form.reference}} · Rev. {{form.revisionLabel}}</div>
  {{{letterhead}}}
  <h1>CREW DOCUMENT CHECKLIST — PAGE 1</h1>
  <table class="info">
    <tr><td class="k">Rank</td><td>{{rank}}</td><td class="k">Vessel</td><td>{{vesselName}}</td></tr>
    <tr><td class="k">Full Name</td><td colspan="3">{{fullName}}</td></tr>
    <tr><td class="k">Address</td><td colspan="3">{{address}}</td></tr>
    <tr><td class="k">Email</td><td>{{email}}</td><td class="k">Contact</td><td>{{contact}}</td></tr>
    <tr><td class="k">Messenger Name</td><td>{{fbMail}}</td><td class="k">Civil Status</td><td>{{civilStatus}} <div class="note">Inform the admin department if recently changed.</div></td></tr>
    <tr><td class="k">Allottee</td><td>{{allottee}}</td><td class="k">PEME Issued Referral</td><td>{{pemeDate}}</td></tr>
    <tr><td class="k">Clinic</td><td>{{pemeClinic}}</td><td class="k">Status</td><td>{{pemeRecommendation}}</td></tr>
    <tr><td class="k">Consent</td><td>{{consent}}</td><td class="k">Ex-Vessel</td><td>{{exVessel}}</td></tr>
    <tr><td class="k">Bank</td><td>{{bankName}}</td><td class="k">Account No.</td><td>{{accountNumber}}</td></tr>
  </table>
  <table><thead><tr><th colspan="4">LEGAL DEPENDENTS</th></tr><tr><th>Name</th><th>Sex</th><th>Relationship</th><th>Birthdate</th></tr></thead>
  <tbody>{{#each dependents}}<tr><td>{{name}}&nbsp;</td><td>{{sex}}</td><td>{{relationship}}</td><td>{{birthdate}}</td></tr>{{/each}}</tbody></table>
  <table><thead><tr><th>Document</th><th>Details</th><th>Submitted</th><th>Expiry</th><th>Initial Remarks</th><th>Final Remarks</th></tr></thead>
  <tbody>{{#each documents}}{{#if header}}<tr class="head"><td colspan="6">{{header}}</td></tr>{{else}}<tr class="{{tone}}"><td class="{{#if mandatory}}mand{{/if}}">{{document}}{{#if mandatory}} *{{/if}}</td><td>{{detail}}</td><td class="d">{{submitted}}</td><td class="d">{{expiry}}</td><td>{{initialRemarks}}</td><td>{{finalRemarks}}</td></tr>{{/if}}{{/each}}</tbody></table>
  <div class="note">* mandatory for the rank · red: expired · green: valid</div>
</div>
<div class="page">
  <div class="ref">{{form.reference}} · Rev. {{form.revisionLabel}}</div>
  <h1>CREW DOCUMENT CHECKLIST — PAGE 2 · {{fullName}}</h1>
  <div class="halves">{{#each halves}}<div><table><thead><tr><th>Certificate</th><th>Submitted</th><th>Expiry</th><th>Initial</th><th>Final</th></tr></thead>
  <tbody>{{#each this}}<tr class="{{tone}}"><td class="{{#if mandatory}}mand{{/if}}">{{document}}{{#if mandatory}} *{{/if}}</td><td class="d">{{submitted}}</td><td class="d">{{expiry}}</td><td>{{initialRemarks}}</td><td>{{finalRemarks}}</td></tr>{{/each}}</tbody></table></div>{{/each}}</div>
  <table class="rec"><thead><tr><th colspan="2">RECOMMENDATION</th></tr></thead>
  <tbody>{{#each recommendation.sections}}<tr><td style="width:28%"><b>{{no}}. {{label}}</b></td><td>{{text}}</td></tr>{{/each}}</tbody></table>
  <div class="ref">Printed {{todayLabel}}</div>
</div>
</body></html>`);

/** 001 §2.6 row colours: red when expired, green when an expiry date exists and is not past. */
export const toneOf = (r: ChecklistRow) => (r.expired ? 'expired' : r.expiryDate ? 'valid' : '');

const show = (r: ChecklistRow) => ({
  ...r,
  tone: toneOf(r),
  submitted: formatDate(r.submitted),
  expiry: formatDate(r.expiryDate),
});

/** 001 §9: certificates split in halves for the two-column display. */
export function halves<T>(xs: readonly T[]): [T[], T[]] {
  const mid = Math.ceil(xs.length / 2);
  return [xs.slice(0, mid), xs.slice(mid)];
}

/** `letterhead`: the company profile's header (company-profile/letterhead.ts, issue 25). */
export function checklistHtml(c: CrewChecklist, letterhead: string): string {
  const dependents = Array.from(
    { length: 7 },
    (_, i) => c.dependents[i] ?? { name: '', sex: '', relationship: '', birthdate: null },
  );
  return template({
    ...c,
    letterhead,
    pemeDate: formatDate(c.pemeDate),
    todayLabel: formatDate(c.today),
    dependents: dependents.map((d) => ({ ...d, birthdate: formatDate(d.birthdate) })),
    documents: c.documents.map((l: ChecklistLine) => (isHeader(l) ? { header: l[0] } : show(l))),
    halves: halves(c.certificates.map(show)),
  });
}
