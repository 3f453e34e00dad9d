import type { Kysely } from 'kysely';
import { DEPARTMENTS, POSITIONS, STAFF_RECORD_FAMILIES_BY_NAME, USER_TYPES, userStream } from '@crewing/domain';
import type { DB } from '../platform/db/schema.js';
import { fieldHistory } from '../field-history/stream.js';
import { namedHistory } from '../records/history.js';
import { keyNames } from '../key-lists/resolve.js';

type Row = Awaited<ReturnType<typeof fieldHistory>>[number];

/**
 * The staff record's history (issue 14 History panel): every change of the user's stream, newest
 * first, who and when (device, browser and IP for those who may see them), ids read as names.
 */
export async function staffHistory(db: Kysely<DB>, userId: number, withDevice: boolean) {
  const rows = await namedHistory(
    db,
    STAFF_RECORD_FAMILIES_BY_NAME,
    await fieldHistory(db, userStream.id(userId), withDevice),
  );
  const ids = (field: string) =>
    rows
      .filter((r) => r.field === field)
      .flatMap((r) => [r.oldValue, r.newValue])
      .filter((v): v is number => typeof v === 'number');
  const [civil, religion] = await Promise.all([
    keyNames(db, 'civil-status', ids('civilStatusId')),
    keyNames(db, 'religion', ids('religionId')),
  ]);
  const name = (field: string, v: unknown): unknown => {
    if (v === null || v === undefined) return v;
    switch (field) {
      case 'civilStatusId':
        return civil.get(v as number) ?? v;
      case 'religionId':
        return religion.get(v as number) ?? v;
      case 'departmentId':
        return DEPARTMENTS.find((d) => d.id === v)?.name ?? v;
      case 'userTypeId':
        return USER_TYPES.find((t) => t.id === v)?.name ?? v;
      case 'positionIds':
        return Array.isArray(v) ? v.map((p) => POSITIONS.find((x) => x.id === p)?.short_name ?? p).join(' / ') : v;
      case 'male':
        return v === 1 ? 'MALE' : 'FEMALE';
      case 'status':
        return v === 1 ? 'ACTIVE' : 'INACTIVE';
      case 'imageFileId':
        return 'IMAGE';
      default:
        return v;
    }
  };
  return rows.map((r: Row) => ({ ...r, oldValue: name(r.field, r.oldValue), newValue: name(r.field, r.newValue) }));
}
