import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DEPT } from '@crewing/domain';
import type { EventRow } from '@crewing/events';
import { createTestServices, type TestServices } from '../../testing/test-services.js';
import { scaleMasterData } from '../../testing/scale-master.js';
import { makeUser } from '../../testing/actors.js';
import { jobContextOf } from '../../platform/services.js';
import { seedScale } from '../../seed/scale.js';
import { portalMailOutboxProjection } from '../../portal/mail/outbox.js';
import { expiryAlertsJob } from './job.js';
import { dueFindings, findingsOf, type ExpiryFinding } from './findings.js';
import { currentDocuments } from '../current.js';
import { expiryAlertsProjection } from './projection.js';

/**
 * The reference the daily pages are checked against: every current document of every crew (with each of its facts)
 * and every open contract read whole, then the same windows worked out on them.
 */
async function allFindings(services: TestServices, today: string, leadDays: readonly number[], months: number) {
  const [docs, embarked] = await Promise.all([
    currentDocuments(services.db, 'all'),
    services.db
      .selectFrom('crew_sea_service')
      .select(['crew_id', sql<string>`max(embark_date)::text`.as('embark')])
      .where('disembark_date', 'is', null)
      .groupBy('crew_id')
      .execute(),
  ]);
  return findingsOf(docs, new Map(embarked.map((e) => [e.crew_id, e.embark])), today, leadDays, months);
}

// Issue 32: the daily job's first run sends its crews' commands in group commits, and the alerts' inline
// projections fold a group in one statement a table. Two databases with the same crews and documents
// (the scale seed's bulk path, one clock): one run crew by crew as before, one in groups; the same events.
const NOW = new Date('2026-11-27T02:00:00Z');
const PAYLOAD = { leadDays: [90, 60, 30], contractMonths: 9 };
let alone: TestServices;
let grouped: TestServices;

async function prepare(): Promise<TestServices> {
  const services = await createTestServices({ startWorkers: false, clock: () => NOW });
  await scaleMasterData(services, NOW.toISOString());
  await makeUser(services, { departmentId: DEPT.dss });
  await seedScale(services, { crews: 30, bulk: true });
  await services.runner.catchUp(120_000);
  return services;
}

beforeAll(async () => {
  [alone, grouped] = [await prepare(), await prepare()];
}, 600_000);
afterAll(async () => {
  await alone?.dispose();
  await grouped?.dispose();
});

/** The alerts streams' events as a reader reads them: the command id (fresh each run) left out. */
async function alertEvents(services: TestServices) {
  const { rows } = await sql<{
    stream_id: string;
    stream_version: number;
    event_type: string;
    data: unknown;
    metadata: Record<string, unknown>;
  }>`
    select stream_id, stream_version, event_type, schema_version, data, metadata from events
     where stream_type = 'document-alerts' order by stream_id, stream_version`.execute(services.db);
  return rows.map(({ metadata: { commandId, ...metadata }, ...row }) => ({ ...row, metadata, command: !!commandId }));
}

/** What the alerts' read models hold, in the order they were written (ids and times left out). */
async function readModels(services: TestServices, db = services.db) {
  const alerts = await sql`select * from expiry_alerts order by alert_key`.execute(db);
  const notes = await sql`select a.members, alert_key, kind, title, body, link, crew_id from notifications n
                             join notification_audiences a on a.id = n.audience_id
                           order by n.id`.execute(db);
  const mails =
    await sql`select key, crew_id, email, subject, body, status from portal_mail_outbox order by key`.execute(db);
  return { alerts: alerts.rows, notes: notes.rows, mails: mails.rows };
}

describe('the daily expiry job in group commits', () => {
  it('writes the very events and read models that one command a crew writes', async () => {
    const one = await expiryAlertsJob.handler({ ...PAYLOAD, groupCrews: 1 }, jobContextOf(alone));
    // Pages of 9 crews (s43: each next page read while this page's commands write), groups of 4.
    const many = await expiryAlertsJob.handler({ ...PAYLOAD, groupCrews: 4, pageCrews: 9 }, jobContextOf(grouped));
    expect(one.raised).toBeGreaterThan(30);
    expect(many.pages).toBeGreaterThan(3);
    expect({ ...many, pages: one.pages }).toEqual(one);
    const events = await alertEvents(alone);
    expect(events.length).toBe(one.raised);
    expect(await alertEvents(grouped)).toEqual(events);
    expect(await readModels(grouped)).toEqual(await readModels(alone));
    // A second run finds every alert raised: nothing to send, in either way.
    expect((await expiryAlertsJob.handler({ ...PAYLOAD, groupCrews: 7 }, jobContextOf(grouped))).raised).toBe(0);
  });

  it("finds for a page of crews what it finds for them reading every crew's documents", async () => {
    // s43: a page reads only the documents that can fall in a window (a superset, decided by expiryWindow as
    // before). Against the findings from every current document (the path that reads them all), on days around
    // the seed's clock, with lead windows and contract lengths that move documents between the windows.
    const { rows } = await sql<{ id: number }>`select id from crews where status = 1 order by id`.execute(grouped.db);
    const ids = rows.map((r) => r.id);
    const seen = new Set<string>();
    for (const today of ['2026-11-27', '2025-06-30', '2027-02-28', '2028-02-29'])
      for (const [leadDays, months] of [
        [[90, 60, 30], 9],
        [[], 1],
        [[365], 24],
        [[7], 3],
      ] as const) {
        const all = await allFindings(grouped, today, leadDays, months);
        const paged = (
          await Promise.all(
            [ids.slice(0, 11), ids.slice(11)].map((p) => dueFindings(grouped.db, p, today, leadDays, months)),
          )
        ).flat();
        // s45: a page's documents come from current_documents alone, named by what an alert shows of them.
        const named = ({ doc: d, window, contractEnd }: ExpiryFinding) => ({
          doc: { crewId: d.crewId, family: d.family, recordId: d.recordId, name: d.name, expiryDate: d.expiryDate },
          window,
          contractEnd,
        });
        const byKey = (f: { doc: { recordId: number } }[]) => [...f].sort((a, b) => a.doc.recordId - b.doc.recordId);
        expect(byKey(paged)).toEqual(byKey(all.filter((f) => ids.includes(f.doc.crewId)).map(named)));
        for (const f of paged) seen.add(f.window);
      }
    expect([...seen].sort()).toEqual(['30', '365', '60', '7', '90', 'contract', 'expired']);
  });

  it('folds a group of alerts into the read models as it folds them one by one', async () => {
    const { rows } = await sql<EventRow>`select *, transaction_id::text as transaction_id from events
      where event_type = 'ExpiryAlertRaised' order by global_position`.execute(grouped.db);
    const events = rows.map((r) => grouped.store.toStoredEvent(r));
    const crews = [...new Set(events.map((e) => (e.data as { crewId: number }).crewId))];
    /** The read models folded again from nothing, in a transaction rolled back; some crews have a portal account. */
    const fold = async (how: 'one by one' | 'batch') => {
      let folded: Awaited<ReturnType<typeof readModels>> | undefined;
      await grouped.db
        .transaction()
        .execute(async (trx) => {
          await sql`delete from expiry_alerts; delete from notifications; delete from notification_audiences;
                   delete from portal_mail_outbox`.execute(trx);
          const at = events[0]!.recordedAt;
          for (const [i, crewId] of crews.slice(0, 6).entries()) {
            // Active before the alerts (mailed), active only after them (not mailed), never activated (not mailed).
            const activated = i < 3 ? new Date(at.getTime() - 60_000) : i < 5 ? new Date(at.getTime() + 60_000) : null;
            await sql`insert into seafarer_accounts (crew_id, account_id, email, status, invited_at, invited_by, mailed,
                        activated_at, version, updated_at)
                      values (${crewId}, ${900_000 + i}, ${`crew${i}@example.com`}, ${activated ? 'active' : 'invited'},
                        ${at}, 'TEST', false, ${activated}, 1, ${at})
                      on conflict (crew_id) do nothing`.execute(trx);
          }
          for (const p of [expiryAlertsProjection, portalMailOutboxProjection]) {
            if (how === 'batch') await p.applyBatch!(trx, events);
            else for (const e of events) await p.apply(trx, e);
          }
          folded = await readModels(grouped, trx);
          throw new Error('rollback');
        })
        .catch((e: Error) => {
          if (e.message !== 'rollback') throw e;
        });
      return folded!;
    };
    const oneByOne = await fold('one by one');
    expect(oneByOne.mails.length).toBeGreaterThan(0);
    expect(oneByOne.notes.length).toBeGreaterThanOrEqual(events.length);
    expect(await fold('batch')).toEqual(oneByOne);
  });
});
