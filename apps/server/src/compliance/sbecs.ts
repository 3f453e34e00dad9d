import Handlebars from 'handlebars';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import { formatDate, formatMoney, NotFoundError, toCentavos, todayIn } from '@crewing/domain';
import {
  contractChangeFamily,
  currentTerms,
  employmentContractFamily,
  eRegistrationFamily,
  sbecsMissing,
  sbecsPackInput,
  type SbecsLine,
} from '@crewing/domain/compliance/index';
import { PASSPORT_DOCUMENT_IDS } from '@crewing/domain';
import type { Collection } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { defineJob } from '../platform/jobs/definition.js';
import { saveFile } from '../platform/files/store.js';
import { letterhead } from '../company-profile/query.js';
import { currentDocuments } from '../documents/current.js';
import { nameOf } from '../records/rows.js';
import { crewName, crewOrNotFound } from '../crew/queries.js';

export const SBECS_JOB = 'sbecs-pack';

export interface SbecsPack {
  crewName: string;
  signOnNo: number;
  vesselName: string | null;
  lines: SbecsLine[];
  missing: string[];
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const money = (amount: string, currency: string) => {
  const c = toCentavos(amount);
  return c === null ? null : formatMoney(c, currency);
};
const withExpiry = (d: { number: string | null; expiryDate: string | null } | null) =>
  d?.number ? `${d.number}${d.expiryDate ? ` (valid until ${formatDate(d.expiryDate)})` : ''}` : null;

/**
 * Issue 31 §4: the data SBECS asks for one deployment (the contract of one sign-on): the seafarer
 * with his DMW e-Registration number and travel documents, the principal, the vessel, the position,
 * the contract's terms after its extensions and amendments, the vessel's P&I (insurance) and CBA.
 * Read from the 201 file and the vessel's own record; a line with nothing on file is named missing.
 */
export async function sbecsPack(db: Kysely<DB>, crewId: number, contractId: number): Promise<SbecsPack> {
  const crew = await crewOrNotFound(db, crewId, [
    'id',
    'first_name',
    'middle_name',
    'last_name',
    'crew_code',
    'birthdate',
  ]);
  const records = await db
    .selectFrom('crew_records')
    .select(['id', 'family', 'fields'])
    .where('crew_id', '=', crewId)
    .where('family', 'in', [employmentContractFamily.name, contractChangeFamily.name, eRegistrationFamily.name])
    .execute();
  const collections: Record<string, Collection> = {};
  for (const r of records) collections[r.family] = { ...(collections[r.family] ?? {}), [r.id]: r.fields };
  const contract = collections[employmentContractFamily.name]?.[contractId];
  const terms = currentTerms(contractId, collections);
  if (!contract || !terms) throw new NotFoundError('No such contract on his 201 file');
  const signOnNo = Number(contract.signOnNo);
  const eRegistration = Object.values(collections[eRegistrationFamily.name] ?? {})[0];
  const [signOn, documents] = await Promise.all([
    db
      .selectFrom('crew_sea_service as s')
      .leftJoin('vessels as v', 'v.id', 's.vessel_id')
      .leftJoin('ranks as r', 'r.id', 's.rank_id')
      .select(['v.name as vesselName', 'v.details', 'r.name as rankName', 's.embark_date'])
      .where('s.crew_id', '=', crewId)
      .where('s.stint_no', '=', signOnNo)
      .where('s.voided', '=', false)
      .executeTakeFirst(),
    currentDocuments(db, [crewId], ['crew-document']),
  ]);
  const vessel = (signOn?.details ?? {}) as Record<string, unknown>;
  const [principal, flag] = await Promise.all([
    nameOf(db, 'principal', vessel.principalId),
    nameOf(db, 'flag', vessel.flagId),
  ]);
  const passport =
    documents
      .filter((d) => PASSPORT_DOCUMENT_IDS.includes(d.documentId))
      .sort((a, b) => (b.expiryDate ?? '').localeCompare(a.expiryDate ?? ''))[0] ?? null;
  const sirb = documents.find((d) => d.code === 'SEAMANS_BOOK') ?? null;
  const currency = String(contract.currency);
  const line = (section: string, item: string, value: string | null): SbecsLine => ({ section, item, value });
  const lines: SbecsLine[] = [
    line('Seafarer', 'Name', crewName(crew)),
    line('Seafarer', 'Crew code', crew.crew_code),
    line('Seafarer', 'Birthdate', crew.birthdate ? formatDate(crew.birthdate) : null),
    line('Seafarer', 'DMW e-Registration No.', text(eRegistration?.number)),
    line('Seafarer', 'Passport', withExpiry(passport)),
    line('Seafarer', "Seaman's book (SIRB)", withExpiry(sirb)),
    line('Principal', 'Principal', principal),
    line('Vessel', 'Vessel', signOn?.vesselName ?? null),
    line('Vessel', 'Flag', flag),
    line('Position', 'Rank', signOn?.rankName ?? null),
    line('Contract', 'Sign-on No.', String(signOnNo)),
    line('Contract', 'Departure', formatDate(terms.departure)),
    line('Contract', 'Duration', `${terms.months} months, until ${formatDate(terms.end)}`),
    line('Contract', 'Basic pay', money(terms.pays.basicPay, currency)),
    line('Contract', 'Overtime pay', money(terms.pays.overtimePay, currency)),
    line('Contract', 'Leave pay', money(terms.pays.leavePay, currency)),
    line('Insurance', 'P&I club (vessel PNI code)', text(vessel.pniCode)),
    line('CBA', 'Collective bargaining agreement', text(vessel.cba)),
  ];
  return {
    crewName: crewName(crew),
    signOnNo,
    vesselName: signOn?.vesselName ?? null,
    lines,
    missing: sbecsMissing(lines),
  };
}

const hb = Handlebars.create();
const template = hb.compile(`<!doctype html>
<html><head><meta charset="utf-8"><title>SBECS processing pack</title><style>
  body { font-family: Arial, sans-serif; font-size: 11px; color: #111; margin: 0 6px; }
  .head { text-align: center; border-bottom: 2px solid #1c3d6e; padding-bottom: 6px; }
  .company { font-size: 17px; font-weight: bold; color: #1c3d6e; }
  .addr { font-size: 9px; color: #444; }
  h1 { font-size: 15px; text-align: center; margin: 14px 0 4px; letter-spacing: 1px; }
  .sub { text-align: center; color: #333; margin-bottom: 12px; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border: 1px solid #888; padding: 4px 6px; text-align: left; vertical-align: top; }
  th.section { background: #e8edf5; font-size: 11.5px; }
  td.item { width: 38%; color: #333; }
  td.missing { color: #a00; font-weight: bold; }
  .warn { margin-top: 12px; border: 1px solid #a00; padding: 6px 8px; color: #a00; }
  .ok { margin-top: 12px; color: #155; }
  .foot { margin-top: 18px; font-size: 8.5px; color: #666; }
</style></head><body>
<div class="head">{{#if logo}}<img src="{{logo}}" alt="" style="max-height:44px;max-width:150px"><br>{{/if}}<div class="company">{{name}}</div>
<div class="addr">{{address}}{{#if licenceNo}}{{#if address}} · {{/if}}{{licenceNo}}{{/if}}</div></div>
<h1>SBECS PROCESSING PACK</h1>
<div class="sub">{{crewName}} · sign-on no. {{signOnNo}}{{#if vesselName}} · {{vesselName}}{{/if}}</div>
<table><tbody>{{#each sections}}<tr><th class="section" colspan="2">{{name}}</th></tr>
{{#each lines}}<tr><td class="item">{{item}}</td>{{#if value}}<td>{{value}}</td>{{else}}<td class="missing">MISSING</td>{{/if}}</tr>{{/each}}{{/each}}</tbody></table>
{{#if missing.length}}<div class="warn"><b>Not ready to file. Missing:</b> {{#each missing}}{{this}}{{#unless @last}}; {{/unless}}{{/each}}</div>
{{else}}<div class="ok">Every item SBECS asks is on file.</div>{{/if}}
<div class="foot">Prepared {{prepared}} from the seafarer's 201 file and the vessel's record.</div>
</body></html>`);

/** The pack as one PDF page: the sections in SBECS's order, each missing item in red and named again below. */
export async function sbecsHtml(db: Kysely<DB>, pack: SbecsPack, prepared: string): Promise<string> {
  const head = await letterhead(db);
  const sections: { name: string; lines: SbecsLine[] }[] = [];
  for (const l of pack.lines) {
    const last = sections.at(-1);
    if (last?.name === l.section) last.lines.push(l);
    else sections.push({ name: l.section, lines: [l] });
  }
  return template({ ...head, ...pack, sections, prepared });
}

/** Issue 31 §4: the SBECS pack of one deployment, rendered in the workers' Chromium and kept as a report. */
export const sbecsPackJob = defineJob({
  name: SBECS_JOB,
  schema: sbecsPackInput.extend({ requestedBy: z.number().int() }),
  title: () => 'SBECS processing pack',
  async handler(payload, job) {
    const pack = await sbecsPack(job.db, payload.crewId, payload.contractId);
    const html = await sbecsHtml(job.db, pack, formatDate(todayIn(job.clock(), job.timeZone)));
    const file = await saveFile(job.db, {
      bytes: await job.pdf.render(html),
      fileName: `sbecs_pack_${pack.crewName.replace(/[^A-Z0-9]+/gi, '_')}_signon_${pack.signOnNo}.pdf`,
      kind: 'report',
      uploadedBy: payload.requestedBy,
      readPermission: 'crew-change.read',
    });
    return { fileId: file.id, fileName: file.fileName, requestedBy: payload.requestedBy, crewId: payload.crewId };
  },
});
