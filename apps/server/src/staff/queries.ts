import { sql, type Kysely } from 'kysely';
import { DEPARTMENTS, POSITIONS, USER_TYPES, type ListStaffInput, type StaffHiddenField } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { fullName } from '../platform/auth/sessions.js';
import { pageOf } from '../platform/db/paged.js';
import { keyNames } from '../key-lists/resolve.js';
import { userSearch } from '../users/queries.js';
import { notFound } from '../platform/db/found.js';

const department = (id: number | null) => DEPARTMENTS.find((d) => d.id === id);
const positionsOf = (ids: readonly number[]) =>
  ids.map((p) => POSITIONS.find((x) => x.id === p)).filter((p): p is (typeof POSITIONS)[number] => p !== undefined);
const num = (v: string | number | null) => (v === null ? null : Number(v));

/**
 * The Staff DB list (000 §2, §7 getUsers): searched on the server by employee ID, last name, first
 * name or all of them, filtered by status and department, 100 a page by default, ordered by name.
 */
export async function listStaff(db: Kysely<DB>, input: ListStaffInput) {
  let q = db.selectFrom('users');
  if (input.status !== 'all') q = q.where('status', '=', input.status);
  if (input.departmentId !== undefined) q = q.where('department_id', '=', input.departmentId);
  if (input.search) {
    const wholeName = sql<string>`concat_ws(' ', first_name, middle_name, last_name)`;
    q = q.where(userSearch(input.search, input.searchKey, (eb, text) => eb(wholeName, 'ilike', text)));
  }
  return pageOf(
    input,
    (limit, offset) =>
      q
        .select([
          'id',
          'employee_id',
          'first_name',
          'middle_name',
          'last_name',
          'suffix',
          'email',
          'vmc_email',
          'department_id',
          'position_ids',
          'status',
        ])
        .orderBy('last_name')
        .orderBy('first_name')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute(),
    () => q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
    (u) => ({
      id: u.id,
      employeeId: u.employee_id,
      fullName: fullName(u),
      // 000 §2 Email column: the company email when there is one, else the personal one.
      email: u.vmc_email ?? u.email,
      departmentCode: department(u.department_id)?.code ?? '',
      departmentName: department(u.department_id)?.name ?? '',
      positions: positionsOf(u.position_ids).map((p) => p.name),
      status: u.status as 0 | 1,
    }),
  );
}

/**
 * 000 §7 getStaff: the staff record with its display fields (department, positions, civil status,
 * religion). `hidden` (domain `hiddenStaffFields`, 000 §6) are sent as null: not read at all.
 */
export async function getStaff(db: Kysely<DB>, id: number, hidden: ReadonlySet<StaffHiddenField> = new Set()) {
  const shown = (f: StaffHiddenField) => !hidden.has(f);
  const u = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow(notFound('Staff not found'));
  const [civil, religion, principal] = await Promise.all([
    u.civil_status_id ? keyNames(db, 'civil-status', [u.civil_status_id]) : new Map<number, string>(),
    u.religion_id ? keyNames(db, 'religion', [u.religion_id]) : new Map<number, string>(),
    u.principal_id && shown('principal') ? keyNames(db, 'principal', [u.principal_id]) : new Map<number, string>(),
  ]);
  const dept = department(u.department_id);
  return {
    id: u.id,
    version: u.version,
    username: shown('username') ? u.username : null,
    employeeId: u.employee_id,
    firstName: u.first_name,
    middleName: u.middle_name,
    lastName: u.last_name,
    suffix: u.suffix,
    fullName: fullName(u),
    birthdate: u.birthdate,
    birthplace: u.birthplace,
    male: u.male as 0 | 1 | null,
    civilStatusId: u.civil_status_id,
    civilStatus: u.civil_status_id ? (civil.get(u.civil_status_id) ?? null) : null,
    religionId: u.religion_id,
    religion: u.religion_id ? (religion.get(u.religion_id) ?? null) : null,
    height: num(u.height),
    weight: num(u.weight),
    address: u.address,
    email: u.email,
    vmcEmail: u.vmc_email,
    dateHired: shown('employment') ? u.date_hired : null,
    dateEnd: shown('employment') ? u.date_end : null,
    userTypeId: shown('userType') ? u.user_type_id : null,
    userType: shown('userType') ? (USER_TYPES.find((t) => t.id === u.user_type_id)?.name ?? null) : null,
    principalId: shown('principal') ? u.principal_id : null,
    principal: u.principal_id ? (principal.get(u.principal_id) ?? null) : null,
    departmentId: u.department_id,
    departmentCode: dept?.code ?? null,
    departmentName: dept?.name ?? null,
    positionIds: u.position_ids,
    positions: positionsOf(u.position_ids).map((p) => ({ id: p.id, name: p.name, shortName: p.short_name })),
    status: u.status as 0 | 1,
    imageFileId: u.image_file_id,
    agencyNumbers: { SSS: u.sss_no, TIN: u.tin_no, PHILHEALTH: u.philhealth_no, PAGIBIG: u.pagibig_no },
    hasCredentials: shown('hasCredentials')
      ? (await db.selectFrom('credentials').select('user_id').where('user_id', '=', id).executeTakeFirst()) !==
        undefined
      : null,
  };
}
export type StaffDetail = Awaited<ReturnType<typeof getStaff>>;
