import { sql, type Selectable } from 'kysely';
import type { CrewChangeCommentsTable } from './tables.js';
import { writeRows, type AnyTrx, type Change, type Projection, type StoredEvent } from '@crewing/events';
import {
  activeEmbarking,
  crewChangeStream,
  evolveCrewChange,
  topics,
  initialCrewChangeState,
  type BoardPush,
  type CrewChangeEvent,
  type CrewChangeState,
  type VesselBatchesEvent,
} from '@crewing/domain';
import { inlineProjection } from '../platform/db/typed-projection.js';

export const CREW_CHANGE_EVENTS = [
  'CrewChangePlanned',
  'RelieverAdded',
  'PrimaryRelieverSet',
  'EmbarkingOpened',
  'EmbarkingReassigned',
  'EmbarkingCancelled',
  'RankCancelled',
  'RankRetrieved',
  'EmbarkingDetailsUpdated',
  'DisembarkingDetailsUpdated',
  'DateConfirmed',
  'DateConfirmationUndone',
  'DisembarkBatchAssigned',
  'CrewChangeCommentAdded',
  'CrewChangeCommentEdited',
  'CrewChangeCommentDeleted',
  // Issue 30 §2: proposals to the principal ride on the row's state (the vessel plan and line-up show them).
  'CandidateProposed',
  'ProposalAnswered',
  // Issue 29 §2: "I have read this" from his portal (the board's READ BY CREW column).
  'CrewChangeAcknowledged',
] as const satisfies readonly CrewChangeEvent['type'][];

/**
 * Per cell: h = edit-history entries (the first entry of a value included: 'VIEW EDIT HISTORY'),
 * e = edits of a value already entered (the badge a user should notice), c = comment count. Kept
 * on the row so a board load reads one table.
 */
export type CellCounts = Record<string, { h?: number; e?: number; c?: number }>;

const entered = (v: unknown) => v !== null && v !== undefined && v !== '';

function countCells(counts: CellCounts, e: CrewChangeEvent): void {
  const bump = (key: string, k: 'h' | 'e' | 'c', by: number) => {
    const cell = (counts[key] ??= {});
    cell[k] = Math.max((cell[k] ?? 0) + by, 0);
  };
  // A replacement starts a new embarking record: its cells start with no history of their own.
  if (e.type === 'EmbarkingOpened' && e.data.replacement) {
    for (const [key, cell] of Object.entries(counts)) {
      if (!key.startsWith('embarking.')) continue;
      delete cell.h;
      delete cell.e;
    }
  }
  if (e.type === 'EmbarkingDetailsUpdated' || e.type === 'DisembarkingDetailsUpdated') {
    const side = e.type === 'EmbarkingDetailsUpdated' ? 'embarking' : 'disembarking';
    const previous = e.data.previous as Record<string, unknown>;
    for (const f of Object.keys(e.data.changes)) {
      bump(`${side}.${f}`, 'h', 1);
      if (entered(previous[f])) bump(`${side}.${f}`, 'e', 1);
    }
  }
  if (e.type === 'CrewChangeCommentAdded') bump(`${e.data.side}.${e.data.field}`, 'c', 1);
  if (e.type === 'CrewChangeCommentDeleted') bump(`${e.data.side}.${e.data.field}`, 'c', -1);
}

/** A row's push names it and its new version: a viewer patches that row in place (issue 26 §6). */
function boardTopics(vesselId: number, fleetId: number | null, crewChangeId: number, version: number): Change[] {
  const payload: BoardPush = { crewChangeIds: [crewChangeId], versions: [version] };
  return [
    { topic: topics.vessel(vesselId), payload },
    ...(fleetId !== null ? [{ topic: topics.fleet(fleetId), payload }] : []),
  ];
}

/** Issue 29: each crew this crew change embarks (or did) hears of it in his portal; the push names nothing. */
const seafarerTopics = (state: CrewChangeState): Change[] =>
  [...new Set(state.embarkings.map((e) => e.crewId))].map((crewId) => ({ topic: topics.seafarer(crewId) }));

/** Every column of a board row but its id and its creation time: what a fold rewrites. */
const BOARD_UPDATED = [
  'version',
  'vessel_id',
  'fleet_id',
  'rank_id',
  'off_signer_crew_id',
  'state',
  'counts',
  'embark_date',
  'disembark_date',
  'arrive_manila',
  'batch_id',
  'batch_number',
  'rank_cancelled',
  'updated_at',
];

type Folded = { state: CrewChangeState; counts: CellCounts; version: number; at: Date; created: Date | null };
const boardIdOf = (e: StoredEvent) => crewChangeStream.numberOf(e.streamId)!;

/** The rows of these crew changes on file, as the fold's states (their version and time come from the events). */
async function loadFolded(trx: AnyTrx, ids: readonly number[], into: Map<number, Folded>): Promise<void> {
  if (ids.length === 0) return;
  const existing = await trx
    .selectFrom('crew_change_board')
    .select(['id', 'state', 'counts'])
    .where('id', 'in', [...ids])
    .execute();
  const parse = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  for (const r of existing)
    into.set(r.id, { state: parse(r.state), counts: parse(r.counts), version: 0, at: new Date(0), created: null });
}

/** Folds the events into the states in memory (a crew change not there is new: its first event creates it). */
function foldEvents(states: Map<number, Folded>, events: readonly StoredEvent[]) {
  for (const e of events) {
    const id = boardIdOf(e);
    const cur = states.get(id) ?? {
      state: initialCrewChangeState(),
      counts: {},
      version: 0,
      at: e.recordedAt,
      created: e.recordedAt,
    };
    const event = { type: e.type, data: e.data } as CrewChangeEvent;
    countCells(cur.counts, event);
    cur.state = evolveCrewChange(cur.state, event);
    cur.version = e.streamVersion;
    cur.at = e.recordedAt;
    states.set(id, cur);
  }
}

/** The board rows of these states, written in one statement per 2,000 rows (a single parameter each). */
async function writeFolded(trx: AnyTrx, states: Iterable<[number, Folded]>) {
  const rows = [...states].map(([id, { state, counts, version, at, created }]) => {
    const active = activeEmbarking(state);
    return {
      id,
      version,
      vessel_id: state.vesselId,
      fleet_id: state.fleetId,
      rank_id: state.rankId,
      off_signer_crew_id: state.offSignerCrewId,
      state,
      counts,
      embark_date: active?.values.embark_date ?? null,
      disembark_date: state.disembarking.values.disembark_date ?? null,
      arrive_manila: state.disembarking.values.arrive_manila ?? null,
      batch_id: state.batch?.batchId ?? null,
      batch_number: state.batch?.batchNumber ?? null,
      rank_cancelled: state.rankCancelled !== null,
      updated_at: at,
      // A row on file keeps its own (not in BOARD_UPDATED): this one is written on its first event only.
      created_at: created,
    };
  });
  for (let i = 0; i < rows.length; i += 2000)
    await writeRows(trx, 'crew_change_board', rows.slice(i, i + 2000), { key: ['id'], update: BOARD_UPDATED });
  return rows;
}

/**
 * Inline: the board row is the crew change's folded state (the domain's own evolve), so the
 * board shows exactly what the decider decides on; the editing user reads it back at once and
 * the push goes out after the commit.
 */
export const crewChangeBoardProjection: Projection = {
  name: 'crew-change-board',
  mode: 'inline',
  eventTypes: CREW_CHANGE_EVENTS,
  tables: ['crew_change_board'],
  apply(trx: AnyTrx, stored: StoredEvent) {
    return crewChangeBoardProjection.applyBatch!(trx, [stored]);
  },
  /** Loads the touched rows once, folds every event in memory, writes each row once. */
  async applyBatch(trx: AnyTrx, events: readonly StoredEvent[]) {
    const states = new Map<number, Folded>();
    await loadFolded(trx, [...new Set(events.map(boardIdOf))], states);
    foldEvents(states, events);
    const rows = await writeFolded(trx, states);
    return rows.flatMap((r) => [...boardTopics(r.vessel_id, r.fleet_id, r.id, r.version), ...seafarerTopics(r.state)]);
  },
};

/** A comment row as the table holds it (the fold keeps a page's rows in memory). */
type CommentRow = Selectable<CrewChangeCommentsTable>;

/**
 * Inline: a comment added or removed moves its cell's count by one at once (001 §4). Folded in
 * memory: the touched comments and counts are read once, every event applied in order (a count
 * never goes below 0 at any step, as one by one), each row written once.
 */
export const crewChangeCommentsProjection: Projection = {
  name: 'crew-change-comments',
  mode: 'inline',
  eventTypes: ['CrewChangeCommentAdded', 'CrewChangeCommentEdited', 'CrewChangeCommentDeleted'],
  tables: ['crew_change_comments', 'comment_counts'],
  apply(trx: AnyTrx, stored: StoredEvent) {
    return crewChangeCommentsProjection.applyBatch!(trx, [stored]);
  },
  async applyBatch(trx: AnyTrx, events: readonly StoredEvent[]) {
    const typed = events.map((stored) => ({ stored, e: { type: stored.type, data: stored.data } as CrewChangeEvent }));
    const added = new Set(typed.flatMap(({ e }) => (e.type === 'CrewChangeCommentAdded' ? [e.data.commentId] : [])));
    const elsewhere = [
      ...new Set(
        typed.flatMap(({ e }) =>
          (e.type === 'CrewChangeCommentEdited' || e.type === 'CrewChangeCommentDeleted') &&
          !added.has(e.data.commentId)
            ? [e.data.commentId]
            : [],
        ),
      ),
    ];
    const countKey = (streamId: string, side: string, field: string) => `${streamId}\u0000${side}.${field}`;
    const cells = [
      ...new Set(
        typed.flatMap(({ stored, e }) =>
          e.type === 'CrewChangeCommentAdded' || e.type === 'CrewChangeCommentDeleted'
            ? [countKey(stored.streamId, e.data.side, e.data.field)]
            : [],
        ),
      ),
    ];
    const comments = new Map<string, CommentRow>();
    const dirty = new Set<string>();
    if (elsewhere.length > 0) {
      for (const r of (await trx
        .selectFrom('crew_change_comments')
        .selectAll()
        .where('id', 'in', elsewhere)
        .execute()) as CommentRow[])
        comments.set(r.id, r);
    }
    const counts = new Map<string, number>();
    if (cells.length > 0) {
      const keys = cells.map((k) => k.split('\u0000') as [string, string]);
      const existing = await sql<{ stream_id: string; field: string; comment_count: number }>`
        select c.stream_id, c.field, c.comment_count from comment_counts c
          join unnest(${sql.val(keys.map((k) => k[0]))}::text[], ${sql.val(keys.map((k) => k[1]))}::text[]) as k(stream_id, field)
            on c.stream_id = k.stream_id and c.field = k.field`.execute(trx);
      for (const r of existing.rows) counts.set(`${r.stream_id}\u0000${r.field}`, r.comment_count);
    }
    const bump = (key: string, by: number) => counts.set(key, Math.max((counts.get(key) ?? 0) + by, 0));
    for (const { stored, e } of typed) {
      const m = stored.metadata;
      switch (e.type) {
        case 'CrewChangeCommentAdded': {
          const d = e.data;
          comments.set(d.commentId, {
            id: d.commentId,
            crew_change_id: crewChangeStream.numberOf(stored.streamId)!,
            side: d.side,
            field: d.field,
            comment: d.comment,
            file_id: d.fileId,
            author_id: d.byId,
            author_name: d.byName,
            device: m.device,
            browser: m.browser,
            os: m.os,
            ip: m.ip,
            created_at: stored.recordedAt,
            updated_at: stored.recordedAt,
            deleted_at: null,
          });
          dirty.add(d.commentId);
          bump(countKey(stored.streamId, d.side, d.field), 1);
          break;
        }
        case 'CrewChangeCommentEdited': {
          const c = comments.get(e.data.commentId);
          if (c) {
            Object.assign(c, { comment: e.data.comment, updated_at: stored.recordedAt });
            dirty.add(c.id);
          }
          break;
        }
        case 'CrewChangeCommentDeleted': {
          const c = comments.get(e.data.commentId);
          if (c) {
            c.deleted_at = stored.recordedAt;
            dirty.add(c.id);
          }
          bump(countKey(stored.streamId, e.data.side, e.data.field), -1);
          break;
        }
        default:
          break;
      }
    }
    const rows = [...dirty].map((id) => comments.get(id)!);
    await writeRows(trx, 'crew_change_comments', rows, {
      key: ['id'],
      update: ['comment', 'updated_at', 'deleted_at'],
    });
    const countRows = [...counts.entries()].map(([k, comment_count]) => {
      const [stream_id, field] = k.split('\u0000') as [string, string];
      return { stream_id, field, comment_count };
    });
    await writeRows(trx, 'comment_counts', countRows, { key: ['stream_id', 'field'], update: ['comment_count'] });
  },
};

export const disembarkBatchesProjection = inlineProjection<VesselBatchesEvent>({
  name: 'disembark-batches',
  eventTypes: ['DisembarkBatchOpened'],
  tables: ['disembark_batches'],
  async apply(trx, e, stored) {
    await trx
      .insertInto('disembark_batches')
      .values({
        id: e.data.batchId,
        vessel_id: e.data.vesselId,
        batch_number: e.data.batchNumber,
        created_at: stored.recordedAt,
      })
      .execute();
  },
});
