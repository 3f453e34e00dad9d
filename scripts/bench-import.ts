/**
 * npm run bench:import [-- --crews 1000 --records 10 --preview-rows 50000]: issue 28 §5, beside a same-run baseline.
 *   1. the preview of a crews sheet of --preview-rows rows (CSV: read, keys resolved, every row decided, duplicates
 *      matched against the crews on file), nothing written
 *   2. the commit of --crews crews by the import job (each row through the command handler, a result xlsx), then
 *      the preview and the commit of their documents sheet, --records rows a crew (keyed to him by applicant no.),
 *      each as a user would run them; the async projections caught up after each commit (part of the time)
 *   3. the baseline: the seed's writer for as many other crews with as many records (seed.ts: one handleMany per
 *      crew for the registration; crew-201.ts writeCrewRecords for the records), the projections caught up too
 *   --batch N: the rows a group commit takes (the job's IMPORT_BATCH_ROWS when left out; 1 = each row on its own);
 *   --compare: the same import again for as many other crews with --batch 1, in the same run (group commit's baseline)
 *   --baseline-crews N: the baseline on N crews only, its rate scaled to --crews (a 50,000-crew run's baseline would take hours)
 * A bare number is read as --crews (the old `npm run bench:import 2000`). Prints one markdown table.
 */
import { CREW_RECORD_FAMILIES_BY_NAME, crewStream, DEPT, type CrewCommand } from '@crewing/domain';
import { importPreviewInput } from '@crewing/domain/import/index';
import { createTestServices } from '../apps/server/src/testing/test-services.js';
import { createMasterRecord, makeUser, newMasterRecord, TEST_META } from '../apps/server/src/testing/actors.js';
import { saveFile } from '../apps/server/src/platform/files/store.js';
import { jobContextOf } from '../apps/server/src/platform/services.js';
import { handleMany } from '../apps/server/src/platform/stream-commands.js';
import { crews } from '../apps/server/src/crew/commands.js';
import { nextId } from '../apps/server/src/shared/ids.js';
import { previewImport } from '../apps/server/src/import/preview.js';
import { IMPORT_BATCH_ROWS, importCommitJob, imports } from '../apps/server/src/import/commit.js';
import { writeCrewRecords, type Rec } from '../apps/server/src/seed/crew-201.js';
import { FIRST_NAMES, LAST_NAMES, MIDDLE_NAMES, RANKS } from '../apps/server/src/seed/data.js';
import { timed } from './bench/stats.js';
import { loadAverage } from './bench/services.js';

function option(name: string, fallback: number): number {
  const args = process.argv.slice(2);
  const at = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (at >= 0) return Number(args[at]!.includes('=') ? args[at]!.split('=')[1] : args[at + 1]);
  const bare = args.find((a) => /^\d+$/.test(a) && !args[args.indexOf(a) - 1]?.startsWith('--'));
  return name === 'crews' && bare ? Number(bare) : fallback;
}
const CREWS = option('crews', 1000);
const RECORDS = option('records', 10);
const PREVIEW_ROWS = option('preview-rows', CREWS);
const GOAL_CREWS = 50_000;
const BATCH = option('batch', IMPORT_BATCH_ROWS);
const COMPARE = process.argv.includes('--compare');
/** --baseline-crews N: the seed writer's baseline on N crews (its rate scaled to --crews), for runs too large to write twice. */
const BASELINE_CREWS = Math.min(option('baseline-crews', CREWS), CREWS);

let seed = 2028;
const rand = () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32;
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const pad = (n: number) => String(n).padStart(2, '0');

const started = Date.now();
const services = await createTestServices({ startWorkers: false });
const user = await makeUser(services, { departmentId: DEPT.dss });
const rankIds: number[] = [];
for (const [i, r] of RANKS.entries())
  rankIds.push(await newMasterRecord(services, 'rank', 'rank', { ...r, sortOrder: i + 1 }));
// One document of the list per record of a crew (PASSPORT, DOC02...): each crew holds each once.
const documents: Array<{ id: number; code: string }> = [];
for (let i = 0; i < RECORDS; i++) {
  const code = i === 0 ? 'PASSPORT' : `DOC${pad(i + 1)}`;
  const id = 900 + i;
  await createMasterRecord(services, 'document', id, { name: `BENCH DOCUMENT ${i + 1}`, category: 'document', code });
  documents.push({ id, code });
}
await services.runner.catchUp(120_000);

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
type Person = ReturnType<typeof person>;
/** His k-th document: issued in 2020 + k % 5, valid ten years. */
const documentOf = (p: Person, k: number) => ({
  documentId: documents[k]!.id,
  number: `${documents[k]!.code.slice(0, 3)}-${p.applicantNo}-${k}`,
  issuedDate: `${2016 + (k % 8)}-0${1 + (k % 9)}-15`,
  expiryDate: `${2026 + (k % 8)}-0${1 + (k % 9)}-14`,
});
const sheetDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const crewsCsv = (people: Person[]) =>
  [
    'applicantno,last_name,first_name,middle_name,birth_date,rank_code,contact_number',
    ...people.map((p) =>
      [p.applicantNo, p.lastName, p.firstName, p.middleName, p.sheetDate, p.rankAlias, p.contactNumber].join(','),
    ),
  ].join('\r\n');
const documentsCsv = (people: Person[]) =>
  [
    'applicantno,document,doc_no,date_issued,expiry_date',
    ...people.flatMap((p) =>
      documents.map((d, k) => {
        const r = documentOf(p, k);
        return [p.applicantNo, d.code, r.number, sheetDate(r.issuedDate), sheetDate(r.expiryDate)].join(',');
      }),
    ),
  ].join('\r\n');

const upload = async (fileName: string, csv: string) =>
  (await saveFile(services.db, { bytes: Buffer.from(csv), fileName, kind: 'import', uploadedBy: user.id })).id;
const metadata = { ...TEST_META, userId: user.id, userName: 'BENCH' };

/** The preview as the screen asks it; its totals. */
async function preview(kind: string, fileId: string) {
  const input = importPreviewInput.parse({ kind, fileId });
  let totals: unknown;
  const ms = await timed(async () => (totals = (await previewImport(services.db, user.id, input)).totals));
  return { ms, totals };
}
/** Confirm (the import's stream started) and the job's run, then the async projections caught up. */
async function commit(kind: string, fileId: string, fileName: string, batchSize = BATCH) {
  const importId = await nextId(services, 'import');
  const at = new Date().toISOString();
  let counts: unknown;
  let jobMs = 0;
  const ms = await timed(async () => {
    await imports.handle(
      services,
      importId,
      { type: 'StartImport', data: { importId, kind, fileId, fileName, at } },
      { metadata },
    );
    jobMs = await timed(async () => {
      const r = await importCommitJob.handler(
        { importId, kind, fileId, fileName, choices: {}, requestedBy: user.id, metadata, batchSize },
        jobContextOf(services),
      );
      counts = r.counts;
    });
    await services.runner.catchUp(3_600_000);
  });
  return { ms, jobMs, counts };
}

const log = (line: string) => console.error(`[${((Date.now() - started) / 1000).toFixed(0)} s] ${line}`);

// 1. The preview of a sheet of PREVIEW_ROWS crews (only read: none of them is committed).
const previewPeople = Array.from({ length: PREVIEW_ROWS }, (_, i) => person(i + 1, 'PRE'));
const bigPreview = await preview('crews', await upload('preview.csv', crewsCsv(previewPeople)));
log(`preview of ${PREVIEW_ROWS} crews rows: ${bigPreview.ms.toFixed(0)} ms`);

// 2. The import: the crews, then their documents, each previewed then committed.
const imported = Array.from({ length: CREWS }, (_, i) => person(i + 1, 'IMP'));
const crewsFile = await upload('crews.csv', crewsCsv(imported));
const crewsPreview = await preview('crews', crewsFile);
const crewsCommit = await commit('crews', crewsFile, 'crews.csv');
log(`crews: preview ${crewsPreview.ms.toFixed(0)} ms, commit ${crewsCommit.ms.toFixed(0)} ms`);
const documentsFile = await upload('documents.csv', documentsCsv(imported));
const documentsPreview = await preview('documents', documentsFile);
log(`documents: preview ${documentsPreview.ms.toFixed(0)} ms`);
const documentsCommit = await commit('documents', documentsFile, 'documents.csv');
log(`documents: commit ${documentsCommit.ms.toFixed(0)} ms`);

// 2b. The same import one row (one crew's records) a transaction, as before group commit.
let oneByOne: { crews: Awaited<ReturnType<typeof commit>>; documents: Awaited<ReturnType<typeof commit>> } | null =
  null;
if (COMPARE) {
  const others = Array.from({ length: CREWS }, (_, i) => person(i + 1, 'ONE'));
  const oneCrews = await upload('crews-1.csv', crewsCsv(others));
  await preview('crews', oneCrews);
  const c = await commit('crews', oneCrews, 'crews-1.csv', 1);
  const oneDocuments = await upload('documents-1.csv', documentsCsv(others));
  await preview('documents', oneDocuments);
  const d = await commit('documents', oneDocuments, 'documents-1.csv', 1);
  oneByOne = { crews: c, documents: d };
  log(`one by one: crews ${c.ms.toFixed(0)} ms, documents ${d.ms.toFixed(0)} ms`);
}

// 3. The baseline: the seed's writer for as many other crews with as many records.
const baseline = Array.from({ length: BASELINE_CREWS }, (_, i) => person(i + 1, 'SEED'));
const at = new Date().toISOString();
const family = CREW_RECORD_FAMILIES_BY_NAME['crew-document']!;
let seedFiles: Array<{ crewId: number; records: Rec[] }> = [];
const seedCrewsRun = await timed(async () => {
  const files: Array<{ crewId: number; records: Rec[] }> = [];
  for (const p of baseline) {
    const crewId = await nextId(services, 'crew');
    const { sheetDate: _d, rankAlias: _r, ...profile } = p;
    const command: CrewCommand = { type: 'RegisterCrew', data: { crewId, profile, at } };
    await handleMany(services, [crews.item(crewId, command)], { commandId: `seed-crew-${crewId}`, metadata });
    files.push({ crewId, records: documents.map((_, k) => ({ family, fields: documentOf(p, k) })) });
  }
  await services.runner.catchUp(3_600_000);
  seedFiles = files;
});
log(`baseline crews (${BASELINE_CREWS}): ${seedCrewsRun.toFixed(0)} ms`);
const seedRecordsRun = await timed(async () => {
  await writeCrewRecords(services, seedFiles, metadata, 'bench-seed-records', at);
  await services.runner.catchUp(3_600_000);
});
log(`baseline records (${BASELINE_CREWS * RECORDS}): ${seedRecordsRun.toFixed(0)} ms`);
// The baseline as if written for --crews crews (its per-crew rate; equal to the run when it wrote as many).
const seedCrewsMs = (seedCrewsRun * CREWS) / BASELINE_CREWS;
const seedRecordsMs = (seedRecordsRun * CREWS) / BASELINE_CREWS;

const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const rate = (n: number, ms: number, what: string) => `${Math.round((n * 1000) / ms).toLocaleString('en')} ${what}/s`;
const n = (x: number) => x.toLocaleString('en');
const scale = GOAL_CREWS / CREWS;
const importMs = crewsCommit.ms + documentsCommit.ms;
const seedMs = seedCrewsMs + seedRecordsMs;
const minutes = (ms: number) => `${((ms * scale) / 60_000).toFixed(1)} min`;
console.log(
  `bench:import, ${n(CREWS)} crews x ${RECORDS} documents (stream ${crewStream.type}), ` +
    `preview sheet of ${n(PREVIEW_ROWS)} rows; group commit of ${BATCH} rows; ` +
    `load average ${loadAverage()}`,
);
if (BASELINE_CREWS < CREWS)
  console.log(
    `baseline: the seed writer on ${n(BASELINE_CREWS)} crews (${secs(seedCrewsRun)} + ${secs(seedRecordsRun)}), ` +
      `its rate scaled to ${n(CREWS)} crews in the table`,
  );
console.log(`preview totals ${JSON.stringify(bigPreview.totals)}`);
console.log(
  `commit counts: crews ${JSON.stringify(crewsCommit.counts)}; documents ${JSON.stringify(documentsCommit.counts)}`,
);
console.log('');
console.log('| figure | measured | same-run baseline | ratio | at 50,000 crews | goal |');
console.log('| --- | --- | --- | --- | --- | --- |');
console.log(
  `| preview of a crews sheet of ${n(PREVIEW_ROWS)} rows (nothing written) | ${secs(bigPreview.ms)} ` +
    `(${rate(PREVIEW_ROWS, bigPreview.ms, 'rows')}) | seed writer, ${n(CREWS)} crews: ${secs(seedCrewsMs)} ` +
    `(${rate(CREWS, seedCrewsMs, 'crews')}) | ${(bigPreview.ms / PREVIEW_ROWS / (seedCrewsMs / CREWS)).toFixed(3)}x per row | ` +
    `${secs((bigPreview.ms / PREVIEW_ROWS) * GOAL_CREWS)} | < 60 s for 50,000 rows |`,
);
console.log(
  `| preview of the documents sheet, ${n(CREWS * RECORDS)} rows | ${secs(documentsPreview.ms)} ` +
    `(${rate(CREWS * RECORDS, documentsPreview.ms, 'rows')}) | | | | |`,
);
console.log(
  `| commit of ${n(CREWS)} crews (job + projections caught up) | ${secs(crewsCommit.ms)} (job ${secs(crewsCommit.jobMs)}; ` +
    `${rate(CREWS, crewsCommit.ms, 'crews')}) | seed writer ${secs(seedCrewsMs)} (${rate(CREWS, seedCrewsMs, 'crews')}) | ` +
    `${(crewsCommit.ms / seedCrewsMs).toFixed(2)}x | ${minutes(crewsCommit.ms)} | |`,
);
console.log(
  `| commit of their ${n(CREWS * RECORDS)} documents (job + projections caught up) | ${secs(documentsCommit.ms)} ` +
    `(job ${secs(documentsCommit.jobMs)}; ${rate(CREWS * RECORDS, documentsCommit.ms, 'records')}) | ` +
    `seed writer ${secs(seedRecordsMs)} (${rate(CREWS * RECORDS, seedRecordsMs, 'records')}) | ` +
    `${(documentsCommit.ms / seedRecordsMs).toFixed(2)}x | ${minutes(documentsCommit.ms)} | |`,
);
console.log(
  `| **commit, crews x ${RECORDS} records in all** | ${secs(importMs)} | seed writer ${secs(seedMs)} | ` +
    `${(importMs / seedMs).toFixed(2)}x | ${minutes(importMs)} | < 10 min for 50,000 x 10 |`,
);
if (oneByOne) {
  const oneMs = oneByOne.crews.ms + oneByOne.documents.ms;
  console.log(
    `| same run, --batch 1 (each row, or a crew's records, its own transaction): crews / documents / in all | ` +
      `${secs(oneByOne.crews.ms)} / ${secs(oneByOne.documents.ms)} / ${secs(oneMs)} | seed writer ${secs(seedMs)} | ` +
      `${(oneMs / seedMs).toFixed(2)}x; group commit ${(importMs / oneMs).toFixed(2)}x of it | ${minutes(oneMs)} | |`,
  );
}
await services.dispose();
