import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import { DEPARTMENTS, POSITIONS, type listUsersInput } from '@crewing/domain';
import type { z } from 'zod';
import type { DB } from '../platform/db/schema.js';
import { fullName } from '../platform/auth/sessions.js';
import { pageOf } from '../platform/db/paged.js';
import { notFound } from '../platform/db/found.js';

/**
 * 000 §7 getUsers' search: by employee ID, last name or first name, or (no key) any of them and
 * the column the list adds (`orElse`), case-insensitive, the search's own % and _ taken literally.
 */
export function userSearch(
  search: string,
  key: string | undefined,
  orElse: (eb: ExpressionBuilder<DB, 'users'>, text: string) => Expression<SqlBool>,
) {
  const text = `%${search.replace(/[%_\\]/g, (c) => '\\' + c)}%`;
  return (eb: ExpressionBuilder<DB, 'users'>) => {
    switch (key) {
      case 'employee_id':
        return eb('employee_id', 'ilike', text);
      case 'last_name':
        return eb('last_name', 'ilike', text);
      case 'name':
        return eb('first_name', 'ilike', text);
      default:
        return eb.or([
          eb('employee_id', 'ilike', text),
          eb('last_name', 'ilike', text),
          eb('first_name', 'ilike', text),
          orElse(eb, text),
        ]);
    }
  };
}

export async function listUsers(db: Kysely<DB>, input: z.infer<typeof listUsersInput>) {
  let q = db.selectFrom('users');
  if (input.status !== undefined) q = q.where('status', '=', input.status);
  if (input.departmentId !== undefined) q = q.where('department_id', '=', input.departmentId);
  if (input.search) q = q.where(userSearch(input.search, input.searchKey, (eb, text) => eb('username', 'ilike', text)));
  return pageOf(
    input,
    (limit, offset) =>
      q.selectAll().orderBy('last_name').orderBy('first_name').orderBy('id').limit(limit).offset(offset).execute(),
    () => q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
    (u) => {
      const dept = DEPARTMENTS.find((d) => d.id === u.department_id);
      return {
        id: u.id,
        username: u.username,
        employeeId: u.employee_id,
        fullName: fullName(u),
        email: u.vmc_email ?? u.email,
        departmentId: u.department_id,
        departmentCode: dept?.code ?? '',
        departmentName: dept?.name ?? '',
        positions: u.position_ids.map((p) => POSITIONS.find((x) => x.id === p)?.name ?? String(p)),
        status: u.status as 0 | 1,
        userTypeId: u.user_type_id,
      };
    },
  );
}

export async function getUser(db: Kysely<DB>, id: number) {
  const u = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow(notFound('User not found'));
  return {
    id: u.id,
    version: u.version,
    username: u.username,
    employeeId: u.employee_id,
    firstName: u.first_name,
    middleName: u.middle_name,
    lastName: u.last_name,
    suffix: u.suffix,
    birthdate: u.birthdate,
    email: u.email,
    vmcEmail: u.vmc_email,
    userTypeId: u.user_type_id,
    departmentId: u.department_id,
    positionIds: u.position_ids,
    fleetId: u.fleet_id,
    vesselTypeId: u.vessel_type_id,
    principalId: u.principal_id,
    grants: u.grants,
    status: u.status as 0 | 1,
    passwordUpdatedAt: u.password_updated_at ? new Date(u.password_updated_at).toISOString() : null,
    mustChangePassword: u.must_change_password,
  };
}
