import Handlebars from 'handlebars';
import { z } from 'zod';
import { DEPARTMENTS, POSITIONS, formatInZone, todayIn } from '@crewing/domain';
import { defineJob } from '../platform/jobs/definition.js';
import { saveFile } from '../platform/files/store.js';
import { fullName } from '../platform/auth/sessions.js';
import { letterhead } from '../company-profile/query.js';
import { letterheadHtml } from '../company-profile/letterhead.js';

const template = Handlebars.compile(`<!doctype html>
<html><head><meta charset="utf-8"><style>
  body { font-family: Arial, Helvetica, sans-serif; font-size: 10px; color: #111; }
  h1 { font-size: 15px; margin: 0 0 2px; }
  .sub { color: #555; margin-bottom: 10px; }
  table { width: 100%; border-collapse: collapse; }
  th, td { border: 1px solid #999; padding: 3px 5px; text-align: left; }
  th { background: #1c3d6e; color: #fff; }
  tr:nth-child(even) td { background: #f1f4f9; }
  .inactive { color: #a00; font-weight: bold; }
</style></head><body>
{{{letterhead}}}
<h1>STAFF DB</h1>
<div class="sub">Generated {{generated}} · {{count}} staff · status {{statusLabel}}</div>
<table><thead><tr><th>#</th><th>Employee ID</th><th>Full Name</th><th>Email</th><th>Department</th><th>Positions</th><th>Status</th></tr></thead>
<tbody>{{#each rows}}<tr><td>{{no}}</td><td>{{employeeId}}</td><td>{{name}}</td><td>{{email}}</td><td>{{department}}</td><td>{{positions}}</td>
<td class="{{#unless active}}inactive{{/unless}}">{{#if active}}ACTIVE{{else}}INACTIVE{{/if}}</td></tr>{{/each}}</tbody></table>
</body></html>`);

/** Renders the staff list to PDF in Chromium and keeps it in the files store. */
export const staffListReportJob = defineJob({
  name: 'staff-list-report',
  schema: z.object({ requestedBy: z.number().int(), status: z.union([z.literal(0), z.literal(1)]).optional() }),
  async handler(payload, job) {
    let q = job.db.selectFrom('users').selectAll().orderBy('last_name').orderBy('first_name');
    if (payload.status !== undefined) q = q.where('status', '=', payload.status);
    const users = await q.execute();
    const now = job.clock();
    const html = template({
      letterhead: letterheadHtml(await letterhead(job.db)),
      generated: formatInZone(now, job.timeZone),
      count: users.length,
      statusLabel: payload.status === undefined ? 'ALL' : payload.status === 1 ? 'ACTIVE' : 'INACTIVE',
      rows: users.map((u, i) => ({
        no: i + 1,
        employeeId: u.employee_id,
        name: fullName(u),
        email: u.vmc_email ?? u.email ?? '',
        department: DEPARTMENTS.find((d) => d.id === u.department_id)?.code ?? '',
        positions: u.position_ids.map((p) => POSITIONS.find((x) => x.id === p)?.short_name ?? p).join(', '),
        active: u.status === 1,
      })),
    });
    const pdf = await job.pdf.render(html, { landscape: true });
    const file = await saveFile(job.db, {
      bytes: pdf,
      fileName: `staff-list_${todayIn(now, job.timeZone)}.pdf`,
      kind: 'report',
      uploadedBy: payload.requestedBy,
      // Its requester downloads it, and whoever may run it (reports.staffList).
      readPermission: 'users.read',
    });
    job.logger.info({ job: 'staff-list-report', fileId: file.id, rows: users.length }, 'report rendered');
    return { fileId: file.id, fileName: file.fileName };
  },
});
