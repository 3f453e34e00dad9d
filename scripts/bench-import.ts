/**
 * npm run bench:import [rows]: issue 28 §5, beside a same-run baseline.
 *   1. the preview of a crews sheet of N rows (CSV: read, keys resolved, every row decided, duplicates
 *      matched against the crews on file), nothing written
 *   2. the commit of those N rows by the import job (each row through the command handler, a result xlsx)
 *   3. the baseline: the seed's writer (seed.ts: one handleMany per crew through the same handler) for
 *      N other crews of the same shape, in the same run
 * Records per crew (documents, addresses...) are not importable yet: the "x 10 records" figure is not measured.
 */
import { crewStream, DEPT, type CrewCommand } from '@crewing/domain';
import { importPreviewInput } from '@crewing/domain/import/index';
import { createTestServices } from '../apps/server/src/testing/test-services.js';
import { makeUser, newMasterRecord, TEST_META } from '../apps/server/src/testing/actors.js';
import { saveFile } from '../apps/server/src/platform/files/store.js';
import { jobContextOf } from '../apps/server/src/platform/services.js';
import { handleMany } from '../apps/server/src/platform/stream-commands.js';
import { crews } from '../apps/server/src/crew/commands.js';
import { nextId } from '../apps/server/src/shared/ids.js';
import { previewImport } from '../apps/server/src/import/preview.js';
import { importCommitJob } from '../apps/server/src/import/commit.js';
import { imports } from '../apps/server/src/import/commit.js';
import { FIRST_NAMES, LAST_NAMES, MIDDLE_NAMES, RANKS } from '../apps/server/src/seed/data.js';
import { timed } from './bench/stats.js';

const ROWS = Number(process.argv[2] ?? 2000);
let seed = 2028;
const rand = () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32;
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const pad = (n: number) => String(n).padStart(2, '0');

const services = await createTestServices({ startWorkers: false });
const user = await makeUser(services, { departmentId: DEPT.dss });
const rankIds: number[] = [];
for (const [i, r] of RANKS.entries())
  rankIds.push(await newMasterRecord(services, 'rank', 'rank', { ...r, sortOrder: i + 1 }));

/** One crew as a legacy sheet writes him (dates DD/MM/YYYY, ranks by alias) and as the seed registers him. */
function person(n: number, prefix: string) {
  const rank = Math.floor(rand() * RANKS.length);
  const birth = { y: 1965 + Math.floor(rand() * 35), m: 1 + Math.floor(rand() * 12), d: 1 + Math.floor(rand() * 28) };
  return {
    applicantNo: `${prefix}${String(n).padStart(7, '0')}`,
    lastName: pick(LAST_NAMES),
    firstName: pick(FIRST_NAMES),
    middleName: pick(MIDDLE_NAMES),
    birthdate: `${birth.y}-${pad(birth.m)}-${pad(birth.d)}`,
    sheetDate: `${pad(birth.d)}/${pad(birth.m)}/${birth.y}`,
    rankAlias: RANKS[rank]!.alias,
    rankId: rankIds[rank]!,
    contactNumber: `09${Math.floor(100000000 + rand() * 899999999)}`,
  };
}

const sheetRows = Array.from({ length: ROWS }, (_, i) => person(i + 1, 'IMP'));
const csv = [
  'applicantno,last_name,first_name,middle_name,birth_date,rank_code,contact_number',
  ...sheetRows.map((p) =>
    [p.applicantNo, p.lastName, p.firstName, p.middleName, p.sheetDate, p.rankAlias, p.contactNumber].join(','),
  ),
].join('\r\n');
const file = await saveFile(services.db, {
  bytes: Buffer.from(csv),
  fileName: 'bench.csv',
  kind: 'import',
  uploadedBy: user.id,
});

const input = importPreviewInput.parse({ kind: 'crews', fileId: file.id });
let totals: unknown;
const previewMs = await timed(async () => (totals = (await previewImport(services.db, user.id, input)).totals));

const importId = await nextId(services, 'import');
const at = new Date().toISOString();
const metadata = { ...TEST_META, userId: user.id, userName: 'BENCH' };
await imports.handle(
  services,
  importId,
  { type: 'StartImport', data: { importId, kind: 'crews', fileId: file.id, fileName: 'bench.csv', at } },
  { metadata },
);
let counts: unknown;
const commitMs = await timed(async () => {
  const r = await importCommitJob.handler(
    { importId, kind: 'crews', fileId: file.id, fileName: 'bench.csv', choices: {}, requestedBy: user.id, metadata },
    jobContextOf(services),
  );
  counts = r.counts;
});

// The seed's writer for N crews of the same shape (seed.ts: a crew id, then one handleMany per crew).
const baseline = Array.from({ length: ROWS }, (_, i) => person(i + 1, 'SEED'));
const seedMs = await timed(async () => {
  for (const p of baseline) {
    const crewId = await nextId(services, 'crew');
    const { sheetDate: _d, rankAlias: _r, ...profile } = p;
    const command: CrewCommand = { type: 'RegisterCrew', data: { crewId, profile, at } };
    await handleMany(services, [crews.item(crewId, command)], { commandId: `seed-crew-${crewId}`, metadata });
  }
});

const rate = (ms: number) => `${Math.round((ROWS * 1000) / ms)} crews/s`;
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const projected = (ms: number) =>
  `${((ms / ROWS) * 50_000) / 60_000 < 1 ? '<1' : (((ms / ROWS) * 50_000) / 60_000).toFixed(1)} min`;
console.log(`bench:import, ${ROWS} rows (crews: identity and personal data), stream ${crewStream.type}`);
console.log(`preview totals ${JSON.stringify(totals)}; commit counts ${JSON.stringify(counts)}`);
console.log('| figure | measured | same-run baseline | ratio | at 50,000 rows |');
console.log('| --- | --- | --- | --- | --- |');
console.log(
  `| preview of ${ROWS} rows (nothing written) | ${secs(previewMs)} (${rate(previewMs)}) | seed writer ${secs(seedMs)} | ${(previewMs / seedMs).toFixed(2)}x | ${(((previewMs / ROWS) * 50_000) / 1000).toFixed(0)} s (goal < 60 s) |`,
);
console.log(
  `| commit of ${ROWS} crews (job: handler per row, result xlsx) | ${secs(commitMs)} (${rate(commitMs)}) | seed writer ${secs(seedMs)} (${rate(seedMs)}) | ${(commitMs / seedMs).toFixed(2)}x | ${projected(commitMs)} |`,
);
await services.dispose();
