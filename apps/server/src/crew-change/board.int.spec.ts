import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { sql } from 'kysely';
import { io as connect } from 'socket.io-client';
import { seededFile } from '../testing/seeded-file.js';
import { codeOf } from '../testing/actors.js';
import { HttpClient, startApp } from '../testing/http.js';
import type { App } from '../app.js';
import { boardTopicVersion } from '@crewing/domain';
import type { BoardRow } from './dto.js';

const file = seededFile();
const { as } = file;

/** A crew change's row as the board builds it, by id: whether or not the live board's window still shows it. */
async function row(crewChangeId: number): Promise<BoardRow> {
  const [r] = await (await as('ops')).crewChange.rows({ crewChangeIds: [crewChangeId] });
  return r!;
}
async function fleetOf(id: number) {
  return (
    await file.services.db
      .selectFrom('crew_change_board')
      .select('fleet_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).fleet_id;
}
/**
 * A seeded crew change still only planned: an off-signer, a reliever, no details yet. On a bulk
 * fleet, which every persona here sees (001 §2.1: `crewing` and `aib` work for the bulk fleets).
 */
async function plannedOnes(n: number) {
  const rows = await file.services.db
    .selectFrom('crew_change_board')
    .select(['id', 'vessel_id', 'version'])
    .where('fleet_id', 'in', (eb) => eb.selectFrom('fleets').select('id').where('vessel_type_id', '=', 2))
    .where('version', '=', 2)
    .where('off_signer_crew_id', 'is not', null)
    .where(sql<boolean>`jsonb_array_length(state->'embarkings') = 1`)
    .orderBy('id')
    .limit(n)
    .execute();
  expect(rows).toHaveLength(n);
  return rows;
}

describe('crew change board', () => {
  it('shows every state the seed made: cancelled with replacement, confirmed, batched, no replacement', async () => {
    const board = await (await as('ops')).crewChange.board({ fleetId: 2 });
    expect(board.rows.length).toBeGreaterThan(20);
    expect(
      board.rows.some(
        (r) => r.embarkings.some((e) => e.cancelled) && r.embarkings.some((e) => e.replacement && !e.cancelled),
      ),
    ).toBe(true);
    expect(board.rows.some((r) => r.embarkings.some((e) => e.confirmed.embark_date))).toBe(true);
    expect(board.rows.some((r) => r.disembarking?.confirmed.arrive_manila)).toBe(true);
    expect(board.rows.some((r) => r.batch !== null)).toBe(true);
    expect(board.rows.some((r) => r.embarkings.length === 0 && r.offSigner)).toBe(true);
    expect(board.rows.some((r) => (r.counts['embarking.flight_details']?.comments ?? 0) > 0)).toBe(true);
    expect(board.access.actions).toMatchObject({ confirm: true, undoConfirm: false, batchDisembarking: true });
    const overdue = await (await as('ops')).crewChange.overdue({ fleetId: 2 });
    expect(overdue.length).toBeGreaterThan(0);
    expect(overdue.every((r) => !r.disembarking?.values.arrive_manila)).toBe(true);
    const noBatch = await (await as('ops')).crewChange.noBatch({ fleetId: 2 });
    expect(noBatch.every((r) => r.batch === null)).toBe(true);
  });

  it('two users editing different fields at once: both edits land', async () => {
    const [cc] = await plannedOnes(1);
    const [crewing, aib] = await Promise.all([as('crewing'), as('aib')]);
    await Promise.all([
      crewing.crewChange.updateEmbarking({
        crewChangeId: cc!.id,
        baseVersion: cc!.version,
        changes: { flight_details: 'PR 501 MNL-SIN' },
      }),
      aib.crewChange.updateEmbarking({
        crewChangeId: cc!.id,
        baseVersion: cc!.version,
        changes: { transfer_details: 'VAN 0600H' },
      }),
    ]);
    const r = await row(cc!.id);
    const active = r.embarkings.at(-1)!;
    expect(active.values).toMatchObject({ flight_details: 'PR 501 MNL-SIN', transfer_details: 'VAN 0600H' });
    expect(r.counts['embarking.flight_details']?.history).toBe(1);
    expect(r.counts['embarking.transfer_details']?.history).toBe(1);
    // Issue 11: a first entry is history (the menu) but no edit (the badge); a change after it is.
    expect(r.counts['embarking.flight_details']?.edits ?? 0).toBe(0);
    await crewing.crewChange.updateEmbarking({ crewChangeId: cc!.id, changes: { flight_details: 'PR 503 MNL-SIN' } });
    expect((await row(cc!.id)).counts['embarking.flight_details']).toMatchObject({ history: 2, edits: 1 });
  });

  it('the same field from a stale form: the second user is told who changed it, when, and the value now', async () => {
    const [, cc] = await plannedOnes(2);
    const [crewing, ops] = await Promise.all([as('crewing'), as('ops')]);
    await crewing.crewChange.updateEmbarking({
      crewChangeId: cc!.id,
      baseVersion: cc!.version,
      changes: { remarks: 'FIRST' },
    });
    const err = await ops.crewChange
      .updateEmbarking({ crewChangeId: cc!.id, baseVersion: cc!.version, changes: { remarks: 'SECOND' } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TRPCError);
    expect((err as TRPCError).code).toBe('CONFLICT');
    // Issue 11: the time as the business reads it (DD MMM YYYY HH:mm in its time zone), not UTC.
    expect((err as TRPCError).message).toMatch(
      /changed by CRISTINA OFICIAL at \d{2} [A-Z]{3} \d{4} \d{2}:\d{2}, now FIRST/,
    );
    expect((await row(cc!.id)).embarkings.at(-1)!.values.remarks).toBe('FIRST');
  });

  it('a field the role may not write is refused by the server, whatever the client sends', async () => {
    const [cc] = await plannedOnes(1);
    const aib = await as('aib');
    expect(
      await codeOf(aib.crewChange.updateEmbarking({ crewChangeId: cc!.id, changes: { embark_date: '2026-12-24' } })),
    ).toBe('FORBIDDEN');
  });

  it('batch edit is all or nothing, and every crew change records it in its history', async () => {
    const targets = await plannedOnes(3);
    const ops = await as('ops');
    const ids3 = targets.map((t) => t.id);
    // Confirm one of them: its embark date is locked, so the whole batch must fail.
    await ops.crewChange.updateEmbarking({ crewChangeId: ids3[2]!, changes: { embark_date: '2027-01-10' } });
    await ops.crewChange.confirmDate({ crewChangeId: ids3[2]!, side: 'embarking', field: 'embark_date' });
    expect(
      await codeOf(
        ops.crewChange.batchEmbarking({
          crewChangeIds: ids3,
          changes: { embark_date: '2027-01-15', embark_port_id: 1 },
        }),
      ),
    ).toBe('BAD_REQUEST');
    for (const id of ids3.slice(0, 2)) expect((await row(id)).embarkings.at(-1)!.values.embark_date ?? null).toBeNull();

    const r = await ops.crewChange.batchEmbarking({
      crewChangeIds: ids3.slice(0, 2),
      changes: { embark_date: '2027-01-15', embark_port_id: 1 },
    });
    expect(r.updated).toBe(2);
    for (const id of ids3.slice(0, 2)) {
      const history = await ops.crewChange.history({ crewChangeId: id, side: 'embarking', field: 'embark_date' });
      expect(history[0]).toMatchObject({ oldValue: null, newValue: '2027-01-15', userName: 'OSCAR OPERACION' });
      expect(history[0]).not.toHaveProperty('ip'); // device, browser and IP reach system admins only
    }
    const asAdmin = await as('admin');
    const adminView = await asAdmin.crewChange.history({
      crewChangeId: ids3[0]!,
      side: 'embarking',
      field: 'embark_date',
    });
    expect(adminView[0]).toMatchObject({ ip: '10.1.2.3', device: 'DESKTOP' });
    // Only a system admin undoes a confirmation, and it is an audited event.
    expect(
      await codeOf(
        ops.crewChange.undoConfirmation({ crewChangeId: ids3[2]!, side: 'embarking', field: 'embark_date' }),
      ),
    ).toBe('FORBIDDEN');
    await asAdmin.crewChange.undoConfirmation({ crewChangeId: ids3[2]!, side: 'embarking', field: 'embark_date' });
    expect((await row(ids3[2]!)).embarkings.at(-1)!.confirmed.embark_date).toBeUndefined();
  });

  it('comments: counts move by one; only the author edits or deletes', async () => {
    const [cc] = await plannedOnes(1);
    const [dss, ops] = await Promise.all([as('dss'), as('ops')]);
    const { commentId, version } = await dss.crewChange.addComment({
      crewChangeId: cc!.id,
      side: 'embarking',
      field: 'rapid_date1',
      comment: 'lab closed sunday',
    });
    // The answer names the version the row reached: the browser patches that row (issue 26 §6).
    expect(await row(cc!.id)).toMatchObject({ version, counts: { 'embarking.rapid_date1': { comments: 1 } } });
    const list = await ops.crewChange.comments({ crewChangeId: cc!.id, side: 'embarking', field: 'rapid_date1' });
    expect(list[0]).toMatchObject({ comment: 'LAB CLOSED SUNDAY', mine: false, authorName: 'DIANA SUPORTA' });
    expect(await codeOf(ops.crewChange.deleteComment({ crewChangeId: cc!.id, commentId }))).toBe('FORBIDDEN');
    expect(
      await codeOf(
        dss.crewChange.addComment({ crewChangeId: cc!.id, side: 'embarking', field: 'rapid_date1', comment: '   ' }),
      ),
    ).toBe('BAD_REQUEST');
    await dss.crewChange.editComment({ crewChangeId: cc!.id, commentId, comment: 'lab open monday' });
    await dss.crewChange.deleteComment({ crewChangeId: cc!.id, commentId });
    expect((await row(cc!.id)).counts['embarking.rapid_date1']?.comments ?? 0).toBe(0);
  });

  it('disembark batches: numbers per vessel, one vessel per batch, members re-selected', async () => {
    const ops = await as('ops');
    const rows = await file.services.db
      .selectFrom('crew_change_board')
      .select(['id', 'vessel_id'])
      .where('batch_id', 'is', null)
      .where('off_signer_crew_id', 'is not', null)
      .orderBy('vessel_id')
      .execute();
    const vesselId = rows[0]!.vessel_id;
    const same = rows.filter((r) => r.vessel_id === vesselId).map((r) => r.id);
    const other = rows.find((r) => r.vessel_id !== vesselId)!.id;
    expect(await codeOf(ops.crewChange.addDisembarkBatch({ vesselId, crewChangeIds: [same[0]!, other] }))).toBe(
      'BAD_REQUEST',
    );
    const before = await file.services.db
      .selectFrom('disembark_batches')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .where('vessel_id', '=', vesselId)
      .executeTakeFirstOrThrow();
    const b = await ops.crewChange.addDisembarkBatch({ vesselId, crewChangeIds: same.slice(0, 2) });
    expect(b.batchNumber).toBe(Number(before.n) + 1);
    expect((await row(same[0]!)).batch).toEqual({ batchId: b.batchId, batchNumber: b.batchNumber });
    await ops.crewChange.updateDisembarkBatch({ vesselId, batchId: b.batchId, crewChangeIds: [same[1]!] });
    expect((await row(same[0]!)).batch).toBeNull();
    expect((await row(same[1]!)).batch?.batchId).toBe(b.batchId);
  });
});

describe('live board', () => {
  let app: App;
  let url: string;
  beforeAll(async () => {
    ({ app, url } = await startApp(file.services));
  });
  afterAll(() => app.close());

  it('a client on the fleet room gets the row and its version after the commit, and patches it with crewChange.rows', async () => {
    const [cc] = await plannedOnes(1);
    const fleetId = (await fleetOf(cc!.id))!;
    const http = new HttpClient(url);
    await http.mutation('auth.login', { username: 'management', password: 'Demo-2026!' });
    const socket = connect(url, { transports: ['websocket'], extraHeaders: { cookie: http.cookie } });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const loaded = (await http.query('crewChange.board', { fleetId })).data as { rows: BoardRow[] };
      const versionOf = (rows: BoardRow[]) =>
        boardTopicVersion(rows.map((x) => ({ id: x.crewChangeId, version: x.version })));
      // The join answers the topic's version: the same as the board's rows give, so no refetch.
      expect(await socket.emitWithAck('subscribe', `fleet:${fleetId}`)).toEqual({
        ok: true,
        version: versionOf(loaded.rows),
      });
      const pushed = new Promise<{ topic: string; payload: { crewChangeIds: number[] } }>((resolve) =>
        socket.on('change', resolve),
      );
      const editor = new HttpClient(url);
      await editor.mutation('auth.login', { username: 'crewing', password: 'Demo-2026!' });
      const r = await editor.mutation('crewChange.updateEmbarking', {
        crewChangeId: cc!.id,
        changes: { flight_details: 'LIVE 123' },
      });
      expect(r.error).toBeUndefined();
      const { version } = r.data as { version: number };
      expect(await pushed).toEqual({
        topic: `fleet:${fleetId}`,
        payload: { crewChangeIds: [cc!.id], versions: [version] },
      });
      // The row alone, as the board shows it: what a viewer patches into its grid.
      const patched = (await http.query('crewChange.rows', { crewChangeIds: [cc!.id] })).data as BoardRow[];
      expect(patched.map((x) => [x.crewChangeId, x.version])).toEqual([[cc!.id, version]]);
      expect(patched[0]!.embarkings.at(-1)!.values.flight_details).toBe('LIVE 123');
      const board = (await http.query('crewChange.board', { fleetId })).data as { rows: BoardRow[] };
      expect(board.rows.find((x) => x.crewChangeId === cc!.id)).toEqual(patched[0]);
      // A rejoin answers the moved version, the same as the reloaded board's.
      const again = (await socket.emitWithAck('subscribe', `fleet:${fleetId}`)) as { version: string };
      expect(again.version).not.toBe(versionOf(loaded.rows));
      expect(again.version).toBe(versionOf(board.rows));
    } finally {
      socket.disconnect();
    }
  });
});
