import { describe, expect, it } from 'vitest';
import { can } from '../permissions.js';
import { DEPT, POS } from '../auth/reference.js';
import type { Actor } from '../auth/roles.js';
import { decideCrew, type CrewCommand, type CrewState } from '../crew/decider.js';
import { registeredCrew, runCrew } from '../testing/crew.js';
import { NO_FACTS } from '../records/collection.js';
import {
  decideDebriefing,
  evolveDebriefing,
  initialDebriefingState,
  type DebriefingCommand,
  type DebriefingState,
} from './decider.js';
import {
  decideDebriefingRemark,
  evolveDebriefingRemarks,
  type DebriefingRemarkCommand,
  type DebriefingRemarksState,
} from './remarks.js';
import { reviewLabel } from './records.js';

const at = '2026-03-01T00:00:00.000Z';
const known = { ...NO_FACTS, known: { crewChangeId: true as const } };

const crewWith = () =>
  registeredCrew(7, { lastName: 'DELA CRUZ', firstName: 'JUAN', rankId: 3, availabilityDate: '2026-01-01' }, at);
const run = (state: CrewState, c: CrewCommand) => runCrew([c], state);
const addRecord = (recordId: number, fields: Record<string, unknown>): CrewCommand => ({
  type: 'AddCrewRecord',
  data: { crewId: 7, family: 'debriefing-record', recordId, fields, facts: known, at },
});

describe('debriefing records', () => {
  it('reads the review flag as YES or NO only', () => {
    expect([reviewLabel(true), reviewLabel(false), reviewLabel(undefined)]).toEqual(['YES', 'NO', 'NO']);
  });

  it('refuses a record without the review flag or the date submitted, under the fields', () => {
    expect(() => run(crewWith(), addRecord(1, { crewChangeId: 4 }))).toThrow(
      expect.objectContaining({
        fieldErrors: expect.objectContaining({ review: expect.any(Array), dateSubmitted: expect.any(Array) }),
      }),
    );
  });

  it("keeps the crew's availability date with his latest record, by date submitted", () => {
    let s = crewWith();
    let r = run(
      s,
      addRecord(1, { dateSubmitted: '2026-02-01', crewChangeId: 4, review: false, availabilityDate: '2026-04-01' }),
    );
    expect(r.events.map((e) => e.type)).toEqual(['CrewRecordAdded', 'CrewProfileUpdated']);
    expect(r.state.profile.availabilityDate).toBe('2026-04-01');
    // An older record does not move it.
    s = r.state;
    r = run(
      s,
      addRecord(2, { dateSubmitted: '2026-01-10', crewChangeId: 4, review: true, availabilityDate: '2026-09-09' }),
    );
    expect(r.events.map((e) => e.type)).toEqual(['CrewRecordAdded']);
    // Editing the latest one's date moves it; deleting it falls back to the one before.
    s = r.state;
    r = run(s, {
      type: 'UpdateCrewRecord',
      data: {
        crewId: 7,
        family: 'debriefing-record',
        recordId: 1,
        changes: { availabilityDate: '2026-05-05' },
        facts: NO_FACTS,
        at,
      },
    });
    expect(r.state.profile.availabilityDate).toBe('2026-05-05');
    r = run(r.state, { type: 'DeleteCrewRecord', data: { crewId: 7, family: 'debriefing-record', recordId: 1, at } });
    expect(r.state.profile.availabilityDate).toBe('2026-09-09');
    // The last one gone: a date set by hand is not the records' business.
    r = run(r.state, { type: 'DeleteCrewRecord', data: { crewId: 7, family: 'debriefing-record', recordId: 2, at } });
    expect(r.events.map((e) => e.type)).toEqual(['CrewRecordDeleted']);
  });

  it("refuses an experience that is not one of the crew's", () => {
    const facts = { ...NO_FACTS, known: { crewChangeId: false as const } };
    const c: CrewCommand = {
      type: 'AddCrewRecord',
      data: {
        crewId: 7,
        family: 'debriefing-record',
        recordId: 1,
        fields: { dateSubmitted: '2026-02-01', crewChangeId: 99, review: true },
        facts,
        at,
      },
    };
    expect(() => decideCrew(c, crewWith())).toThrow(
      expect.objectContaining({ fieldErrors: { crewChangeId: ['Unknown experience'] } }),
    );
  });
});

describe('debriefing remarks', () => {
  type AddRemark = Extract<DebriefingRemarkCommand, { type: 'AddDebriefingRemark' }>;
  /** Remark 'a' by user 5 on debriefing record 1 of crew 7, but for what a test changes. */
  const addRemark = (over: Partial<AddRemark['data']>): AddRemark => ({
    type: 'AddDebriefingRemark',
    data: {
      debriefingRecordId: 1,
      crewId: 7,
      remarkId: 'a',
      remarks: 'AVAILABLE IN MAY',
      authorId: 5,
      authorName: 'OPS',
      recordExists: true,
      at,
      ...over,
    },
  });
  const add = (remarkId: string, authorId: number) =>
    decideDebriefingRemark(addRemark({ remarkId, authorId }), { remarks: {} });
  const state: DebriefingRemarksState = add('a', 5).reduce(evolveDebriefingRemarks, { remarks: {} });

  it('requires the remarks text', () => {
    expect(() => decideDebriefingRemark(addRemark({ remarkId: 'b', remarks: '  ' }), state)).toThrow(
      expect.objectContaining({ fieldErrors: { remarks: ['This field is required'] } }),
    );
  });

  it('lets only the author edit or delete a remark', () => {
    expect(() =>
      decideDebriefingRemark(
        {
          type: 'UpdateDebriefingRemark',
          data: { debriefingRecordId: 1, remarkId: 'a', remarks: 'X', actorId: 6, at },
        },
        state,
      ),
    ).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
    expect(() =>
      decideDebriefingRemark(
        { type: 'DeleteDebriefingRemark', data: { debriefingRecordId: 1, remarkId: 'a', actorId: 6, at } },
        state,
      ),
    ).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
    const updated = decideDebriefingRemark(
      {
        type: 'UpdateDebriefingRemark',
        data: { debriefingRecordId: 1, remarkId: 'a', remarks: 'AVAILABLE IN JUNE', actorId: 5, at },
      },
      state,
    );
    expect(updated[0]).toMatchObject({
      type: 'DebriefingRemarkUpdated',
      data: { remarks: 'AVAILABLE IN JUNE', previous: 'AVAILABLE IN MAY' },
    });
    expect(
      decideDebriefingRemark(
        { type: 'DeleteDebriefingRemark', data: { debriefingRecordId: 1, remarkId: 'a', actorId: 5, at } },
        state,
      )[0]?.type,
    ).toBe('DebriefingRemarkDeleted');
  });

  it('refuses a remark on a record that is gone', () => {
    expect(() =>
      decideDebriefingRemark(addRemark({ remarkId: 'c', remarks: 'X', recordExists: false }), state),
    ).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
  });
});

describe('debriefing form', () => {
  const arrival = { crewId: 7, vesselId: 2, rankId: 3, arriveManila: '2026-02-20' };
  const step = (s: DebriefingState, c: DebriefingCommand) => decideDebriefing(c, s).reduce(evolveDebriefing, s);
  const started = step(initialDebriefingState(), {
    type: 'StartDebriefing',
    data: { debriefingId: 4, by: 'CO', at, arrival, today: '2026-03-01' },
  });

  it('starts only for a crew who has arrived, once', () => {
    expect(() =>
      decideDebriefing(
        {
          type: 'StartDebriefing',
          data: {
            debriefingId: 4,
            by: 'CO',
            at,
            arrival: { ...arrival, arriveManila: '2026-03-05' },
            today: '2026-03-01',
          },
        },
        initialDebriefingState(),
      ),
    ).toThrow('The crew has not arrived in Manila yet');
    expect(() =>
      decideDebriefing(
        { type: 'StartDebriefing', data: { debriefingId: 4, by: 'CO', at, arrival, today: '2026-03-01' } },
        started,
      ),
    ).toThrow('already in debriefing');
  });

  it('saves only the parts that changed, and a debriefing For Review needs the top-management sections to endorse', () => {
    const form = { forReview: true, sections: { '1': { remarks: 'SMOOTH VOYAGE', printRemarks: '' } } };
    const events = decideDebriefing({ type: 'SaveDebriefingForm', data: { debriefingId: 4, form, at } }, started);
    expect(events.map((e) => e.type)).toEqual(['DebriefingPartSaved', 'DebriefingReviewFlagged']);
    const s = events.reduce(evolveDebriefing, started);
    expect(() => decideDebriefing({ type: 'SaveDebriefingForm', data: { debriefingId: 4, form, at } }, s)).toThrow(
      'Nothing changed',
    );
    expect(() => decideDebriefing({ type: 'EndorseDebriefing', data: { debriefingId: 4, by: 'CO', at } }, s)).toThrow(
      /For Review: write the remarks of/,
    );
    const sections = Object.fromEntries(
      ['3', '11', '7', '10', '8'].map((k) => [k, { remarks: 'NOTHING TO REPORT', printRemarks: '' }]),
    );
    const ready = step(s, { type: 'SaveDebriefingForm', data: { debriefingId: 4, form: { sections }, at } });
    const endorsed = step(ready, { type: 'EndorseDebriefing', data: { debriefingId: 4, by: 'CO', at } });
    expect(endorsed.endorsed).toEqual({ by: 'CO', at });
    expect(() =>
      decideDebriefing(
        { type: 'SaveDebriefingForm', data: { debriefingId: 4, form: { forReview: false }, at } },
        endorsed,
      ),
    ).toThrow('endorsed');
    const decided = step(endorsed, {
      type: 'RecordManagementDecision',
      data: { debriefingId: 4, input: { decision: 'FOR RE-HIRE', remarks: 'GOOD REPORT' }, by: 'GM', at },
    });
    expect(decided.decision).toMatchObject({ decision: 'FOR RE-HIRE', by: 'GM' });
  });

  it('refuses a management decision on a debriefing not For Review', () => {
    expect(() =>
      decideDebriefing(
        {
          type: 'RecordManagementDecision',
          data: { debriefingId: 4, input: { decision: 'NOTED', remarks: 'X' }, by: 'GM', at },
        },
        started,
      ),
    ).toThrow('not marked For Review');
  });

  it('endorses a course once and cancels it', () => {
    const add = (endorsementId: number): DebriefingCommand => ({
      type: 'AddTrainingEndorsement',
      data: { debriefingId: 4, endorsementId, input: { courseId: 9 }, courseKnown: true, by: 'CO', at },
    });
    const s = step(started, add(1));
    expect(() => decideDebriefing(add(2), s)).toThrow('already endorsed');
    const cancelled = step(s, {
      type: 'CancelTrainingEndorsement',
      data: { debriefingId: 4, endorsementId: 1, by: 'CO', at },
    });
    expect(cancelled.trainings[1]?.status).toBe('CANCELLED');
    expect(step(cancelled, add(2)).trainings[2]?.status).toBe('ENDORSED');
  });
});

describe('debriefing permissions', () => {
  const actor = (o: Partial<Actor>): Actor =>
    ({
      id: 1,
      name: 'X',
      userTypeId: 2,
      departmentId: DEPT.finance,
      positionIds: [],
      grants: [],
      fleetId: null,
      vesselTypeId: null,
      principalId: null,
      ...o,
    }) as Actor;
  const ops = actor({ departmentId: DEPT.operations, positionIds: [POS.operationsManager] });
  const gm = actor({ departmentId: DEPT.management, positionIds: [POS.generalManager] });
  const co = actor({ departmentId: DEPT.bulk, positionIds: [POS.crewingOfficer] });
  const dss = actor({ departmentId: DEPT.dss });
  const dm = actor({ departmentId: DEPT.bulk, positionIds: [POS.divisionManager] });
  it('Del and Edit for operations and management only', () => {
    expect([ops, gm, co, dss].map((a) => can(a, 'debriefing.record.manage'))).toEqual([true, true, false, false]);
  });
  it('the edit view for crewing officers, the admin department and division managers', () => {
    expect([ops, co, dm, actor({ departmentId: DEPT.admin })].map((a) => can(a, 'debriefing.edit-view'))).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });
  it('top-management debriefing for the president, VPs, the general manager and admins', () => {
    expect(
      [ops, gm, co, actor({ positionIds: [POS.president] }), actor({ userTypeId: 1 })].map((a) =>
        can(a, 'debriefing.top-management'),
      ),
    ).toEqual([false, true, false, true, true]);
  });
});
