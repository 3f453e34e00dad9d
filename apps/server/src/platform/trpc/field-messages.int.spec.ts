import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { normaliseInput } from '@crewing/domain';
import { appRouter } from '../../features.js';
import { createTestServices, type TestServices } from '../../testing/test-services.js';
import { createMasterRecord, makeUser } from '../../testing/actors.js';
import { HttpClient, startApp } from '../../testing/http.js';
import { PROCEDURE_ACCESS, PROCEDURE_SAMPLES, type SampleIds } from '../../testing/procedure-samples.js';
import type { App } from '../../app.js';

/**
 * Issue 25 §12: no user reads a schema library's wording ("Invalid input: expected string, received
 * undefined"). Every procedure that takes an object, sent its sample with each field (top level,
 * and each of a record's `fields` or an edit's `changes`) removed, blank or null: every message
 * that comes back is a sentence of ours, under the field that was emptied.
 */
const ZOD_WORDING =
  /invalid input|invalid option|invalid string|invalid element|invalid key|invalid union|expected|received|too small|too big|unrecognized|must contain|nonoptional|^required$/i;

let services: TestServices;
let app: App;
let admin: HttpClient;
/** Issue 30: a principal user, for the procedures only a principal may call (an administrator is refused them). */
let principal: HttpClient;
const ids: SampleIds = { userId: 1, fleetId: 1, vesselId: 1, crewId: 1, crewChangeId: 999_999, batchId: 999_999 };

beforeAll(async () => {
  services = await createTestServices({ startWorkers: false });
  let url: string;
  ({ app, url } = await startApp(services));
  const u = await makeUser(services, { userTypeId: 1 });
  ids.userId = u.id;
  admin = new HttpClient(url);
  expect((await admin.mutation('auth.login', { username: u.username, password: u.password })).error).toBeUndefined();
  const principalId = await createMasterRecord(services, 'principal', 900_001, {
    name: 'FIELD MESSAGES LINE',
    code: 'FML',
  });
  const p = await makeUser(services, { principalId });
  principal = new HttpClient(url);
  expect(
    (await principal.mutation('auth.login', { username: p.username, password: p.password })).error,
  ).toBeUndefined();
});
afterAll(async () => {
  await app?.close();
  await services?.dispose();
});

type Procedure = { _def: { type: 'query' | 'mutation'; inputs: ZodType[] } };
const procedures = appRouter._def.procedures as unknown as Record<string, Procedure>;
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Each field of a sample: its path and the sample with it removed, blank or null. */
function emptied(
  sample: Record<string, unknown>,
): Array<{ path: string[]; how: string; input: Record<string, unknown> }> {
  const places = [
    ...Object.keys(sample).map((k) => [k]),
    ...['fields', 'changes'].flatMap((o) => (isObject(sample[o]) ? Object.keys(sample[o]).map((k) => [o, k]) : [])),
  ];
  return places.flatMap((path) =>
    (['removed', 'blank', 'null'] as const).map((how) => {
      const input = structuredClone(sample);
      const parent = (path.length === 2 ? input[path[0]!] : input) as Record<string, unknown>;
      const key = path.at(-1)!;
      if (how === 'removed') delete parent[key];
      else parent[key] = how === 'blank' ? '' : null;
      return { path, how, input };
    }),
  );
}

/** Whether the server would take it (then it is not sent: it would run). */
function accepted(p: Procedure, input: unknown): boolean {
  const normalised = normaliseInput(input);
  return p._def.inputs.every((schema) => schema.safeParse(normalised).success);
}

describe('every field message a user can read is a sentence of ours', () => {
  it('each required field of every procedure taking an object, removed, blank or null', async () => {
    let checked = 0;
    const problems: string[] = [];
    for (const [path, sampleOf] of Object.entries(PROCEDURE_SAMPLES)) {
      const p = procedures[path]!;
      const sample = sampleOf(ids);
      if (!isObject(sample) || p._def.inputs.length === 0) continue;
      for (const { path: field, how, input } of emptied(sample)) {
        if (accepted(p, input)) continue;
        const access = PROCEDURE_ACCESS[path]?.access;
        // A seafarer's own procedures answer his portal session only: their messages are read under the
        // field by the portal specs (portal-live, requests), signed in as him.
        if (access?.kind === 'seafarer') continue;
        const as = access?.kind === 'permission' && access.permission === 'principal.portal' ? principal : admin;
        const reply = p._def.type === 'query' ? await as.query(path, input) : await as.mutation(path, input);
        const where = `${path} ${field.join('.')} ${how}`;
        checked++;
        if (reply.status !== 400 || reply.error?.data.code !== 'BAD_REQUEST') {
          problems.push(`${where}: ${reply.status} ${reply.error?.message}`);
          continue;
        }
        const errors = reply.error.data.fieldErrors ?? {};
        for (const message of [reply.error.message, ...Object.values(errors).flat()]) {
          if (!message || ZOD_WORDING.test(message)) problems.push(`${where}: "${message}"`);
        }
        // Under the field, or under what holds it when that is what is wrong ("Change at least one field").
        const name = field.join('.');
        if (!Object.keys(errors).some((k) => k === name || name.startsWith(`${k}.`)))
          problems.push(`${where}: keyed ${JSON.stringify(errors)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(500);
  }, 600_000);

  it("answers JSON that does not parse in a sentence of ours, not the parser's", async () => {
    const res = await admin.raw('/trpc/documents.runExpiryAlerts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a": [1, 2',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'The request could not be read: it is not well-formed JSON',
    );
  });

  it('says so for a field sent that is not taken, keyed by its name', async () => {
    const reply = await admin.mutation('documents.runExpiryAlerts', { leadDays: [1] });
    expect(reply.error?.data.fieldErrors).toEqual({ leadDays: ['This field is not taken here'] });
  });
});
