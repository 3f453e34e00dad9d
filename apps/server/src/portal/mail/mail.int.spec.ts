import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildAll } from '@crewing/events';
import { documentAlertsDecider, documentAlertsStream, type ExpiryAlert } from '@crewing/domain';
import { useTestApp } from '../../testing/test-file.js';
import { callerAs, registeredCrew, TEST_META, type Caller } from '../../testing/actors.js';
import { browserCaller, mailText, signedInSeafarer, startSmtpServer } from '../../testing/portal.js';
import { newFleet, newRank, newVessel } from '../../testing/master-data.js';
import { loadEnv } from '../../env.js';
import { createServices } from '../../system.js';
import { jobContextOf, type Services } from '../../platform/services.js';
import { allProjections } from '../../features.js';
import { drainPortalMail } from './drain.js';

// Issue 29 §2: his expiry alerts and crew change updates by e-mail, through an outbox written with
// the notification; a real SMTP server receives exactly one mail per notification, whatever runs
// the drain (two server processes at once, a restart, a replay of every projection).
const file = useTestApp({ startWorkers: false });
const PASSWORD = 'Seafarer-Pass-1';
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ops: Caller;
let crewId = 0;
let crewChangeId = 0;
let email = '';
let jar: { token: string | null } = { token: null };
const received: Array<{ to: string[]; text: string }> = [];

/**
 * Everything the test's mail server has received so far. A drain returns once the server accepted
 * its mails (the SMTP reply comes after the server read the message), so nothing is still on its way.
 */
async function inbox() {
  await new Promise((r) => setTimeout(r, 50));
  return received;
}
async function collect() {
  for (;;) {
    const next = await smtp.next();
    received.push({ to: next.to, text: mailText(next.raw) });
  }
}
const outbox = () =>
  file.services.db.selectFrom('portal_mail_outbox').selectAll().orderBy('created_at').orderBy('key').execute();
/** Queues a notification while the drain sends nothing (no SMTP_URL), as a server without mail would. */
async function quietly<T>(work: () => Promise<T>): Promise<T> {
  Object.assign(file.services.env, { SMTP_URL: undefined });
  try {
    return await work();
  } finally {
    await file.services.processes.runAll(); // the fold's wake, run while mail is off: nothing sent
    Object.assign(file.services.env, { SMTP_URL: smtp.url });
  }
}
const alert = (document: string, window: ExpiryAlert['window'], expiryDate: string): ExpiryAlert => ({
  key: `test:${document}:${window}`,
  crewId,
  family: 'crew-document',
  recordId: 1,
  document,
  expiryDate,
  window,
  contractEnd: null,
  recipients: [],
  title: `${document} ${window}`,
  body: '',
  link: `/v/crew/${crewId}/crew-document/index`,
});
const raise = (alerts: ExpiryAlert[]) =>
  file.services.commands.handle(documentAlertsDecider, {
    streamId: documentAlertsStream.id(crewId),
    command: { type: 'RaiseExpiryAlerts', data: { crewId, alerts, at: new Date().toISOString() } },
    commandId: crypto.randomUUID(),
    metadata: TEST_META,
  });
const flight = (details: string) =>
  ops.crewChange.updateEmbarking({ crewChangeId, changes: { flight_details: details } });

/** A second server process on the same database (its own pool), as `docker compose --scale` runs it. */
async function anotherProcess(): Promise<Services> {
  const env = loadEnv({ DATABASE_URL: file.services.env.DATABASE_URL, LOG_LEVEL: 'silent', SEED_ON_EMPTY: '0' });
  return createServices({ ...env, SMTP_URL: smtp.url }, { startRunner: false, startWorkers: false, migrate: false });
}

beforeAll(async () => {
  const { services } = file;
  smtp = await startSmtpServer();
  void collect();
  Object.assign(services.env, { SMTP_URL: undefined }); // the invitation's code is handed over
  ops = await callerAs(services, 'ops');
  const admin = await callerAs(services, 'admin');
  const fleetId = await newFleet(services, 'MAIL FLEET');
  const rankId = await newRank(services, 'OILER', 'OLR', 4, 6);
  const vesselId = await newVessel(services, fleetId, 'MV MAIL STAR', 'MS1');
  await file.settled();
  crewId = await registeredCrew(services, { rankId, at: services.clock().toISOString() });
  await file.settled();
  email = `mail${crewId}@sea.example`;
  await admin.crew.update({ crewId, changes: { email } });
  ({ crewChangeId } = await ops.crewChange.plan({ vesselId, rankId, relieverCrewIds: [crewId] }));
  await file.settled();
  // An alert and an update before he has the portal: his notifications, never mailed.
  await raise([alert('SEAMAN BOOK', 'expired', '2026-01-31')]);
  await flight('PR 100 MNL-SIN');
  jar = await signedInSeafarer(services, admin, { crewId, email, password: PASSWORD });
  Object.assign(services.env, { SMTP_URL: smtp.url });
});
afterAll(() => smtp?.close());

describe('his notifications by e-mail (issue 29 §2)', () => {
  it('an expiry alert and a crew change update: one mail each, to his address, in the words of his portal', async () => {
    await raise([alert('PASSPORT', '30', '2027-01-31')]);
    await flight('PR 102 MNL-SIN');
    await file.services.processes.runAll();
    const mails = await inbox();
    expect(mails.map((m) => m.to)).toEqual([[email], [email]]);
    expect(mails[0]!.text).toMatch(/Subject: PASSPORT expires within 30 days \(31 JAN 2027\)/);
    expect(mails[1]!.text).toContain('Subject: Your crew change on MV MAIL STAR was updated');
    expect(mails[1]!.text).toContain('MV MAIL STAR: FLIGHT DETAILS now PR 102 MNL-SIN');
    expect((await outbox()).map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
    // His portal lists the same notifications, and the two raised before he had the portal.
    const mine = await browserCaller(file.services, jar).caller.portal.my.notifications();
    const listed = mine.items.map((n) => n.text);
    expect(listed).toContain('PASSPORT expires within 30 days (31 JAN 2027)');
    expect(listed).toContain('MV MAIL STAR: FLIGHT DETAILS now PR 102 MNL-SIN');
    expect(listed).toContain('MV MAIL STAR: FLIGHT DETAILS now PR 100 MNL-SIN');
    // Those were never mailed: nothing is queued for a time he had no account.
    const texts = mails.map((m) => m.text).join('\n');
    expect(texts).not.toContain('SEAMAN BOOK');
    expect(texts).not.toContain('PR 100');
  });

  it('two server processes draining at once, then a restart: each mail once', async () => {
    await quietly(async () => {
      await raise([alert('COC', '60', '2027-02-28'), alert('GOC', '90', '2027-03-31')]);
      for (const f of ['PR 104', 'PR 106', 'PR 108']) await flight(f);
    });
    expect((await outbox()).filter((r) => r.status === 'pending')).toHaveLength(5);
    const other = await anotherProcess();
    try {
      const [a, b] = await Promise.all([
        drainPortalMail(jobContextOf(file.services)),
        drainPortalMail(jobContextOf(other)),
      ]);
      expect(a + b).toBe(5);
    } finally {
      await other.close();
    }
    // A restart: a new process drains again and finds nothing due.
    const restarted = await anotherProcess();
    try {
      expect(await drainPortalMail(jobContextOf(restarted))).toBe(0);
    } finally {
      await restarted.close();
    }
    const mails = (await inbox()).slice(2);
    expect(mails).toHaveLength(5);
    const subjects = mails.map((m) => /Subject: (.*)/.exec(m.text)![1]).sort();
    expect(new Set(subjects).size).toBe(3); // two alerts, three updates of the same crew change
    expect(mails.filter((m) => m.text.includes('FLIGHT DETAILS now PR 10'))).toHaveLength(3);
  });

  it('a replay of every projection folds the notifications again and mails nothing', async () => {
    const before = await outbox();
    await rebuildAll(file.services.store, allProjections, {});
    await file.services.runner.catchUp(60_000);
    expect(await file.services.processes.runAll()).toBe(0);
    expect(await outbox()).toEqual(before);
    expect(await inbox()).toHaveLength(7);
  });

  it('a mail server that refuses: kept and tried again later, then sent once; none without SMTP_URL', async () => {
    const ctx = jobContextOf(file.services);
    await quietly(() => flight('PR 110'));
    // No mail server configured: nothing goes out, the mail waits.
    expect(await drainPortalMail({ ...ctx, mail: { SMTP_URL: undefined, MAIL_FROM: 'x <x@localhost>' } })).toBe(0);
    // A server that is down (a closed port): the attempt is recorded and retried after a minute.
    const down = { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: file.services.env.MAIL_FROM };
    expect(await drainPortalMail({ ...ctx, mail: down })).toBe(0);
    const failed = (await outbox()).find((r) => r.status === 'pending')!;
    expect([failed.attempts, failed.last_error]).toEqual([1, expect.any(String)]);
    expect(await drainPortalMail(ctx)).toBe(0); // not due yet
    const later = new Date(Date.now() + 120_000);
    expect(await drainPortalMail({ ...ctx, clock: () => later })).toBe(1);
    expect(await drainPortalMail({ ...ctx, clock: () => later })).toBe(0);
    const mails = await inbox();
    expect(mails).toHaveLength(8);
    expect(mails.at(-1)!.text).toContain('FLIGHT DETAILS now PR 110');
    expect((await outbox()).every((r) => r.status === 'sent')).toBe(true);
  });
});
