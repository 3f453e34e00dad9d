import { DEPARTMENTS, DEPT, POS, type Fields, type UserCommand, type UserProfile } from '@crewing/domain';
import type { BatchItem, EventMetadata } from '@crewing/events';
import type { Services } from '../platform/services.js';
import { hashPassword } from '../platform/auth/passwords.js';
import { createUser, users } from '../users/commands.js';
import { nextId } from '../shared/ids.js';
import { rand201, type KeyLists } from './crew-201.js';
import { FIRST_NAMES, LAST_NAMES, MIDDLE_NAMES } from './data.js';
import { DEMO_PASSWORD } from '../shared/demo.js';

type Meta = Omit<EventMetadata, 'commandId'>;

/** How many office staff each department of 002 §6 gets in the demo (160 in all). */
const PER_DEPARTMENT: Record<number, number> = {
  [DEPT.management]: 8,
  [DEPT.operations]: 24,
  [DEPT.bulk]: 26,
  [DEPT.pcc]: 22,
  [DEPT.training]: 14,
  [DEPT.admin]: 18,
  [DEPT.finance]: 14,
  [DEPT.accounting]: 12,
  [DEPT.dss]: 22,
};
/** Positions a department's staff may hold (002 §6 positions used), the rest hold none. */
const POSITIONS_BY_DEPARTMENT: Record<number, number[]> = {
  [DEPT.management]: [POS.generalManager, POS.divisionManager, POS.vpOperations],
  [DEPT.operations]: [POS.crewingOfficer, POS.operationsManager, POS.jiss],
  [DEPT.bulk]: [POS.crewingOfficer, POS.aib, POS.docAssistant],
  [DEPT.pcc]: [POS.crewingOfficer, POS.mgc, POS.docAssistant],
  [DEPT.training]: [POS.assistantTraining, POS.vpTraining],
  [DEPT.dss]: [POS.docAssistant],
};
const COMPANIES = [
  'MAGSAYSAY MARITIME CORP.',
  'PHILIPPINE TRANSMARINE CARRIERS',
  'BSM CREW SERVICE CENTRE',
  'ANGLO-EASTERN CREW MGMT',
  'JOLLIBEE FOODS CORP.',
  'SM PRIME HOLDINGS',
  'BDO UNIBANK',
];
const JOBS = [
  'ADMIN ASSISTANT',
  'CREWING CLERK',
  'ACCOUNTING CLERK',
  'HR ASSISTANT',
  'DOCUMENTATION OFFICER',
  'CUSTOMER SERVICE REP',
];
const SCHOOLS = [
  'UNIVERSITY OF SANTO TOMAS',
  'POLYTECHNIC UNIVERSITY OF THE PHILIPPINES',
  'UNIVERSITY OF THE EAST',
  'FAR EASTERN UNIVERSITY',
  'DE LA SALLE UNIVERSITY',
  'MAPUA UNIVERSITY',
];
const COURSES = [
  'BS ACCOUNTANCY',
  'BS BUSINESS ADMINISTRATION',
  'BS PSYCHOLOGY',
  'BS MARINE TRANSPORTATION',
  'BS INFORMATION TECHNOLOGY',
  'AB COMMUNICATION',
];
const CITIES = [
  'MANILA',
  'QUEZON CITY',
  'CEBU CITY',
  'ILOILO CITY',
  'DAVAO CITY',
  'BATANGAS CITY',
  'MAKATI CITY',
  'PASIG CITY',
];
const digits = (r: () => number, n: number) => Array.from({ length: n }, () => Math.floor(r() * 10)).join('');

/**
 * Issue 14 demo staff: 160 office employees across the departments of 002 §6, each a user of the
 * one users model (created through the users' command handler, one password hash shared, as
 * hashing is slow) with personal fields, agency numbers and staff records added through the user
 * decider. Their own generator (rand201 over the staff number), so the seed's other draws stay as they were.
 */
export async function seedStaff(services: Services, keys: KeyLists, meta: Meta): Promise<number> {
  const hash = await hashPassword(DEMO_PASSWORD);
  const at = () => services.clock().toISOString();
  const id = (kind: keyof KeyLists, name: string) => keys[kind].get(name);
  const civil = [...keys['civil-status'].values()];
  const religions = [...keys.religion.values()];
  let commands = 0;
  let n = 0;
  for (const dept of DEPARTMENTS) {
    for (let i = 0; i < (PER_DEPARTMENT[dept.id] ?? 0); i++) {
      n++;
      const r = rand201(14, n);
      const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
      const firstName = pick(FIRST_NAMES);
      const lastName = pick(LAST_NAMES);
      const year = 1965 + Math.floor(r() * 38);
      const hired = `${2000 + Math.floor(r() * 26)}-${String(1 + Math.floor(r() * 12)).padStart(2, '0')}-01`;
      const positions = POSITIONS_BY_DEPARTMENT[dept.id] ?? [];
      const profile: UserProfile = {
        employeeId: `EMP-${String(1000 + n)}`,
        firstName,
        middleName: pick(MIDDLE_NAMES),
        lastName,
        birthdate: `${year}-${String(1 + Math.floor(r() * 12)).padStart(2, '0')}-${String(1 + Math.floor(r() * 28)).padStart(2, '0')}`,
        birthplace: pick(CITIES),
        male: r() < 0.5 ? 1 : 0,
        civilStatusId: pick(civil),
        religionId: pick(religions),
        height: 150 + Math.floor(r() * 35),
        weight: Math.round((48 + r() * 40) * 10) / 10,
        address: `${1 + Math.floor(r() * 999)} ${pick(['RIZAL', 'MABINI', 'BONIFACIO', 'LUNA'])} ST., ${pick(CITIES)}`,
        email: `${firstName}.${lastName}${n}@gmail.com`.toLowerCase().replace(/\s+/g, ''),
        vmcEmail: `${firstName.charAt(0)}${lastName}${n}@crewing.example`.toLowerCase().replace(/\s+/g, ''),
        dateHired: hired,
        userTypeId: 2,
        departmentId: dept.id,
        positionIds: positions.length > 0 && r() < 0.6 ? [pick(positions)] : [],
        grants: [],
        // About one in twelve has left the company.
        status: r() < 0.92 ? 1 : 0,
        sssNo: `${digits(r, 2)}-${digits(r, 7)}-${digits(r, 1)}`,
        tinNo: `${digits(r, 3)}-${digits(r, 3)}-${digits(r, 3)}-000`,
        philhealthNo: r() < 0.8 ? `${digits(r, 2)}-${digits(r, 9)}-${digits(r, 1)}` : null,
        pagibigNo: r() < 0.8 ? `${digits(r, 4)}-${digits(r, 4)}-${digits(r, 4)}` : null,
      };
      const username = `${firstName.charAt(0)}${lastName}${n}`.toLowerCase().replace(/[^a-z0-9]/g, '');
      const facts = { civilStatusId: true, religionId: true } as const;
      const { userId } = await createUser(services, {
        username,
        profile,
        hash,
        commandId: `seed-staff-${n}`,
        metadata: meta,
        facts,
      });
      const records: Array<[string, Fields]> = [
        ['staff-contact', { contactTypeId: id('contact-type', 'MOBILE'), contact: `09${digits(r, 9)}` }],
        ['staff-language', { language: 'FILIPINO', proficiency: 'NATIVE' }],
        ['staff-language', { language: 'ENGLISH', proficiency: pick(['CONVERSATIONAL', 'FLUENT']) }],
        [
          'staff-education',
          { level: 'COLLEGE', school: pick(SCHOOLS), course: pick(COURSES), yearFrom: year + 17, yearTo: year + 21 },
        ],
        [
          'staff-education',
          {
            level: 'HIGH SCHOOL',
            school: `${pick(CITIES)} NATIONAL HIGH SCHOOL`,
            yearFrom: year + 13,
            yearTo: year + 17,
          },
        ],
      ];
      if (r() < 0.6)
        records.push([
          'staff-work-experience',
          {
            company: pick(COMPANIES),
            position: pick(JOBS),
            dateFrom: `${year + 22}-06-01`,
            dateTo: `${year + 24}-05-31`,
          },
        ]);
      if (r() < 0.25) {
        records.push([
          'staff-cash-advance',
          {
            loanType: pick(['SALARY LOAN', 'CALAMITY LOAN', 'EMERGENCY LOAN']),
            dateApproved: `2026-0${1 + Math.floor(r() * 9)}-15`,
            totalAmount: 5000 * (1 + Math.floor(r() * 8)),
            status: r() < 0.6 ? 'ACTIVE' : 'CLOSED',
          },
        ]);
      }
      const items: BatchItem[] = [];
      for (const [family, fields] of records) {
        const data = {
          userId,
          family,
          recordId: await nextId(services, 'staff_record'),
          fields: JSON.parse(JSON.stringify(fields)) as Fields,
          at: at(),
        };
        // Seed facts: the contact type is a key the seed itself made.
        const command: UserCommand = {
          type: 'AddStaffRecord',
          data: { ...data, facts: { known: { contactTypeId: true }, files: {}, actorId: null } },
        };
        items.push(users.item(userId, command));
      }
      await services.commands.handleMany(items, { commandId: `seed-staff-records-${n}`, metadata: meta });
      commands += 2 + items.length;
    }
  }
  return commands;
}
