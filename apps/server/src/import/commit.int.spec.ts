import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { addCrew, callerAs, newMasterRecord } from '../testing/actors.js';
import { readFile } from '../platform/files/store.js';
import { bosunRank, committedImport, useImportFile } from '../testing/imports.js';

// Issue 28 §4: a confirmed import committed by a job, row by row through the command handler.
const { my, importer: dss, upload } = useImportFile('dss');
let bosun: number;

beforeAll(async () => {
  bosun = await bosunRank(my.services);
  await addCrew(await callerAs(my.services, 'crewingOfficer'), {
    applicantNo: 'APP-100',
    lastName: 'SANTOS',
    firstName: 'PEDRO',
    rankId: bosun,
  });
  await my.settled();
});

const csv = (lines: string[]) => upload('crews.csv', lines);

describe('import commit (issue 28 §4)', () => {
  it('adds the good rows as Add Crew would, skips a duplicate, fails a bad row without blocking the rest', async () => {
    const fileId = await csv([
      'applicantno,last_name,first_name,birthdate,rank,email',
      'APP-1,DELA CRUZ,JUAN,12 APR 1990,BSN,juan@mail.ph',
      'APP-2,REYES,ANA,31/02/1991,BOSUN,',
      'app-100,SANTOS,PEDRO,1990-01-01,BOSUN,',
      'APP-3,CRUZ,JOSE,1985-07-01,BOSUN,',
    ]);
    const { importId, jobId } = await dss.caller.import.commit({ kind: 'crews', fileId });
    await my.services.jobs.waitFor(jobId);
    const status = await dss.caller.import.status({ jobId });
    expect(status).toMatchObject({
      state: 'completed',
      result: { importId, counts: { rows: 4, created: 2, updated: 0, unchanged: 0, skipped: 1, failed: 1 } },
    });

    // The crews' events carry (rows are sent a few at a time: in row order here, not commit order) the import, the row and the confirming user.
    const events = await my.services.db
      .selectFrom('events')
      .select(['stream_id', 'data', 'metadata'])
      .where('event_type', '=', 'CrewRegistered')
      .where(sql<boolean>`(metadata->>'importId')::int = ${importId}`)
      .orderBy(sql`(metadata->>'importRow')::int`)
      .execute();
    expect(events.map((e) => [e.metadata.importRow, e.metadata.importFile, e.metadata.userId])).toEqual([
      [2, 'crews.csv', dss.id],
      [5, 'crews.csv', dss.id],
    ]);
    expect((events[0]!.data as { profile: Record<string, unknown> }).profile).toMatchObject({
      applicantNo: 'APP-1',
      lastName: 'DELA CRUZ',
      birthdate: '1990-04-12',
      rankId: bosun,
      email: 'juan@mail.ph',
    });

    // The history log says where each came from.
    const admin = await callerAs(my.services, 'admin');
    const story = await admin.audit.story({ streamId: events[0]!.stream_id });
    expect(story.find((e) => e.eventType === 'CrewRegistered')?.summary).toBe(
      'CrewRegistered (imported from crews.csv row 2)',
    );

    // The list of past imports, and the result sheet with every row's outcome.
    const [past] = await dss.caller.import.list();
    expect(past).toMatchObject({ id: importId, status: 'DONE', fileName: 'crews.csv', counts: { created: 2 } });
    const result = await readFile(my.services.db, past!.resultFileId!);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(result!.content as unknown as ArrayBuffer);
    const outcomes: unknown[] = [];
    wb.worksheets[0]!.eachRow((r) => outcomes.push((r.values as unknown[])[2]));
    expect(outcomes.filter((o) => typeof o === 'string' && /^[A-Z]+$/.test(o))).toEqual([
      'CREATED',
      'FAILED',
      'SKIPPED',
      'CREATED',
    ]);

    // Updating the duplicate with the user's choice.
    const again = await csv([
      'applicantno,last_name,first_name,birthdate,rank,contact_number',
      'APP-100,SANTOS,PEDRO,1990-01-01,BOSUN,0917',
    ]);
    const second = await dss.caller.import.commit({ kind: 'crews', fileId: again, choices: { 2: 'UPDATE' } });
    await my.services.jobs.waitFor(second.jobId);
    expect((await dss.caller.import.status({ jobId: second.jobId })).result).toMatchObject({ counts: { updated: 1 } });
  });

  it('an update row lists the fields it changes old -> new; an unchanged row writes nothing (issue 28 §3)', async () => {
    const secondOfficer = await newMasterRecord(my.services, 'rank', 'rank', {
      name: 'SECOND OFFICER',
      alias: '2/O',
      rankTypeId: 1,
      sortOrder: 1,
    });
    const officer = await callerAs(my.services, 'crewingOfficer');
    const ana = await addCrew(officer, {
      applicantNo: 'APP-400',
      lastName: 'REYES',
      firstName: 'ANA',
      birthdate: '1991-05-06',
      rankId: bosun,
      contactNumber: '0917',
    });
    const marco = await addCrew(officer, {
      applicantNo: 'APP-401',
      lastName: 'LUNA',
      firstName: 'MARCO',
      birthdate: '1985-07-01',
      rankId: bosun,
    });
    await my.settled();
    const fileId = await csv([
      'applicantno,last_name,first_name,birthdate,rank,contact_number,availability_date',
      // Ana: another rank (by its alias), another contact number, an availability date she had none of.
      'APP-400,REYES,ANA,06/05/1991,2/O,0918,01/12/2026',
      // Marco: the sheet reads as his 201 does (his birthdate written otherwise).
      'app-401,LUNA,MARCO,01 JUL 1985,BSN,,',
    ]);
    const choices = { 2: 'UPDATE', 3: 'UPDATE' } as const;

    // Without the choice both are duplicates; chosen, the preview says what confirming will do, as the 201 reads.
    expect((await dss.caller.import.preview({ kind: 'crews', fileId })).rows.map((r) => r.status)).toEqual([
      'duplicate',
      'duplicate',
    ]);
    const p = await dss.caller.import.preview({ kind: 'crews', fileId, choices });
    expect(p.rows.map((r) => [r.status, r.updates])).toEqual([
      [
        'update',
        {
          crewId: ana,
          entryId: null,
          name: 'REYES, ANA',
          changes: [
            { label: 'Rank', from: 'BOSUN', to: 'SECOND OFFICER' },
            { label: 'Contact Number', from: '0917', to: '0918' },
            { label: 'Availability Date', from: '—', to: '01 DEC 2026' },
          ],
        },
      ],
      ['unchanged', { crewId: marco, entryId: null, name: 'LUNA, MARCO', changes: [] }],
    ]);
    expect(p.totals).toMatchObject({ rows: 2, update: 1, unchanged: 1 });

    const { importId, result } = await committedImport(my, dss.caller, { kind: 'crews', fileId, choices });
    expect(result).toMatchObject({ counts: { rows: 2, created: 0, updated: 1, unchanged: 1, skipped: 0, failed: 0 } });
    // One event: Ana's 201 profile edit; nothing on Marco's stream.
    const events = await my.services.db
      .selectFrom('events')
      .select(['stream_id', 'event_type', 'data'])
      .where(sql<boolean>`(metadata->>'importId')::int = ${importId}`)
      .where('stream_id', 'like', 'crew-%')
      .execute();
    expect(events).toEqual([
      {
        stream_id: `crew-${ana}`,
        event_type: 'CrewProfileUpdated',
        data: expect.objectContaining({
          changes: { rankId: secondOfficer, contactNumber: '0918', availabilityDate: '2026-12-01' },
          previous: { rankId: bosun, contactNumber: '0917', availabilityDate: null },
        }),
      },
    ]);
    expect(await officer.crew.get({ id: ana })).toMatchObject({ rankId: secondOfficer, contactNumber: '0918' });

    // The result sheet carries the same changed-fields text.
    const [past] = await dss.caller.import.list();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await readFile(my.services.db, past!.resultFileId!))!.content as unknown as ArrayBuffer);
    const lines: unknown[][] = [];
    wb.worksheets[0]!.eachRow((r) => lines.push((r.values as unknown[]).slice(1, 5)));
    expect(lines.filter((l) => l[0] === 2 || l[0] === 3)).toEqual([
      [
        2,
        'UPDATED',
        ana,
        'Rank: BOSUN → SECOND OFFICER; Contact Number: 0917 → 0918; Availability Date: — → 01 DEC 2026',
      ],
      [3, 'UNCHANGED', marco, 'Nothing changed'],
    ]);
  });
});
