import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { principalCrewsStream } from '@crewing/domain/principal/index';
import { parseTopic, topics, type Topic } from '@crewing/domain';
import type { TestServices } from '../testing/test-services.js';
import { createSeededTestServices } from '../testing/seeded-services.js';
import { callerFor, makeUser, PERSONAS, type Caller } from '../testing/actors.js';
import { standbyOfRank } from '../testing/candidates.js';
import { openNfrCrewIds } from '../finance/crew-facts.js';
import { crewHiddenFrom, demoPrincipal, openCrewChangeOf, otherPrincipal, vesselNotOf } from '../testing/principal.js';
import { mailText, startSmtpServer } from '../testing/portal.js';
import { principalVesselIds } from '../fleet-access/principal-access.js';
import { liveRules } from '../features.js';
import { actorOf } from '../platform/auth/sessions.js';
import type { Session } from '../platform/auth/guard.js';

/*
 * Issue 30 §3: the principal marks crews preferred or not wanted on his vessels; the office's
 * line-up shows his preferred ones first and refuses the barred ones with his reason. §2: the
 * proposal is mailed to him through the SMTP settings, and he joins his own vessels' live rooms only.
 */
let services: TestServices;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let principal: Caller;
let officer: Caller;
let me: { userId: number; principalId: number };
let cc: Awaited<ReturnType<typeof openCrewChangeOf>>;
/** Standby crews of the rank, not NFR, in the line-up's order before any mark: the first (to be barred), the last (to be preferred), a third. */
let barred: number;
let preferred: number;
let third: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  services = await createSeededTestServices({ startWorkers: false, env: { SMTP_URL: smtp.url } });
  await services.runner.catchUp();
  me = await demoPrincipal(services.db);
  cc = await openCrewChangeOf(services.db, me.principalId);
  principal = await callerFor(services, me.userId);
  officer = await callerFor(services, (await makeUser(services, PERSONAS.crewingOfficer)).id);
  const standby = await standbyOfRank(services.db, cc.rank_id, cc.crew_id);
  const nfr = await openNfrCrewIds(services.db, standby);
  const order = (await lineUp()).entries.map((e) => e.crewId).filter((id) => standby.includes(id) && !nfr.has(id));
  [barred, preferred, third] = [order[0]!, order.at(-1)!, order[1]!];
}, 900_000);
afterAll(async () => {
  await services?.dispose();
  await smtp?.close();
});

const lineUp = () =>
  officer.planning.lineUp({
    rankId: cc.rank_id,
    embarkDate: '2027-03-01',
    months: 9,
    crewChangeId: cc.id,
    vesselId: cc.vessel_id,
  });

describe("the principal's preferred and barred crews", () => {
  it('proposing mails the principal: the vessel, the rank, the candidates and his Proposals screen', async () => {
    expect(new Set([barred, preferred, third]).size).toBe(3);
    const [a, b] = [barred, preferred];
    const r = await officer.principal.propose({ crewChangeId: cc.id, crewIds: [a, b] });
    expect(r.mailed).toBeGreaterThan(0);
    const mail = await smtp.next();
    // The demo principal user's address (the seed gives him one).
    expect(mail.to).toContain('principal@example.com');
    const text = mailText(mail.raw);
    expect(text).toContain(`Candidates proposed: `);
    expect(text).toContain(cc.vessel);
    expect(text).toContain('/v/principal/proposals');
    const names = await principal.principal.proposals();
    for (const id of [a, b]) expect(text).toContain(names.find((p) => p.crewId === id)!.name);
  });

  it('he bars one and prefers another, saying why; a reason is required in our words', async () => {
    // Our sentence under the reason (the formatter sends it as the field's error: field-messages.int.spec.ts).
    await expect(principal.principal.markCrew({ crewId: barred, mark: 'BARRED', reason: '  ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      cause: { issues: [{ path: ['reason'], message: 'Say why' }] },
    });
    await principal.principal.markCrew({ crewId: barred, mark: 'BARRED', reason: 'Left the vessel without notice' });
    await principal.principal.markCrew({ crewId: preferred, mark: 'PREFERRED', reason: 'Good record on our ships' });
    expect((await principal.principal.crew({ crewId: barred })).mark).toMatchObject({
      mark: 'BARRED',
      reason: 'LEFT THE VESSEL WITHOUT NOTICE',
    });
    const list = await principal.principal.crews({});
    expect(list.find((c) => c.id === preferred)?.mark).toBe('PREFERRED');
    // Every mark is an event on the principal's stream, with who, device, browser and IP.
    const events = await services.db
      .selectFrom('events')
      .select(['event_type', 'metadata'])
      .where('stream_id', '=', principalCrewsStream.id(me.principalId))
      .orderBy('stream_version')
      .execute();
    expect(events.map((e) => e.event_type)).toEqual(['CrewMarked', 'CrewMarked']);
    expect(events[0]!.metadata).toMatchObject({
      userId: me.userId,
      device: 'DESKTOP',
      browser: 'Chrome 126.0',
      ip: '10.1.2.3',
    });
  });

  it("a mark is pushed to the rooms of his vessels, so an officer's open vessel plan and line-up refetch", async () => {
    const heard: string[] = [];
    const stop = services.store.onPublish((changes) => heard.push(...changes.map((c) => c.topic)));
    try {
      await principal.principal.markCrew({ crewId: third, mark: 'PREFERRED', reason: 'Served us well' });
      await principal.principal.clearCrewMark({ crewId: third });
    } finally {
      stop();
    }
    const mine = (await principalVesselIds(services.db, me.principalId).execute()).map((v) => v.id);
    expect(mine).toContain(cc.vessel_id);
    const rooms = mine.map((id) => topics.vessel(id));
    // Both the mark and its clearing reach every one of his vessels' rooms, and no other vessel's.
    expect(heard.filter((t) => t === topics.vessel(cc.vessel_id))).toHaveLength(2);
    expect(heard.filter((t) => parseTopic(t)?.kind === 'vessel').every((t) => rooms.includes(t))).toBe(true);
  });

  it('the office line-up lists his preferred crew first with his mark and the barred one not eligible with his reason', async () => {
    const { entries } = await lineUp();
    // He came last of them before the mark; now he is the first of those as eligible as he is, marked.
    const p = entries.find((e) => e.crewId === preferred)!;
    expect(p.principalMark).toMatchObject({
      mark: 'PREFERRED',
      reason: 'GOOD RECORD ON OUR SHIPS',
      markedBy: 'PAOLO PRINSIPAL',
    });
    expect(entries.filter((e) => e.eligible === p.eligible)[0]!.crewId).toBe(preferred);
    const b = entries.find((e) => e.crewId === barred)!;
    expect(b.eligible).toBe(false);
    expect(b.reasons).toContain('Not wanted by the principal: LEFT THE VESSEL WITHOUT NOTICE');
  });

  it('lining up the barred crew is refused with his reason; planning him as reliever too; cleared, he is taken', async () => {
    const refusal = 'Not wanted by the principal: LEFT THE VESSEL WITHOUT NOTICE';
    await expect(
      officer.crewChange.addReliever({ crewChangeId: cc.id, crewId: barred, primary: false }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: refusal, cause: { fieldErrors: { crewId: [refusal] } } });
    await expect(
      officer.crewChange.plan({ vesselId: cc.vessel_id, rankId: cc.rank_id, relieverCrewIds: [barred] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', cause: { fieldErrors: { relieverCrewIds: [refusal] } } });
    // Nor is a barred crew proposed to him.
    await principal.principal.markCrew({ crewId: third, mark: 'BARRED', reason: 'Medical history' });
    await expect(officer.principal.propose({ crewChangeId: cc.id, crewIds: [third] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: `Crew ${third}: Not wanted by the principal: MEDICAL HISTORY`,
    });
    await principal.principal.clearCrewMark({ crewId: barred });
    expect((await principal.principal.crew({ crewId: barred })).mark).toBeNull();
    await officer.crewChange.addReliever({ crewChangeId: cc.id, crewId: barred, primary: false });
  });

  it('he marks only crews he sees; another principal neither reads nor changes his marks', async () => {
    const stranger = await crewHiddenFrom(services.db, me.principalId);
    await expect(
      principal.principal.markCrew({ crewId: stranger, mark: 'BARRED', reason: 'Unknown to us' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const second = await otherPrincipal(services.db, me.principalId);
    const other = await callerFor(services, (await makeUser(services, { principalId: second })).id);
    await expect(other.principal.crew({ crewId: preferred })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(other.principal.clearCrewMark({ crewId: preferred })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await principal.principal.crew({ crewId: preferred })).mark?.mark).toBe('PREFERRED');
  });
});

describe("the principal's live rooms", () => {
  const mayJoin = async (userId: number, wire: string) => {
    const user = await services.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    const session: Session = { idHash: 'test', user, actor: actorOf(user) };
    const topic = parseTopic(wire) as Topic;
    const rule = liveRules[topic.kind] as (s: Session, t: Topic, sv: TestServices) => boolean | Promise<boolean>;
    return rule(session, topic, services);
  };

  it('he joins his own vessels only: not another principal vessel, nor a fleet, a crew or the queue', async () => {
    const others = await vesselNotOf(services.db, me.principalId);
    expect(await mayJoin(me.userId, topics.vessel(cc.vessel_id))).toBe(true);
    expect(await mayJoin(me.userId, topics.vessel(others))).toBe(false);
    for (const wire of [topics.fleet(cc.fleet_id), topics.crew(preferred), topics.queue(), topics.dashboard()])
      expect(await mayJoin(me.userId, wire), wire).toBe(false);
  });
});
