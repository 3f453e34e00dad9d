import { describe, expect, it } from 'vitest';
import { DEPT, POS } from '../auth/reference.js';
import { can } from '../permissions.js';
import { person } from '../testing/person.js';

const finance = person({ id: 1, departmentId: DEPT.finance });
const accounting = person({ id: 2, departmentId: DEPT.accounting });
const crewing = person({ id: 3, departmentId: DEPT.bulk, positionIds: [POS.crewingOfficer] });
const training = person({ id: 4, departmentId: DEPT.training });
const admin = person({ id: 5, userTypeId: 1 });

describe('finance permissions (issue 15)', () => {
  it('finance and accounting write loans and advances; system admins pass', () => {
    for (const a of [finance, accounting, admin]) expect(can(a, 'finance.manage')).toBe(true);
    for (const a of [crewing, training]) expect(can(a, 'finance.manage')).toBe(false);
  });
  it('crewing officers read them; training sees nothing', () => {
    expect(can(crewing, 'finance.read')).toBe(true);
    expect(can(training, 'finance.read')).toBe(false);
  });
  it('withdrawals are written by finance, accounting and crewing, not by training', () => {
    for (const a of [finance, accounting, crewing, admin]) expect(can(a, 'withdrawal.manage')).toBe(true);
    expect(can(training, 'withdrawal.manage')).toBe(false);
  });
});
