import type { Kysely } from 'kysely';
import { can, type Actor } from '@crewing/domain';
import type { DB } from '../../platform/db/schema.js';
import { found } from '../../platform/db/found.js';

const COLUMNS = [
  'r.id',
  'r.crew_id as crewId',
  'r.kind',
  'r.status',
  'r.label',
  'r.field',
  'r.value',
  'r.file_name as fileName',
  'r.submitted_at as submittedAt',
  'r.decided_at as decidedAt',
  'r.reason',
] as const;

/** His own requests, newest first, with the reason of a rejection (issue 29 §2: "sends a reason back"). */
export async function myRequests(db: Kysely<DB>, crewId: number) {
  const items = await db
    .selectFrom('portal_requests as r')
    .select(COLUMNS)
    .where('r.crew_id', '=', crewId)
    .orderBy('r.id', 'desc')
    .limit(50)
    .execute();
  return { crewId, items };
}

/**
 * DSS's review queue: the pending requests, oldest first (first come, first served), or the latest
 * decided ones; each with his name, crew code and rank, the scan's id for the viewer and what it renews.
 */
export async function reviewQueue(db: Kysely<DB>, status: 'pending' | 'decided') {
  let q = db
    .selectFrom('portal_requests as r')
    .innerJoin('crews as c', 'c.id', 'r.crew_id')
    .leftJoin('ranks as k', 'k.id', 'c.rank_id')
    .select(COLUMNS)
    .select(['r.file_id as fileId', 'r.record_id as recordId', 'r.decided_by as decidedBy', 'c.crew_code as crewCode'])
    .select(['c.first_name as firstName', 'c.last_name as lastName', 'k.name as rank']);
  q =
    status === 'pending'
      ? q.where('r.status', '=', 'pending').orderBy('r.id', 'asc')
      : q.where('r.status', '<>', 'pending').orderBy('r.decided_at', 'desc');
  return q.limit(100).execute();
}

/** A pending or decided request's scan reaches the reviewers (the 201 file's readers once it is a version). */
export async function requestFileReadable(db: Kysely<DB>, actor: Actor, fileId: string): Promise<boolean> {
  if (!can(actor, 'portal.review')) return false;
  return found(db.selectFrom('portal_requests').select('id').where('file_id', '=', fileId));
}
