import type { ICellRendererComp, ICellRendererParams } from 'ag-grid-community';
import type { Side } from '../shared/fields';
import type { CrewGridRow, GridRow } from './board-rows';
import type { GridContext } from './grid-context';
import {
  CHEVRON_ICON,
  CONTACT_ICON,
  DOTS_ICON,
  HOTEL_ICON,
  NEGATIVE_ICON,
  POSITIVE_ICON,
  UNTESTED_ICON,
  VACCINE_ICON,
} from './icons';

/**
 * Cell renderers as plain DOM (no React root per cell): the board scrolls through ~1000 rows and
 * each row has ~16 cells. Text goes in through textContent only.
 */
type Params = ICellRendererParams<GridRow, unknown, GridContext>;

/**
 * A vanilla ag-grid component (ag-grid-react takes a plain function for a React component; a
 * class with getGui is plain DOM). A refresh rebuilds the cell.
 */
function dom<P>(render: (p: P) => HTMLElement | string): new () => ICellRendererComp {
  return class implements ICellRendererComp {
    private gui: HTMLElement = document.createElement('span');
    init(p: ICellRendererParams) {
      const out = render(p as unknown as P);
      if (typeof out === 'string') this.gui.textContent = out;
      else this.gui = out;
    }
    getGui() {
      return this.gui;
    }
    refresh() {
      return false;
    }
  };
}

const crewRow = (p: Params): CrewGridRow | null => (p.data?.kind === 'crew' ? p.data : null);

function el(tag: string, className: string, text?: string): HTMLElement {
  const e = document.createElement(tag);
  e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

/** Parsed once per icon, then cloned: a scroll through the board creates many icons. */
const parsed = new Map<string, Node>();
function iconNode(svg: string): Node {
  let node = parsed.get(svg);
  if (!node) {
    const t = document.createElement('template');
    t.innerHTML = svg; // constant SVG markup from icons.ts
    node = t.content.firstChild!;
    parsed.set(svg, node);
  }
  return node.cloneNode(true);
}

function iconButton(className: string, icon: string, title: string, testId: string, onClick: () => void): HTMLElement {
  const b = el('button', `cc-icon-button ${className}`);
  b.setAttribute('type', 'button');
  b.title = title;
  b.setAttribute('aria-label', title);
  b.dataset['testid'] = testId;
  if (icon) b.append(iconNode(icon));
  b.addEventListener('click', onClick);
  return b;
}

function textOf(p: Params): string {
  return p.valueFormatted ?? (p.value === null || p.value === undefined ? '' : String(p.value));
}

function badge(kind: 'comments' | 'history', n: number): HTMLElement {
  const b = el('span', `cc-count cc-count-${kind}`, String(n));
  const what = kind === 'comments' ? 'comment' : 'change after the first entry';
  b.title = `${n} ${what}${n === 1 ? '' : 's'}${kind === 'history' ? ' (right-click: VIEW EDIT HISTORY)' : ''}`;
  b.dataset['testid'] = `count-${kind}`;
  return b;
}

/** A field's text with its comment and edit-history counts (counts['embarking.inn_id']). */
function fieldCell(p: Params & { side: Side; field: string }): HTMLElement {
  const r = crewRow(p);
  const cell = el('span', 'cc-cell');
  cell.append(el('span', 'cc-cell-text', textOf(p)));
  const counts = r?.main ? r.row.counts[`${p.side}.${p.field}`] : undefined;
  if (counts?.comments) cell.append(badge('comments', counts.comments));
  // Only a value changed after it was first entered is worth noticing; the full history stays on the right-click.
  if (counts?.edits) cell.append(badge('history', counts.edits));
  return cell;
}

/** A stamp shown on the row itself (not struck through): 'CANCELLED BY {name}', 'RANK CANCELLED BY {name}'. */
function stampTag(r: CrewGridRow, side: Side): HTMLElement | null {
  const text = r.row.rankCancelled
    ? `RANK CANCELLED BY ${r.row.rankCancelled.byName}`
    : side === 'embarking' && r.emb?.cancelled
      ? `CANCELLED BY ${r.emb.cancelled.byName}`
      : r.emb?.replacement
        ? 'REPLACEMENT'
        : null;
  if (!text) return null;
  const tag = el(
    'span',
    `cc-tag ${r.row.rankCancelled ? 'cc-tag-rank' : r.emb?.cancelled ? 'cc-tag-cancelled' : 'cc-tag-replacement'}`,
    text,
  );
  tag.dataset['testid'] = `stamp-${r.id}`;
  return tag;
}

/** NAME OF CREW with the vaccinated icon (View covid vaccine), the contact icon (Crew Contact Info) and its stamp. */
function nameCell(p: Params & { side: Side }): HTMLElement {
  const r = crewRow(p);
  const cell = el('span', 'cc-cell');
  cell.append(el('span', 'cc-cell-text', textOf(p)));
  const crew = p.side === 'embarking' ? r?.emb : r?.row.offSigner;
  if (r && crew?.vaccinated) {
    cell.append(
      iconButton('cc-vaccinated', VACCINE_ICON, 'Vaccinated: View covid vaccine', `vaccinated-${crew.crewId}`, () =>
        p.context.open({ type: 'vaccine', crew }),
      ),
    );
  }
  if (r && crew)
    cell.append(
      iconButton('', CONTACT_ICON, 'Crew Contact Info', `contact-${r.id}`, () =>
        p.context.open({ type: 'contact', crew }),
      ),
    );
  const tag = r ? stampTag(r, p.side) : null;
  if (!tag) return cell;
  // The stamp on a second line: the name keeps its width, and a block line keeps the stamp from the row's strike-through.
  const stack = el('span', 'cc-name-stack');
  const line = el('span', 'cc-name-stamp');
  line.append(tag);
  stack.append(cell, line);
  return stack;
}

const PCR_LOOK: Record<string, [string, string]> = {
  POSITIVE: ['cc-pcr-positive', POSITIVE_ICON],
  NEGATIVE: ['cc-pcr-negative', NEGATIVE_ICON],
  '': ['cc-pcr-none', UNTESTED_ICON],
};

/**
 * RT PCR TEST: the latest result as an icon; when the two tests differ (a positive first test, a
 * negative second) both, first then second, so the earlier positive is not hidden. Opens PCR Test Details.
 */
function pcrCell(p: Params): HTMLElement | string {
  const r = crewRow(p);
  if (!r?.emb) return '';
  const values = r.emb.values;
  const results = textOf(p).split(' / ');
  const title =
    results.length > 1
      ? `PCR Test Details: test 1 ${results[0]}, test 2 ${results[1]}`
      : `PCR Test Details: ${results[0] || 'Not Yet Tested'}`;
  const b = iconButton(
    results.length > 1 ? 'cc-pcr-both' : PCR_LOOK[results[0] ?? '']![0],
    '',
    title,
    `pcr-${r.id}`,
    () => p.context.open({ type: 'pcr', values }),
  );
  for (const result of results) {
    const [cls, icon] = PCR_LOOK[result] ?? PCR_LOOK['']!;
    const icons = el('span', cls);
    icons.dataset['result'] = result || 'NONE';
    icons.append(iconNode(icon));
    b.append(icons);
  }
  return b;
}

/** Disembarking QUARANTINE HOTEL: an icon opening Hotel Quarantine Details, then the hotel name. */
function hotelCell(p: Params): HTMLElement | string {
  const r = crewRow(p);
  if (!r?.row.disembarking) return '';
  const innId = r.row.disembarking.values.arrive_inn_id ?? null;
  const cell = el('span', 'cc-cell');
  cell.append(
    iconButton('', HOTEL_ICON, 'Hotel Quarantine Details', `hotel-${r.id}`, () =>
      p.context.open({ type: 'hotel', innId }),
    ),
  );
  cell.append(fieldCell({ ...p, side: 'disembarking', field: 'arrive_inn_id' }));
  return cell;
}

/** ACTION: Edit for users who may edit this side, on the row that edits; the planning actions (⋮) for planners. */
function actionCell(p: Params & { side: Side }): HTMLElement | string {
  const r = crewRow(p);
  const { actions } = p.context.access;
  const allowed = p.side === 'embarking' ? actions.editEmbarking : actions.editDisembarking;
  const hasRecord = p.side === 'embarking' ? !!r?.emb && r.emb.cancelled === null : !!r?.row.disembarking;
  if (!r?.main) return '';
  const crewChangeId = r.row.crewChangeId;
  const cell = el('span', 'cc-cell cc-action-cell');
  // A cancelled rank is read-only until it is retrieved.
  if (allowed && hasRecord && !r.row.rankCancelled) {
    const b = el('button', 'cc-edit-button', 'Edit');
    b.setAttribute('type', 'button');
    b.dataset['testid'] = `edit-${crewChangeId}`;
    b.addEventListener('click', () => p.context.open({ type: 'edit', side: p.side, crewChangeId }));
    cell.append(b);
  }
  if (actions.plan) {
    const menu = iconButton('cc-row-actions', DOTS_ICON, 'Crew change actions', `row-actions-${crewChangeId}`, () => {
      const box = menu.getBoundingClientRect();
      p.context.popup({ type: 'row', x: box.right, y: box.bottom, crewChangeId });
    });
    menu.setAttribute('aria-haspopup', 'menu');
    cell.append(menu);
  }
  return cell.childElementCount > 0 ? cell : '';
}

/** The full-width vessel row that heads each vessel's crew changes, with its dropdown (Generate Crew Embark Documents). */
function vesselHeader(p: Params): HTMLElement | string {
  if (p.data?.kind !== 'vessel') return '';
  const v = p.data;
  const row = el('div', 'cc-vessel-header');
  // A full-width row holds no grid cell of its own: this one is its cell (a row may hold cells only).
  row.setAttribute('role', 'gridcell');
  row.dataset['testid'] = `vessel-header-${v.vesselId}`;
  row.append(
    el('span', '', v.vesselName),
    el('span', 'cc-vessel-count', `${v.count} crew change${v.count === 1 ? '' : 's'}`),
  );
  const menu = el('button', 'cc-vessel-menu');
  menu.setAttribute('type', 'button');
  menu.setAttribute('aria-haspopup', 'menu');
  menu.title = `${v.vesselName}: documents`;
  menu.dataset['testid'] = `embark-docs-${v.vesselId}`;
  menu.append(el('span', '', 'Documents'), iconNode(CHEVRON_ICON));
  menu.addEventListener('click', () => {
    const box = menu.getBoundingClientRect();
    p.context.popup({ type: 'vessel', x: box.left, y: box.bottom, vesselId: v.vesselId });
  });
  row.append(menu);
  return row;
}

export const FieldCell = dom(fieldCell);
export const NameCell = dom(nameCell);
export const PcrCell = dom(pcrCell);
export const HotelCell = dom(hotelCell);
export const ActionCell = dom(actionCell);
export const VesselHeader = dom(vesselHeader);
