import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { createTestServices, type TestServices } from '../testing/test-services.js';
import { addCrew, callerAs, codeOf, createMasterRecord, newMasterRecord, type Caller } from '../testing/actors.js';
import { PROCEDURE_ACCESS, PROCEDURE_SAMPLES, type SampleIds } from '../testing/procedure-samples.js';
import { browserCaller, codeInMail, startSmtpServer } from '../testing/portal.js';

// Issue 29 §1: seafarer accounts, invited from the 201 file, activated by mail or by code.
let services: TestServices;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let dss: Caller;
let officer: Caller;
const PASSWORD = 'Seafarer-Pass-1';
/** 20 days from today: inside the 30-day lead window. */
const soon = () => new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
const ABLE_SEAMAN = { name: 'ABLE SEAMAN', alias: 'AB', rankTypeId: 3, sortOrder: 5 };
const crews: { a: number; b: number } = { a: 0, b: 0 };
const jars = { a: { token: null as string | null }, b: { token: null as string | null } };

type Procedure = (input: unknown) => Promise<unknown>;
/** A procedure of the caller by its dotted path (portal.my.profile). */
const procedureOf = (caller: unknown, path: string) =>
  path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], caller) as Procedure;

const settled = () => services.runner.catchUp(60_000);

async function activateAndSignIn(crewId: number, email: string, jar: { token: string | null }) {
  await settled();
  await dss.portal.office.invite({ crewId });
  const mail = await smtp.next();
  expect(mail.to).toEqual([email]);
  const code = codeInMail(mail.raw);
  const anonymous = browserCaller(services).caller;
  expect(await anonymous.portal.auth.activate({ code, password: PASSWORD, confirmPassword: PASSWORD })).toEqual({
    email,
  });
  // The code is spent: a second use is refused under the code field.
  await expect(
    anonymous.portal.auth.activate({ code, password: PASSWORD, confirmPassword: PASSWORD }),
  ).rejects.toMatchObject({ code: 'BAD_REQUEST', cause: { fieldErrors: { code: [expect.stringMatching(/wrong/)] } } });
  await browserCaller(services, jar).caller.portal.auth.login({ username: email.toUpperCase(), password: PASSWORD });
  expect(jar.token).toBeTruthy();
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  services = await createTestServices({ startWorkers: false, env: { SMTP_URL: smtp.url } });
  [dss, officer] = [await callerAs(services, 'dss'), await callerAs(services, 'crewingOfficer')];
  const rankId = await newMasterRecord(services, 'rank', 'rank', ABLE_SEAMAN);
  crews.a = await addCrew(officer, { lastName: 'ALFA', rankId, email: 'alfa@sea.example' });
  crews.b = await addCrew(officer, { lastName: 'BRAVO', rankId, email: 'bravo@sea.example' });
  // A passport each: his expires within the lead days, the other's in years.
  const records = (await callerAs(services, 'admin')).crew.records;
  await createMasterRecord(services, 'document', 47, { name: 'PASSPORT', category: 'document', code: 'PASSPORT' });
  const passport = { documentId: 47, issuedDate: '2016-08-07' };
  await records.crewDocument.add({ crewId: crews.a, fields: { ...passport, number: 'PA-1', expiryDate: soon() } });
  await records.crewDocument.add({
    crewId: crews.b,
    fields: { ...passport, number: 'PB-2', expiryDate: '2035-01-01' },
  });
  await activateAndSignIn(crews.a, 'alfa@sea.example', jars.a);
  await activateAndSignIn(crews.b, 'bravo@sea.example', jars.b);
});
afterAll(async () => {
  await services?.dispose();
  await smtp?.close();
});

const seafarer = (who: 'a' | 'b') => browserCaller(services, jars[who]).caller;

describe('seafarer accounts (issue 29 §1)', () => {
  it('invite, activation and sign-in are events on his account, with device and IP', async () => {
    const events = await services.db
      .selectFrom('events')
      .select(['event_type as type', 'metadata'])
      .where('stream_id', '=', `seafarer-account-${crews.a}`)
      .orderBy('stream_version')
      .execute();
    expect(events.map((e) => e.type)).toEqual(['SeafarerInvited', 'SeafarerAccountActivated', 'SeafarerSignedIn']);
    const signIn = events[2]!.metadata as { userName: string; device: string; ip: string };
    expect(signIn).toMatchObject({ userName: 'JUAN ALFA', device: 'MOBILE', ip: '10.9.8.7' });
    const account = await dss.portal.office.account({ crewId: crews.a });
    expect(account.account).toMatchObject({ status: 'active', email: 'alfa@sea.example', mailed: true });
    expect(account.account?.last_sign_in_at).toBeTruthy();
  });

  it('without SMTP settings the invitation hands a one-time code to the screen', async () => {
    const rankId = (
      await services.db.selectFrom('crews').select('rank_id').where('id', '=', crews.a).executeTakeFirstOrThrow()
    ).rank_id;
    const crewId = await addCrew(officer, { lastName: 'CHARLIE', rankId, email: 'charlie@sea.example' });
    await settled();
    const noMail = { ...services, env: { ...services.env, SMTP_URL: undefined } };
    const { callerFor } = await import('../testing/actors.js');
    const dssId = (
      await services.db.selectFrom('users').select('id').where('department_id', '=', 10).executeTakeFirstOrThrow()
    ).id;
    const r = await (await callerFor(noMail, dssId)).portal.office.invite({ crewId });
    expect(r).toMatchObject({ mailed: false, code: expect.stringMatching(/^[A-Z2-9]{10}$/) });
    // The same address cannot open a second account; a crew without an address cannot be invited.
    const twin = await addCrew(officer, { lastName: 'TWIN', rankId, email: 'CHARLIE@sea.example' });
    const noAddress = await addCrew(officer, { lastName: 'NOMAIL', rankId });
    await settled();
    await expect(dss.portal.office.invite({ crewId: twin })).rejects.toMatchObject({
      cause: { fieldErrors: { email: ['Another crew\u2019s portal account uses this e-mail address'] } },
    });
    await expect(dss.portal.office.invite({ crewId: noAddress })).rejects.toMatchObject({
      cause: { fieldErrors: { email: [expect.stringMatching(/e-mail address/)] } },
    });
    // A weak password is refused in our words, under its field.
    const weak = browserCaller(services).caller.portal.auth.activate({
      code: r.code!,
      password: 'short',
      confirmPassword: 'short',
    });
    await expect(weak).rejects.toMatchObject({
      cause: { issues: [expect.objectContaining({ message: 'Use at least 10 characters' })] },
    });
  });

  it('probe: a seafarer reaches nothing of the office, and only his own record in the portal', async () => {
    const ids: SampleIds = {
      userId: 1,
      fleetId: 1,
      vesselId: 1,
      crewId: crews.b,
      crewChangeId: 999_999,
      batchId: 999_999,
    };
    const reached: string[] = [];
    for (const [path, { access }] of Object.entries(PROCEDURE_ACCESS)) {
      if (access.kind === 'public' || path === 'portal.auth.logout') continue;
      for (const who of ['a', 'b'] as const) {
        const own = who === 'a' ? crews.a : crews.b;
        const input = PROCEDURE_SAMPLES[path]!({ ...ids, crewId: who === 'a' ? crews.b : crews.a });
        let result: unknown;
        try {
          result = await procedureOf(seafarer(who), path)(input);
        } catch (e) {
          if (!(e instanceof TRPCError)) throw e;
          // His own procedure refusing the sample's record (not his, or none): reached, and refused.
          if (access.kind === 'seafarer' && e.code === 'NOT_FOUND') {
            reached.push(path);
            continue;
          }
          // Every staff procedure: no session at all, whatever the input names.
          expect(access.kind, `${path} as seafarer ${who}: ${e.code}`).not.toBe('seafarer');
          expect(e.code, `${path} as seafarer ${who}`).toBe('UNAUTHORIZED');
          continue;
        }
        expect(access.kind, `${path} answered a seafarer`).toBe('seafarer');
        reached.push(path);
        // What he reads names his own crew and no other (nothing at all is fine: no crew change yet).
        if (result === null) continue;
        const text = JSON.stringify(result);
        expect(text, path).toContain(`"crewId":${own}`);
        expect(text, path).not.toContain(`"crewId":${own === crews.a ? crews.b : crews.a}`);
      }
    }
    expect(new Set(reached)).toEqual(
      new Set(
        Object.entries(PROCEDURE_ACCESS)
          .filter(([p, r]) => r.access.kind === 'seafarer' && p !== 'portal.auth.logout')
          .map(([p]) => p),
      ),
    );
    // His session is not a staff session: the public "who am I" of the office knows no one.
    expect(await seafarer('a').auth.me()).toBeNull();
    expect(await seafarer('a').portal.auth.me()).toMatchObject({ crewId: crews.a, email: 'alfa@sea.example' });
  });

  it('his documents: the current versions with the lead-time warning the office alerts use', async () => {
    const docs = await seafarer('a').portal.my.documents();
    expect(docs.map((d) => [d.number, d.window, d.warning])).toEqual([['PA-1', '30', 'expires within 30 days']]);
    expect((await seafarer('b').portal.my.documents()).map((d) => [d.number, d.window])).toEqual([['PB-2', null]]);
  });

  it('deactivation ends his sessions and his sign-in; it is an event', async () => {
    expect(await codeOf(seafarer('b').portal.my.profile())).toBe('OK');
    await officer.portal.office.deactivate({ crewId: crews.b });
    expect(await codeOf(seafarer('b').portal.my.profile())).toBe('UNAUTHORIZED');
    await expect(
      browserCaller(services).caller.portal.auth.login({ username: 'bravo@sea.example', password: PASSWORD }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const last = await services.db
      .selectFrom('events')
      .select('event_type as type')
      .where('stream_id', '=', `seafarer-account-${crews.b}`)
      .orderBy('stream_version', 'desc')
      .executeTakeFirstOrThrow();
    expect(last.type).toBe('SeafarerAccountDeactivated');
  });
});
