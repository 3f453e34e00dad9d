import { describe, expect, it } from 'vitest';
import { CREWS_KIND } from './kinds.js';
import { matchHeaders } from './columns.js';
import { parseImportDate, type KeyLookup } from './values.js';
import { IdentityIndex } from './duplicates.js';
import { checkSheet } from './rows.js';
import { decideCrewRow, decideCrewUpdate } from './crews.js';
import { changesText, shownChanges } from './changes.js';
import { importPermissions } from './permissions.js';
import { person } from '../testing/person.js';

const RANKS: Record<string, number> = { '2/O': 7, 'SECOND OFFICER': 7, BOSUN: 3 };
const keys: KeyLookup = (list, text) => {
  const id = list === 'rank' ? RANKS[text.toUpperCase()] : undefined;
  return id ? { id } : { error: `Unknown ${list}: ${text}` };
};

describe('import: columns by name (issue 28 §2)', () => {
  it('accepts template headers, our labels and the legacy 002 §3 names, and lists the unknown ones', () => {
    const m = matchHeaders(CREWS_KIND, ['applicantno', 'LAST_NAME', 'First Name', 'birth_date', 'rank_code', 'shoe']);
    expect([...m.byIndex.values()].map((c) => c.field)).toEqual([
      'applicantNo',
      'lastName',
      'firstName',
      'birthdate',
      'rankId',
    ]);
    expect(m.unknown).toEqual(['shoe']);
    expect(m.missing).toEqual([]);
    expect(matchHeaders(CREWS_KIND, ['Last Name']).missing).toEqual([
      'Applicant No.',
      'First Name',
      'Birthdate',
      'Rank',
    ]);
  });
});

describe('import: dates as legacy sheets write them', () => {
  it('reads DD MMM YYYY, YYYY-MM-DD, DD/MM/YYYY, Excel serials and date cells, and refuses the rest', () => {
    expect(parseImportDate('12 APR 1990')).toBe('1990-04-12');
    expect(parseImportDate('12-Apr-1990')).toBe('1990-04-12');
    expect(parseImportDate('1990-04-12')).toBe('1990-04-12');
    expect(parseImportDate('12/04/1990')).toBe('1990-04-12');
    expect(parseImportDate(32975)).toBe('1990-04-12');
    expect(parseImportDate(new Date(Date.UTC(1990, 3, 12)))).toBe('1990-04-12');
    expect(parseImportDate('31/02/1990')).toBeNull();
    expect(parseImportDate('12 FOO 1990')).toBeNull();
    expect(parseImportDate('yesterday')).toBeNull();
  });
});

describe('import: a crews sheet checked row by row (issue 28 §3)', () => {
  const headers = ['Applicant No.', 'last_name', 'first_name', 'birthdate', 'rank', 'email', 'gender'];
  const existing = new IdentityIndex();
  existing.add(40, { applicantNo: 'A-1', lastName: 'SANTOS', firstName: 'PEDRO', birthdate: '1980-01-01' });
  const sheet = (choices = {}) =>
    checkSheet(
      CREWS_KIND,
      headers,
      [
        { rowNo: 2, cells: ['a-9', 'dela cruz', 'juan', '12 APR 1990', '2/o', 'Juan@Mail.ph', 'M'] },
        { rowNo: 3, cells: ['A-10', 'REYES', 'ANA', '31/02/1990', 'BOSUN', '', 'F'] },
        { rowNo: 4, cells: ['A-11', 'CRUZ', 'JOSE', '1991-05-01', 'CAPTAIN', '', ''] },
        { rowNo: 5, cells: ['a-1', 'SANTOS', 'PEDRO', '01/01/1980', 'BOSUN', '', ''] },
        { rowNo: 6, cells: ['A-12', 'DELA CRUZ', 'JUAN', 32975, 'BOSUN', 'not-an-email', ''] },
      ],
      { keys, existing, decide: decideCrewRow, choices },
    );

  it('reads values as the forms do: upper-cased text, email as typed, keys by code, dates in any accepted form', () => {
    const [first] = sheet().rows;
    expect(first!.status).toBe('new');
    expect(first!.values).toEqual({
      applicantNo: 'A-9',
      lastName: 'DELA CRUZ',
      firstName: 'JUAN',
      birthdate: '1990-04-12',
      rankId: 7,
      email: 'Juan@Mail.ph',
      male: 1,
    });
  });

  it('names a bad date, an unknown rank, a duplicate on file and one above, and the decider refusal, per cell', () => {
    const { rows, totals } = sheet();
    expect(rows[1]!.errors).toEqual({ birthdate: ['Not a date: use 12 APR 1990, 1990-04-12 or 12/04/1990'] });
    expect(rows[2]!.errors).toEqual({ rankId: ['Unknown rank: CAPTAIN'] });
    expect(rows[3]!.status).toBe('duplicate');
    expect(rows[3]!.matches).toEqual([{ crewId: 40, on: 'applicant no.' }]);
    // Same name and birthdate as row 2 (and a bad email, which the decider's schema refuses).
    expect(rows[4]!.errors).toEqual({ email: ['Enter a valid email'] });
    expect(rows[4]!.matches).toEqual([{ rowNo: 2, on: 'name and birthdate' }]);
    expect(totals).toEqual({ rows: 5, new: 1, update: 0, unchanged: 0, duplicate: 1, error: 3 });
  });

  it('marks a duplicate of one crew on file an update when the user chooses so', () => {
    const row = sheet({ 5: 'UPDATE' }).rows[3]!;
    expect(row.status).toBe('update');
    expect(row.crewId).toBe(40);
  });

  it('flags every row when a required column is missing', () => {
    const r = checkSheet(CREWS_KIND, ['last_name'], [{ rowNo: 2, cells: ['X'] }], {
      keys,
      existing: new IdentityIndex(),
      decide: decideCrewRow,
    });
    expect(r.header.missing).toContain('Rank');
    expect(r.rows[0]!.status).toBe('error');
  });
});

describe('import permission', () => {
  const actor = person;
  it('is the grant holder’s, not every user’s', () => {
    expect(importPermissions['import.manage'](actor({ grants: ['import'] }))).toBe(true);
    expect(importPermissions['import.manage'](actor({}))).toBe(false);
  });
});

describe('import: a crews row chosen to update the crew on file (issue 28 §3)', () => {
  const profile = { applicantNo: 'APP-1', lastName: 'SANTOS', firstName: 'PEDRO', rankId: 3, birthdate: '1990-01-01' };
  const crew = { id: 12, profile };

  it('is decided by the 201 profile edit: each field it changes with its value on file, as the form reads it', () => {
    const d = decideCrewUpdate(crew, { ...profile, rankId: 7, birthdate: '1990-04-12', male: 0, height: 170 });
    expect(d).toEqual({
      changes: [
        { field: 'birthdate', from: '1990-01-01', to: '1990-04-12' },
        { field: 'rankId', from: 3, to: 7 },
        { field: 'male', from: null, to: 0 },
        { field: 'height', from: null, to: 170 },
      ],
    });
    const names = (list: string, id: number) => (list === 'rank' ? { 3: 'BOSUN', 7: 'SECOND OFFICER' }[id] : undefined);
    expect(changesText(shownChanges(CREWS_KIND, 'changes' in d ? d.changes : [], names))).toBe(
      'Birthdate: 01 JAN 1990 → 12 APR 1990; Rank: BOSUN → SECOND OFFICER; Gender: — → FEMALE; Height (cm): — → 170',
    );
  });

  it('changes nothing when his 201 already reads so; a refusal is our sentence under the cell', () => {
    expect(decideCrewUpdate(crew, { ...profile })).toEqual({ changes: [] });
    const refused = decideCrewUpdate(crew, { ...profile, email: 'not an email' });
    expect(refused).toEqual({ errors: { email: [expect.any(String)] } });
    expect(JSON.stringify(refused)).not.toMatch(/Invalid/);
  });
});
