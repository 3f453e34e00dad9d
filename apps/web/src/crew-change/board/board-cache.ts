import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getQueryKey } from '@trpc/react-query';
import { boardTopicVersion, type Topic } from '@crewing/domain';
import { trpc } from '../../shared/trpc';
import type { Board, BoardInput, BoardRow } from '../shared/api-types';
import { activeEmbarking } from '../shared/fields';

type Utils = ReturnType<typeof trpc.useUtils>;
/** The tRPC helpers and the query cache they write to. */
interface Cache {
  utils: Utils;
  queryClient: QueryClient;
}
/** A crew change and the stream version a push or a command's answer says it reached. */
export interface RowVersion {
  id: number;
  version: number;
}

const inputOf = (q: Query) => (q.queryKey[1] as { input?: BoardInput } | undefined)?.input;
const boards = (queryClient: QueryClient) =>
  queryClient.getQueryCache().findAll({ queryKey: getQueryKey(trpc.crewChange.board) });

/**
 * Whether a board holds exactly the rows of its scope, so a row can be patched in place and its
 * topic's version computed: a date or no-batch filter makes rows come and go, which only the
 * server decides (such a board is refetched instead).
 */
const patchable = (input: BoardInput | undefined): input is BoardInput =>
  !!input && !input.filterDate && !input.noBatch;

function inScope(input: BoardInput, row: BoardRow): boolean {
  return (
    (input.fleetId === undefined || row.fleetId === input.fleetId) &&
    (input.vesselId === undefined || row.vesselId === input.vesselId)
  );
}

/** A batch's embark date (the board's batch list) follows its members' active embark dates. */
const batchFacts = (r: BoardRow) =>
  r.batch ? `${r.batch.batchId}:${activeEmbarking(r)?.values.embark_date ?? ''}` : '';

/** Crew changes being read and patched now: the version asked for and the patch (one read for a push and a save). */
const reading = new Map<number, { version: number; done: Promise<void> }>();

/**
 * Brings crew changes named by a push or by the user's own command to the versions given
 * (issue 26 §6): the boards on screen read just those rows (`crewChange.rows`) and patch them in
 * place; a board that already holds a version is left alone (the editing browser hears its own
 * push); a board the patch cannot keep exact (a new row, a batch's date, a filtered board) is
 * refetched; boards not on screen are only marked stale.
 */
export async function patchBoardRows({ utils, queryClient }: Cache, changed: readonly RowVersion[]): Promise<void> {
  const all = boards(queryClient);
  const refetch = (q: Query, refetchType?: 'none') =>
    queryClient.invalidateQueries({ queryKey: q.queryKey, exact: true, ...(refetchType ? { refetchType } : {}) });
  const shown = all.filter((q) => q.getObserversCount() > 0 && q.state.data !== undefined);
  for (const q of all) if (!shown.includes(q)) void refetch(q, 'none');
  const direct = shown.filter((q) => patchable(inputOf(q)));
  await Promise.all(shown.filter((q) => !patchable(inputOf(q))).map((q) => refetch(q)));
  if (direct.length === 0) return;

  // Rows some board on screen lacks or holds at an older version; the others are already here.
  const stale = changed.filter(({ id, version }) =>
    direct.some((q) => {
      const row = (q.state.data as Board).rows.find((r) => r.crewChangeId === id);
      return row === undefined || row.version < version;
    }),
  );
  const pending = (r: RowVersion) => {
    const p = reading.get(r.id);
    return p && p.version >= r.version ? p.done : null;
  };
  const waiting = stale.flatMap((r) => pending(r) ?? []);
  const ask = stale.filter((r) => pending(r) === null);
  if (ask.length > 0) {
    const done = readAndPatch(utils, ask, direct, refetch);
    for (const r of ask) reading.set(r.id, { version: r.version, done });
    waiting.push(done.finally(() => ask.forEach((r) => reading.get(r.id)?.done === done && reading.delete(r.id))));
  }
  await Promise.all(waiting);
}

async function readAndPatch(
  utils: Utils,
  ask: readonly RowVersion[],
  direct: Query[],
  refetch: (q: Query) => Promise<void>,
): Promise<void> {
  const rows = await utils.client.crewChange.rows.query({ crewChangeIds: ask.map((r) => r.id) }).catch(() => null);
  // A read that failed (the connection, a fleet no longer seen) leaves the boards to a refetch.
  if (rows === null) {
    await Promise.all(direct.map(refetch));
    return;
  }
  const byId = new Map(rows.map((r) => [r.crewChangeId, r]));
  await Promise.all(
    direct.map((q) => {
      const input = inputOf(q)!;
      // The board as it stands now (a refetch may have landed while the rows were read).
      const board = q.state.data as Board;
      let redo = false;
      const next = board.rows.map((old) => {
        const row = byId.get(old.crewChangeId);
        if (!row || row.version <= old.version) return old;
        if (!inScope(input, row) || batchFacts(row) !== batchFacts(old)) redo = true;
        return row;
      });
      const held = new Set(board.rows.map((r) => r.crewChangeId));
      // A new crew change takes its place in the server's order (vessel, rank): refetched.
      if (rows.some((r) => !held.has(r.crewChangeId) && inScope(input, r))) redo = true;
      // Asked for but not answered: no longer seen by this user.
      if (ask.some((r) => held.has(r.id) && !byId.has(r.id))) redo = true;
      if (redo) return refetch(q);
      if (next.some((r, i) => r !== board.rows[i])) utils.crewChange.board.setData(input, { ...board, rows: next });
      return undefined;
    }),
  );
}

/**
 * A topic's version as the board loaded it, the same fingerprint the socket server answers a
 * join with (`boardTopicVersion`); null when the board does not hold the whole topic.
 */
export function loadedTopicVersion(input: BoardInput | null, board: Board | undefined, topic: Topic): string | null {
  if (!board || !patchable(input ?? undefined) || !input) return null;
  if (topic.kind === 'fleet') {
    if (input.vesselId !== undefined || (input.fleetId !== topic.id && !input.allVessels)) return null;
    return boardTopicVersion(board.rows.filter((r) => r.fleetId === topic.id).map(rowVersion));
  }
  // The fleet board with a vessel chosen holds that vessel's rows of the fleet: its whole topic.
  if (topic.kind === 'vessel' && input.vesselId === topic.id) return boardTopicVersion(board.rows.map(rowVersion));
  return null;
}

/** Patches crew changes into the boards on screen: `patch([{ id, version }])` (see patchBoardRows). */
export function useBoardPatch(): (changed: readonly RowVersion[]) => Promise<void> {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  return useMemo(() => (changed) => patchBoardRows({ utils, queryClient }, changed), [utils, queryClient]);
}

const rowVersion = (r: BoardRow) => ({ id: r.crewChangeId, version: r.version });
