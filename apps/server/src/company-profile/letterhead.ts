import Handlebars from 'handlebars';
import type { Letterhead } from './query.js';

const block = Handlebars.create()
  .compile(`<div style="display:flex;gap:8px;align-items:center;border-bottom:2px solid #1c3d6e;padding-bottom:4px;margin-bottom:8px;font-family:Arial,Helvetica,sans-serif">
{{#if logo}}<img src="{{logo}}" alt="" style="max-height:36px;max-width:120px">{{/if}}
<div style="flex:1"><div style="font-size:13px;font-weight:bold;color:#1c3d6e">{{name}}</div><div style="font-size:8.5px;color:#444">{{address}}</div></div>
<div style="font-size:8.5px;color:#444;text-align:right">{{licenceNo}}</div></div>`);

/**
 * The company header of a printed document (issue 25) as escaped HTML, for the templates that
 * have no header of their own design (staff sheets and list, debriefing, checklist): logo, name,
 * address and DMW licence from the company profile. Include it with a triple-stash {{{company}}}.
 */
export function letterheadHtml(l: Letterhead): string {
  return block(l);
}
