import Handlebars from 'handlebars';
import type { Letterhead } from '../../company-profile/query.js';

/** What every table report shows: a company header, its title and filters, the table, totals. */
export interface TableDoc {
  title: string;
  /** Lines under the title (period, filters, generated at). */
  subtitle: string[];
  columns: { label: string; align?: 'right' | 'center'; nowrap?: boolean }[];
  rows: (string | number)[][];
  /** A closing line of totals (e.g. "Total: 12 crew"). */
  totals?: string[];
  /** Under the table: signatory blocks (POEA). */
  signatures?: { label: string; name: string; title: string }[];
  landscape?: boolean;
  /** Many columns (the embark requirements grid): a smaller type. */
  compact?: boolean;
  /** The company profile's header (issue 25: Settings › Company Profile). */
  company: Letterhead;
}

// Handlebars escapes every {{value}}: a crew name with <, & or quotes prints as text.
const layout = Handlebars.compile(`<!doctype html>
<html><head><meta charset="utf-8"><style>
  @page { size: A4 {{#if landscape}}landscape{{else}}portrait{{/if}}; }
  body { font-family: Arial, Helvetica, sans-serif; font-size: 9.5px; color: #111; margin: 0; }
  .company { display: flex; justify-content: space-between; border-bottom: 2px solid #1c3d6e; padding-bottom: 4px; margin-bottom: 8px; }
  .company .name { font-size: 13px; font-weight: bold; color: #1c3d6e; }
  .company .meta { text-align: right; color: #444; font-size: 8.5px; }
  .company .brand { display: flex; gap: 8px; align-items: center; }
  .company img { max-height: 36px; max-width: 120px; }
  h1 { font-size: 14px; margin: 0 0 2px; }
  .sub { color: #444; margin-bottom: 8px; }
  table { width: 100%; border-collapse: collapse; }
  thead { display: table-header-group; }
  tr { page-break-inside: avoid; }
  th, td { border: 1px solid #999; padding: 3px 4px; text-align: left; vertical-align: top; }
  th { background: #1c3d6e; color: #fff; font-weight: bold; }
  td.right, th.right { text-align: right; }
  td.center, th.center { text-align: center; }
  td.nowrap { white-space: nowrap; }
  tr:nth-child(even) td { background: #f1f4f9; }
  .totals { margin-top: 6px; font-weight: bold; }
  .empty { text-align: center; color: #666; padding: 10px; }
  .signatures { display: flex; gap: 60px; margin-top: 36px; page-break-inside: avoid; }
  .signature { min-width: 200px; }
  .signature .line { border-top: 1px solid #111; margin-top: 30px; padding-top: 2px; font-weight: bold; }
  {{#if compact}}body { font-size: 7px; } th, td { padding: 2px 2px; }{{/if}}
</style></head><body>
<div class="company"><div class="brand">{{#if company.logo}}<img src="{{company.logo}}" alt="">{{/if}}<div><div class="name">{{company.name}}</div><div>{{company.address}}</div></div></div>
<div class="meta">{{company.licenceNo}}</div></div>
<h1>{{title}}</h1>
{{#each subtitle}}<div class="sub">{{this}}</div>{{/each}}
<table><thead><tr>{{#each columns}}<th class="{{align}}">{{label}}</th>{{/each}}</tr></thead>
<tbody>{{#each cells}}<tr>{{#each this}}<td class="{{align}}">{{value}}</td>{{/each}}</tr>{{else}}<tr><td class="empty" colspan="{{columns.length}}">No records found</td></tr>{{/each}}</tbody></table>
{{#each totals}}<div class="totals">{{this}}</div>{{/each}}
{{#if signatures}}<div class="signatures">{{#each signatures}}<div class="signature"><div>{{label}}</div><div class="line">{{name}}</div><div>{{title}}</div></div>{{/each}}</div>{{/if}}
</body></html>`);

export function tableHtml(doc: TableDoc): string {
  const cells = doc.rows.map((row) =>
    row.map((value, i) => {
      const c = doc.columns[i];
      return {
        value: value === null || value === undefined ? '' : String(value),
        align: [c?.align ?? '', c?.nowrap ? 'nowrap' : ''].join(' ').trim(),
      };
    }),
  );
  return layout({ ...doc, cells, landscape: doc.landscape ?? false, compact: doc.compact ?? false });
}
