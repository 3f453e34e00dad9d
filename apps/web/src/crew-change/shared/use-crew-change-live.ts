import { parseTopic, type BoardPush } from '@crewing/domain';
import { useEffect, useRef } from 'react';
import { useChanges, useTopic } from '../../shared/realtime';
import { trpc } from '../../shared/trpc';
import { useBoardPatch, type RowVersion } from '../board/board-cache';

/** Pushes for a fleet or vessel arrive one per crew change; a burst becomes one read. */
const COALESCE_MS = 80;

/** The rows and versions a board push names; none for a push that names no row (a batch opened, a vessel renamed). */
function rowsOf(payload: unknown): RowVersion[] {
  const p = payload as Partial<BoardPush> | undefined;
  const ids = Array.isArray(p?.crewChangeIds) ? p.crewChangeIds : [];
  const versions = Array.isArray(p?.versions) ? p.versions : [];
  return ids.flatMap((id, i) => (typeof versions[i] === 'number' ? [{ id, version: versions[i] }] : []));
}

/**
 * Keeps crew change reads live (issue 26 §6). A push naming crew changes and their versions
 * patches those rows into the boards on screen (`crewChange.rows`), unless they already hold
 * them (the editing browser's own push); a push naming none refetches the boards. The overdue
 * and no-batch lists and the open history and comment lists of the named rows are refetched.
 * A (re)joined topic refetches only when the version the server answers differs from what was
 * loaded (`loadedVersion`; null: unknown, so refetch), so a browser that was offline shows what
 * a fresh load shows and a first render reads the board once.
 */
export function useCrewChangeLive(topic: string | null, loaded: () => boolean, loadedVersion?: () => string | null) {
  const utils = trpc.useUtils();
  const patch = useBoardPatch();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const burst = useRef<{ rows: Map<number, number>; boards: boolean }>({ rows: new Map(), boards: false });
  // Reassigned each render: the flush uses this render's helpers.
  const flush = useRef(() => undefined as void);
  flush.current = () => {
    const { rows, boards } = burst.current;
    burst.current = { rows: new Map(), boards: false };
    if (boards) void utils.crewChange.board.invalidate();
    else if (rows.size > 0) void patch([...rows].map(([id, version]) => ({ id, version })));
    void utils.crewChange.overdue.invalidate();
    void utils.crewChange.noBatch.invalidate();
  };
  const schedule = useRef((rows: readonly RowVersion[]) => {
    if (rows.length === 0) burst.current.boards = true;
    for (const r of rows) burst.current.rows.set(r.id, Math.max(r.version, burst.current.rows.get(r.id) ?? 0));
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      flush.current();
    }, COALESCE_MS);
  });
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  // A join answered before the first load arrived is checked once it has (the load may predate the join).
  const early = useRef<{ version: string | undefined } | null>(null);
  const check = (version: string | undefined) => {
    if (version === undefined || version !== loadedVersion?.()) schedule.current([]);
  };
  useTopic(topic, (version) => {
    if (loaded()) check(version);
    else if (loadedVersion) early.current = { version };
  });
  useEffect(() => {
    if (!early.current || !loaded()) return;
    const { version } = early.current;
    early.current = null;
    check(version);
  });
  useChanges((c) => {
    const t = parseTopic(c.topic);
    if (t?.kind !== 'fleet' && t?.kind !== 'vessel') return;
    const rows = rowsOf(c.payload);
    schedule.current(rows);
    for (const { id: crewChangeId } of rows) {
      void utils.crewChange.history.invalidate({ crewChangeId });
      void utils.crewChange.comments.invalidate({ crewChangeId });
    }
  });
}
