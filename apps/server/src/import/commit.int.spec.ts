import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { useTestServices } from '../testing/test-file.js';
import { addCrew, callerAs, userAs, type Caller } from '../testing/actors.js';
import { readFile } from '../platform/files/store.js';
import { bosunRank, importSheet } from '../testing/imports.js';

// Issue 28 §4: a confirmed import committed by a job, row by row through the command handler.
const my = useTestServices({ startWorkers: true });
let dss: Caller;
let dssId: number;
let bosun: number;

beforeAll(async () => {
  ({ id: dssId, caller: dss } = await userAs(my.services, 'dss'));
  bosun = await bosunRank(my.services);
  await addCrew(await callerAs(my.services, 'crewingOfficer'), {
    applicantNo: 'APP-100',
    lastName: 'SANTOS',
    firstName: 'PEDRO',
    rankId: bosun,
  });
  await my.settled();
});

const csv = (lines: string[]) => importSheet(my.services, dssId, 'crews.csv', lines);

describe('import commit (issue 28 §4)', () => {
  it('adds the good rows as Add Crew would, skips a duplicate, fails a bad row without blocking the rest', async () => {
    const fileId = await csv([
      'applicantno,last_name,first_name,birthdate,rank,email',
      'APP-1,DELA CRUZ,JUAN,12 APR 1990,BSN,juan@mail.ph',
      'APP-2,REYES,ANA,31/02/1991,BOSUN,',
      'app-100,SANTOS,PEDRO,1990-01-01,BOSUN,',
      'APP-3,CRUZ,JOSE,1985-07-01,BOSUN,',
    ]);
    const { importId, jobId } = await dss.import.commit({ kind: 'crews', fileId });
    await my.services.jobs.waitFor(jobId);
    const status = await dss.import.status({ jobId });
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
      [2, 'crews.csv', dssId],
      [5, 'crews.csv', dssId],
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
    const [past] = await dss.import.list();
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
    const second = await dss.import.commit({ kind: 'crews', fileId: again, choices: { 2: 'UPDATE' } });
    await my.services.jobs.waitFor(second.jobId);
    expect((await dss.import.status({ jobId: second.jobId })).result).toMatchObject({ counts: { updated: 1 } });
  });
});
