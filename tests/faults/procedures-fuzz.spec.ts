import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TestServices } from '@crewing/server/testing/test-services';
import { createSeededTestServices } from '@crewing/server/testing/seeded-services';
import { startApp } from '@crewing/server/testing/http';
import { makeUser } from '@crewing/server/testing/actors';
import { PROCEDURE_SAMPLES, type SampleIds } from '@crewing/server/testing/procedure-samples';
import { createSession, SESSION_COOKIE } from '@crewing/server/platform/auth/sessions';
import { appRouter } from '@crewing/server/features';
import type { App } from '@crewing/server/app';

/**
 * Random and malformed input to every procedure of the router, over HTTP, as every demo role
 * and as nobody: never a 5xx, never a stack trace, every refusal a clear error (a BAD_REQUEST
 * names the field it is about).
 */
const ROLES = ['anonymous', 'ops', 'dss', 'management', 'crewing', 'aib', 'mgc', 'staffdb', 'admin'] as const;
const RUNS_PER_ROLE = 260;

/** JSON sent as written (a 10,000-deep nest is built as text: reporting it as a value overflows). */
class RawJson {
  constructor(readonly text: string) {}
}
const PROTO_POLLUTION: unknown = JSON.parse('{"__proto__": {"polluted": true}}');
const nested = (depth: number) => new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
const HOSTILE: unknown[] = [
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53 + 2,
  -1,
  0,
  -0.5,
  1e308,
  '',
  '   ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udc00y',
  '💥'.repeat(500),
  "'; drop table events; --",
  '<script>alert(1)</script>',
  '__proto__',
  '2026-13-45',
  '0000-00-00',
  // Issue 25: other systems' placeholder dates, refused under the field.
  '9999-12-31',
  '1900-01-01',
  'x'.repeat(20_000),
  'x'.repeat(1_100_000),
  null,
  true,
  [],
  {},
  [null],
  nested(40),
  new RawJson('{"a": [1, 2'),
  nested(10_000),
  Array.from({ length: 20_000 }, (_, i) => i + 1),
  PROTO_POLLUTION,
  { constructor: { prototype: { polluted: true } } },
];

const hostile = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true })) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** The places of a sample one hostile value can go: each top-level field, each field of `changes`. */
function placesOf(sample: unknown): string[][] {
  if (sample === null || typeof sample !== 'object') return [];
  const s = sample as Record<string, unknown>;
  return [
    ...Object.keys(s).map((k) => [k]),
    ...Object.keys((s.changes as object | undefined) ?? {}).map((k) => ['changes', k]),
  ];
}

type Kind = 'number' | 'string' | 'other';
const kindOf = (v: unknown): Kind => (typeof v === 'number' ? 'number' : typeof v === 'string' ? 'string' : 'other');
/**
 * The hostile values of another kind than a field's own that still go into it: the likeliest to slip
 * through a coercion ('' and blanks coerce to 0, a date-like or injection string, 0, -1, a number past
 * 2^53). The rest of another kind fail the field's type check exactly as these do, and sending each into
 * every field of every procedure was a third of the sweep's 31,000 requests (about 2 minutes).
 */
const ACROSS_KINDS = new Set<unknown>(['', '   ', '2026-13-45', "'; drop table events; --", 0, -1, 2 ** 53 + 2]);

/**
 * The values of no plain kind a number or string field meets besides its own kind: each fails the field's
 * type check as any object would, so the few a coercion could turn into a value (null, true, [] and [null]
 * become 0, 1 or '') and the prototype-polluting object stand for the rest (s44: the sweep's 21,666
 * requests took 198 s; the deep nest, the 20,000-number array and the constructor object sent into every
 * number and string field were a quarter of it). Fields holding an object or a list meet them all.
 */
const TYPED_FIELD_OTHERS = new Set<unknown>([null, true, [], {}, [null], PROTO_POLLUTION]);

/**
 * Every hostile value for a field holding `current`: all of its own kind, a few of the other plain kind, and of
 * no plain kind all for an object or list field, the few above for a number or string. JSON text (RawJson) is
 * sent as a whole request only: inside a field it would be an object with a `text` string like any other.
 */
function hostileFor(current: unknown): unknown[] {
  const own = kindOf(current);
  return HOSTILE.filter((v) => {
    if (v instanceof RawJson) return false;
    const kind = kindOf(v);
    if (kind === 'other') return own === 'other' || TYPED_FIELD_OTHERS.has(v);
    return kind === own || ACROSS_KINDS.has(v);
  });
}

function valueAt(sample: Record<string, unknown>, place: string[]): unknown {
  return place.length === 2 ? (sample[place[0]!] as Record<string, unknown>)[place[1]!] : sample[place[0]!];
}

function withValue(
  sample: Record<string, unknown>,
  place: string[],
  value: unknown,
  drop = false,
): Record<string, unknown> {
  const copy = structuredClone(sample);
  const parent = (place.length === 2 ? ((copy[place[0]!] ??= {}) as Record<string, unknown>) : copy) as Record<
    string,
    unknown
  >;
  if (drop) delete parent[place.at(-1)!];
  else parent[place.at(-1)!] = value;
  return copy;
}

/** A valid sample with one field (top level or inside `changes`) replaced, removed or added. */
function mutated(sample: unknown) {
  if (sample === null || typeof sample !== 'object') return hostile;
  const s = sample as Record<string, unknown>;
  return fc
    .tuple(fc.constantFrom(...placesOf(s), ['extra'], ['changes', 'status']), hostile, fc.boolean())
    .map(([place, value, drop]) => withValue(s, place, value, drop));
}

let services: TestServices;
let app: App;
let url: string;
let ids: SampleIds;
const cookies = new Map<string, string | null>();

beforeAll(async () => {
  services = await createSeededTestServices({ startWorkers: false });
  ({ app, url } = await startApp(services));
  const cc = await services.db
    .selectFrom('crew_change_board')
    .select(['id', 'vessel_id', 'fleet_id', 'off_signer_crew_id'])
    .where('off_signer_crew_id', 'is not', null)
    .executeTakeFirstOrThrow();
  const batch = await services.db.selectFrom('disembark_batches').select('id').executeTakeFirst();
  // Account edits land on a throwaway user, so the demo roles keep their sessions.
  const target = await makeUser(services, {});
  ids = {
    userId: target.id,
    fleetId: cc.fleet_id ?? 1,
    vesselId: cc.vessel_id,
    crewId: cc.off_signer_crew_id!,
    crewChangeId: cc.id,
    batchId: batch?.id ?? 1,
  };
  for (const role of ROLES) {
    if (role === 'anonymous') {
      cookies.set(role, null);
      continue;
    }
    const user = await services.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', role)
      .executeTakeFirstOrThrow();
    const token = await createSession(services.db, { userId: user.id, days: 1, ip: '127.0.0.1', userAgent: 'fuzz' });
    cookies.set(role, `${SESSION_COOKIE}=${token}`);
  }
}, 900_000); // waits for the run's seeded template, which another file may be building on a loaded machine (took over 180 s under the fault suite)
afterAll(async () => {
  await app?.close();
  await services?.dispose();
});

const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: 'query' | 'mutation' } }>;

async function send(role: string, path: string, input: unknown): Promise<{ status: number; text: string }> {
  const cookie = cookies.get(role);
  const headers: Record<string, string> = {
    origin: url,
    'sec-fetch-site': 'same-origin',
    ...(cookie ? { cookie } : {}),
  };
  const body = input === undefined ? undefined : input instanceof RawJson ? input.text : JSON.stringify(input);
  const res =
    procedures[path]!._def.type === 'query'
      ? await fetch(`${url}/trpc/${path}${body === undefined ? '' : `?input=${encodeURIComponent(body)}`}`, { headers })
      : await fetch(`${url}/trpc/${path}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: body ?? 'null',
        });
  return { status: res.status, text: await res.text() };
}

const ZOD_WORDING =
  /invalid input|invalid option|invalid string|invalid element|invalid key|invalid union|expected|received|too small|too big|unrecognized/i;

/** What a user may be shown: no 5xx, no stack, a message; a BAD_REQUEST names its field. */
function checkReply(path: string, input: unknown, reply: { status: number; text: string }) {
  const where = `${path} <- ${JSON.stringify(input)?.slice(0, 200)} -> ${reply.status} ${reply.text.slice(0, 300)}`;
  expect(reply.status, where).toBeLessThan(500);
  expect(reply.text, where).not.toMatch(/\n\s+at |node_modules|SYSTEM ERROR/);
  if (reply.status < 400 || reply.text === '') return;
  // tRPC errors carry {error: {message, data}}; the HTTP edge (body limits, CSRF) answers {error: "..."}.
  let body: { error?: string | { message?: string; data?: { code?: string; fieldErrors?: Record<string, string[]> } } };
  try {
    body = JSON.parse(reply.text);
  } catch {
    throw new Error(`not JSON: ${where}`);
  }
  const error = typeof body.error === 'string' ? { message: body.error, data: undefined } : body.error;
  expect(typeof error?.message === 'string' && error.message.length > 0, where).toBe(true);
  // A refusal reads as a sentence, never a dump of validator internals.
  expect(error?.message, where).not.toMatch(/^\s*[[{]/);
  // Issue 25 §12: never the schema library's wording ("Invalid input: expected string, received undefined").
  expect(error?.message, where).not.toMatch(ZOD_WORDING);
  if (error?.data?.code === 'BAD_REQUEST') {
    const fields = Object.entries(error.data.fieldErrors ?? {});
    for (const [, messages] of fields)
      expect(
        messages.every((m) => typeof m === 'string' && m.length > 0 && !ZOD_WORDING.test(m)),
        where,
      ).toBe(true);
  }
}

describe('hostile input to every procedure as every demo role', () => {
  it('has a sample input for every procedure of the router', () => {
    expect(Object.keys(procedures).sort()).toEqual(Object.keys(PROCEDURE_SAMPLES).sort());
  });

  // Every hostile value in every field of every procedure (of another kind than the field's, the few of
  // hostileFor), as the administrator (who passes
  // every permission, so the value reaches the deciders, the projections and PostgreSQL).
  it('admin, every field of every procedure x every hostile value: no 5xx, no stack trace', async () => {
    const calls: { path: string; input: unknown }[] = [];
    for (const [path, sample] of Object.entries(PROCEDURE_SAMPLES)) {
      if (path === 'auth.logout') continue;
      const input = sample(ids);
      // JSON text as the whole request: broken, and nested past any parser's patience.
      for (const text of HOSTILE.filter((v) => v instanceof RawJson)) calls.push({ path, input: text });
      for (const place of placesOf(input))
        for (const value of hostileFor(valueAt(input as Record<string, unknown>, place)))
          calls.push({ path, input: withValue(input as Record<string, unknown>, place, value) });
    }
    // Thousands of requests (every crew record family's fields among them): three in flight at a time, as
    // a few users would send them, so the sweep takes minutes, not the quarter hour one at a time took.
    let next = 0;
    const sender = async () => {
      for (let c = calls[next++]; c; c = calls[next++])
        checkReply(c.path, c.input, await send('admin', c.path, c.input));
    };
    await Promise.all([sender(), sender(), sender()]);
    expect(calls.length).toBeGreaterThan(1000);
  }, 900_000);

  // Issue 25 §5: a cash loan dated 9999-12-31 or 1900-01-01 was taken; runExpiryAlerts took any input.
  it('refuses placeholder dates on a loan and any input to runExpiryAlerts, under the field, in our words', async () => {
    const loan = PROCEDURE_SAMPLES['crew.records.cashLoan.add']!(ids) as { fields: Record<string, unknown> };
    for (const startDate of ['9999-12-31', '1900-01-01']) {
      const input = { ...loan, fields: { ...loan.fields, startDate } };
      const reply = await send('admin', 'crew.records.cashLoan.add', input);
      checkReply('crew.records.cashLoan.add', input, reply);
      expect(JSON.parse(reply.text).error.data.fieldErrors).toEqual({
        'fields.startDate': ['Enter a date from 1990 to 2099'],
      });
    }
    for (const input of [{ leadDays: [1] }, 'now', [1]]) {
      const reply = await send('admin', 'documents.runExpiryAlerts', input);
      checkReply('documents.runExpiryAlerts', input, reply);
      expect(reply.status, JSON.stringify(input)).toBe(400);
    }
  });

  for (const role of ROLES) {
    it(`${role}: no 5xx, no stack trace, every refusal clear`, async () => {
      const paths = Object.keys(PROCEDURE_SAMPLES).filter((p) => role === 'anonymous' || p !== 'auth.logout');
      const arbitrary = fc
        .constantFrom(...paths)
        .chain((path) =>
          fc.tuple(
            fc.constant(path),
            fc.oneof(
              { weight: 3, arbitrary: mutated(PROCEDURE_SAMPLES[path]!(ids)) },
              { weight: 1, arbitrary: hostile },
            ),
          ),
        );
      await fc.assert(
        fc.asyncProperty(arbitrary, async ([path, input]) => checkReply(path, input, await send(role, path, input))),
        { numRuns: RUNS_PER_ROLE, seed: 20261123 + role.length, endOnFailure: true },
      );
      // Every procedure once more with its plain sample: the happy path stays below 500 too.
      for (const path of paths) checkReply(path, 'sample', await send(role, path, PROCEDURE_SAMPLES[path]!(ids)));
      expect(({} as Record<string, unknown>).polluted, 'no prototype pollution').toBeUndefined();
    }, 300_000); // about 700 requests: 27 s for the administrator at load 11, over 60 s at load 20
  }
});
