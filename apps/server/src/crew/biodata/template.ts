import Handlebars from 'handlebars';
import type { BiodataView } from './view.js';

/** A table of the sheet (documents, trainings, experience): a title bar, headers, rows. */
const TABLE = `<table class="grid {{kind}}">{{#if title}}<caption>{{title}}</caption>{{/if}}
<thead><tr>{{#each columns}}<th>{{this}}</th>{{/each}}</tr></thead>
<tbody>{{#each rows}}<tr class="{{#if warn}}warn{{/if}}">{{#each cells}}<td>{{this}}</td>{{/each}}</tr>{{/each}}</tbody></table>`;
const FACTS = `<table class="facts">{{#each this}}<tr><th>{{label}}</th><td>{{value}}</td></tr>{{/each}}</table>`;

const hb = Handlebars.create();
hb.registerPartial('grid', TABLE);
hb.registerPartial('facts', FACTS);

const STYLE = `
  * { box-sizing: border-box; }
  /* A few px inside the page: Chromium clips the last pixel of a full-width box at the right margin. */
  body { font-family: Arial, Helvetica, sans-serif; font-size: 9px; color: #111; margin: 0 3px; }
  .head { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid #1c3d6e; padding-bottom: 4px; }
  .company { font-size: 16px; font-weight: bold; color: #1c3d6e; letter-spacing: .5px; }
  .brand { display: flex; gap: 8px; align-items: center; } .brand img { max-height: 40px; max-width: 120px; }
  .licence { font-size: 8px; color: #444; }
  .title { font-size: 12px; font-weight: bold; letter-spacing: 2px; margin-top: 2px; }
  .date { font-size: 9px; text-align: right; }
  .prepared { display: flex; gap: 14px; margin: 4px 0 6px; font-size: 8.5px; color: #333; flex-wrap: wrap; }
  .prepared b { color: #111; }
  h2 { font-size: 9.5px; background: #1c3d6e; color: #fff; margin: 8px 0 3px; padding: 2px 5px; letter-spacing: .5px; break-after: avoid; }
  .name { font-size: 15px; font-weight: bold; padding: 2px 0 0; }
  .exp { display: flex; gap: 6px; }
  .exp div { flex: 1; border: 1px solid #9aa8bd; padding: 3px 5px; }
  .exp span { display: block; font-size: 8px; color: #444; }
  .exp b { font-size: 11px; }
  .row { display: flex; gap: 10px; align-items: flex-start; }
  .grow { flex: 1; }
  .photo { width: 1.2in; height: 1.45in; flex-shrink: 0; border: 1px solid #999; display: flex; align-items: center; justify-content: center; color: #777; overflow: hidden; }
  .photo img { width: 100%; height: 100%; object-fit: cover; }
  table { border-collapse: collapse; width: 100%; }
  .facts th { text-align: left; width: 38%; font-weight: normal; color: #444; padding: 1.5px 4px; border-bottom: 1px solid #e2e6ee; }
  .facts td { font-weight: bold; padding: 1.5px 4px; border-bottom: 1px solid #e2e6ee; }
  .grid { margin-bottom: 4px; break-inside: auto; }
  .grid caption { text-align: left; font-weight: bold; font-size: 8.5px; padding: 2px 0; color: #1c3d6e; }
  .grid th, .grid td { border: 1px solid #9aa8bd; padding: 1.5px 3px; text-align: left; vertical-align: top; }
  .grid th { background: #e8edf5; font-size: 8px; }
  .grid tr { break-inside: avoid; }
  .documents, .trainings { table-layout: fixed; }
  .documents th:nth-child(1) { width: 34%; } .documents th:nth-child(2) { width: 17%; }
  .documents th:nth-child(3), .documents th:nth-child(4) { width: 13%; }
  .trainings th:nth-child(1) { width: 40%; } .trainings th:nth-child(2) { width: 17%; } .trainings th:nth-child(3) { width: 13%; }
  .grid tr.warn td { color: #a00; font-weight: bold; }
  .small .grid th, .small .grid td { font-size: 7.5px; padding: 1px 2px; }
  .pair { display: flex; gap: 8px; }
  .pair > * { flex: 1; min-width: 0; }
  .legend { columns: 3; column-gap: 10px; font-size: 8px; }
  .legend div { break-inside: avoid; }
  .note { font-size: 8px; color: #a00; margin: 2px 0; }
`;

/** 000 §2 Crew Biodata, the twelve sections in order; `photo` is the crew image as a data URL. */
const template = hb.compile(`<!doctype html>
<html><head><meta charset="utf-8"><title>{{header.title}} — {{name}}</title><style>${STYLE}</style></head><body>
<section class="head"><div class="brand">{{#if logo}}<img src="{{logo}}" alt="">{{/if}}<div><div class="company">{{header.company}}</div>{{#if header.licenceNo}}<div class="licence">{{header.licenceNo}}</div>{{/if}}<div class="title">{{header.title}}</div></div></div>
<div class="date">DATE: <b>{{header.date}}</b></div></section>
<div class="prepared">{{#each header.preparedFor}}<span>{{label}}: <b>{{value}}</b></span>{{/each}}</div>
<h2>{{sections.[1]}}</h2><div class="name">{{name}}</div>
<h2>{{sections.[2]}}</h2><div class="exp">{{#each experience}}<div><span>{{label}}</span><b>{{value}}</b></div>{{/each}}</div>
<div class="row"><div class="grow"><h2>{{sections.[3]}}</h2>{{> facts identity}}</div>
<div><h2>{{sections.[4]}}</h2><div class="row"><div class="photo">{{#if photo}}<img src="{{photo}}" alt="Crew image">{{else}}NO IMAGE{{/if}}</div>
<div style="width:2.3in">{{> facts categories}}</div></div></div></div>
<h2>{{sections.[5]}}</h2><div class="pair">{{#each personalColumns}}<div>{{> facts this}}</div>{{/each}}</div>
<div class="pair"><div><h2>{{sections.[6]}}</h2>{{> facts medical}}</div><div><h2>{{sections.[7]}}</h2>{{#with education}}{{> grid title=""}}{{/with}}</div></div>
<h2>{{sections.[8]}}</h2>{{#if header.contractEnd}}<div class="note">Marked red: expires before the contract ends ({{header.contractEnd}}).</div>{{/if}}
{{#each documents}}{{> grid}}{{/each}}
<h2>{{sections.[9]}}</h2>{{#each trainings}}{{> grid}}{{/each}}
<h2>{{sections.[10]}}</h2><div class="small">{{#with seabased}}{{> grid title=""}}{{/with}}</div>
<h2>{{sections.[11]}}</h2><div class="legend">{{#each legend}}<div><b>{{code}}</b> — {{name}}</div>{{/each}}</div>
</body></html>`);

/** `logo`: the company profile's logo as a data URL (issue 25). */
export function biodataHtml(view: BiodataView, photo: string | null, logo: string | null = null): string {
  // Personal data in two columns of six (000 §2 item 6 lists twelve).
  const half = Math.ceil(view.personal.length / 2);
  return template({ ...view, photo, logo, personalColumns: [view.personal.slice(0, half), view.personal.slice(half)] });
}
