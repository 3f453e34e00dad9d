import { beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { sql } from 'kysely';
import { addCrew, callerAs, createMasterRecord, type Caller } from '../testing/actors.js';
import { bosunRank, committedImport, undoneImport, useImportFile } from '../testing/imports.js';

// Issue 28 §4: an import undone as a whole by compensating events, while nobody has edited its records since.
const { my, importer: dss, upload } = useImportFile('dss');
let officer: Caller;
let bosun: number;
let pedro: number;

beforeAll(async () => {
  officer = await callerAs(my.services, 'crewingOfficer');
  bosun = await bosunRank(my.services);
  pedro = await addCrew(officer, {
    applicantNo: 'APP-100',
    lastName: 'SANTOS',
    firstName: 'PEDRO',
    birthdate: '1980-01-01',
    rankId: bosun,
    contactNumber: '0999',
  });
  await createMasterRecord(my.services, 'document', 47, { name: 'PASSPORT', category: 'document', code: 'PASSPORT' });
  await my.settled();
});

const HEADER = 'applicantno,last_name,first_name,birthdate,rank,contact_number';

async function imported(lines: string[], choices: Record<number, 'UPDATE'> = {}, kind = 'crews') {
  const fileId = await upload(`${kind}.csv`, lines);
  return (await committedImport(my, dss.caller, { kind, fileId, choices })).importId;
}

/** A crew added by one import and his passport by a later one: two imports that wrote to the same crew. */
async function crewThenPassport(applicantNo: string, lastName: string, firstName: string, passportNo: string) {
  const crewsImport = await imported([HEADER, `${applicantNo},${lastName},${firstName},1990-01-01,BOSUN,`]);
  const [crew] = await my.services.db
    .selectFrom('crews')
    .select('id')
    .where('applicant_no', '=', applicantNo)
    .execute();
  const docsImport = await imported(
    [
      'applicantno,document,doc_no,date_issued,expiry_date',
      `${applicantNo},PASSPORT,${passportNo},2020-01-01,2030-01-01`,
    ],
    {},
    'documents',
  );
  return { crewsImport, crewId: crew!.id, docsImport };
}

const crewIds = async () =>
  (await my.services.db.selectFrom('crews').select('id').orderBy('id').execute()).map((c) => c.id);
const eventCount = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from events`.execute(my.services.db)).rows[0]!.n);
const refusal = async (call: Promise<unknown>) => {
  try {
    await call;
    return null;
  } catch (e) {
    const cause = (e as TRPCError).cause as { fieldErrors?: Record<string, string[]> } | undefined;
    return cause?.fieldErrors?.importId?.[0] ?? (e as Error).message;
  }
};

describe('import undo (issue 28 §4)', () => {
  it('takes back the crews it added and the changes it made, by compensating events; the list shows it undone', async () => {
    const before = await crewIds();
    const importId = await imported(
      [HEADER, 'APP-1,DELA CRUZ,JUAN,12 APR 1990,BSN,0917', 'APP-100,SANTOS,PEDRO,1980-01-01,BOSUN,0918'],
      { 3: 'UPDATE' },
    );
    expect((await crewIds()).length).toBe(before.length + 1);
    expect((await officer.crew.get({ id: pedro })).contactNumber).toBe('0918');
    const written = await eventCount();

    expect(await undoneImport(my, dss.caller, importId)).toMatchObject({ importId, undone: 2, kept: 0 });

    expect(await crewIds()).toEqual(before);
    expect((await officer.crew.get({ id: pedro })).contactNumber).toBe('0999');
    // Nothing was deleted: the import's events stay, the undo's are added, marked with the import they undo.
    expect(await eventCount()).toBeGreaterThan(written);
    const undoEvents = await my.services.db
      .selectFrom('events')
      .select(['event_type', 'metadata'])
      .where(sql<boolean>`(metadata->>'importUndo')::int = ${importId}`)
      .orderBy('global_position')
      .execute();
    expect(undoEvents.map((e) => e.event_type).sort()).toEqual([
      'CrewProfileUpdated',
      'CrewRegistrationWithdrawn',
      'ImportUndone',
    ]);
    expect(undoEvents.every((e) => e.metadata.userId === dss.id)).toBe(true);

    const past = (await dss.caller.import.list()).find((p) => p.id === importId);
    expect(past).toMatchObject({ status: 'UNDONE', undoneBy: expect.any(String) });
    expect(past?.undoneAt).not.toBeNull();
    expect(await refusal(dss.caller.import.undo({ importId }))).toBe('This import has been undone already');
  });

  it('is refused, naming the edited records, once someone has edited a record of the import since', async () => {
    const importId = await imported([HEADER, 'APP-7,REYES,ANA,1991-05-01,BOSUN,', 'APP-8,CRUZ,JOSE,1985-07-01,BOSUN,']);
    const [ana] = await my.services.db.selectFrom('crews').select('id').where('applicant_no', '=', 'APP-7').execute();
    await officer.crew.update({ crewId: ana!.id, changes: { contactNumber: '0920' } });
    const before = await eventCount();

    expect(await refusal(dss.caller.import.undo({ importId }))).toBe(
      `This import cannot be undone: edited since the import: crew ${ana!.id} REYES, ANA (row 2)`,
    );
    // Nothing was written, and the import is still there to see.
    expect(await eventCount()).toBe(before);
    expect((await dss.caller.import.list()).find((p) => p.id === importId)?.status).toBe('DONE');
    expect((await crewIds()).length).toBeGreaterThan(1);
  });

  it('undoes the later import first: the earlier one is refused, naming it, until it is undone; then it is undone too', async () => {
    const { crewsImport, crewId: lino, docsImport } = await crewThenPassport('APP-20', 'LATER', 'LINO', 'P-2020');
    const before = await eventCount();
    expect(await refusal(dss.caller.import.undo({ importId: crewsImport }))).toBe(
      `This import cannot be undone before the later imports that wrote to its records: ` +
        `documents.csv (import ${docsImport}) on crew ${lino} LATER, LINO (row 2). Undo those first.`,
    );
    expect(await eventCount()).toBe(before);

    expect(await undoneImport(my, dss.caller, docsImport)).toMatchObject({ undone: 1, kept: 0 });
    // The later import and its undo together changed nothing: the crews import is undone as a whole.
    expect(await undoneImport(my, dss.caller, crewsImport)).toMatchObject({ undone: 1, kept: 0 });
    expect(await my.services.db.selectFrom('crews').select('id').where('id', '=', lino).execute()).toEqual([]);
    expect((await dss.caller.import.list()).find((p) => p.id === crewsImport)?.status).toBe('UNDONE');
  });

  it('counts an edit made after the later import was undone as an edit', async () => {
    const { crewsImport, crewId: mia, docsImport } = await crewThenPassport('APP-30', 'MIDDLE', 'MIA', 'P-3030');
    expect(await undoneImport(my, dss.caller, docsImport)).toMatchObject({ undone: 1, kept: 0 });
    await officer.crew.update({ crewId: mia, changes: { contactNumber: '0930' } });
    expect(await refusal(dss.caller.import.undo({ importId: crewsImport }))).toBe(
      `This import cannot be undone: edited since the import: crew ${mia} MIDDLE, MIA (row 2)`,
    );
  });

  it('is for importers only, and names an unknown import', async () => {
    await expect(officer.import.undo({ importId: 1 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(dss.caller.import.undo({ importId: 999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
