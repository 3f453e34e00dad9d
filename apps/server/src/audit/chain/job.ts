import { z } from 'zod';
import { todayIn } from '@crewing/domain';
import { EVENT_CHAIN_ID, eventChainDecider, eventChainStream } from '@crewing/domain/audit/chain';
import { dayHeads, daysToAnchor, headPosition, verifyChain, type ChainVerification } from '@crewing/events';
import { defineJob, type JobContext } from '../../platform/jobs/definition.js';
import { streamCommands } from '../../platform/stream-commands.js';
import { chainRecords } from './queries.js';

export const EVENT_CHAIN_JOB = 'event-chain';

const META = {
  userId: null,
  userName: 'EVENT CHAIN',
  device: 'SERVER',
  browser: 'DAILY JOB',
  os: 'SERVER',
  ip: '127.0.0.1',
  correlationId: 'event-chain',
  causationId: null,
};
const chain = streamCommands(eventChainDecider, eventChainStream);
type Sender = Pick<JobContext, 'commands' | 'db'>;

/** Records the migration's backfill (0041) as an event, once. */
async function recordBackfills(job: Sender): Promise<number> {
  const rows = await job.db
    .selectFrom('event_chain_backfills')
    .select(['done_at', 'events', 'streams', 'through_position'])
    .orderBy('id')
    .execute();
  let recorded = 0;
  for (const r of rows) {
    const data = {
      doneAt: new Date(r.done_at).toISOString(),
      events: Number(r.events),
      streams: Number(r.streams),
      throughPosition: String(r.through_position),
    };
    const out = await chain.handle(job, EVENT_CHAIN_ID, { type: 'RecordChainBackfill', data }, { metadata: META });
    recorded += out.events.length;
  }
  return recorded;
}

/** Anchors every finished day (before today in the time zone) not anchored yet, oldest first. */
export async function anchorDays(job: Sender, today: string, timeZone: string): Promise<number> {
  const { lastAnchor } = await chainRecords(job.db);
  const through = await headPosition(job.db);
  let anchored = 0;
  for (const day of await daysToAnchor(job.db, lastAnchor?.day ?? null, today, timeZone)) {
    const data = await dayHeads(job.db, day, timeZone, through);
    const out = await chain.handle(job, EVENT_CHAIN_ID, { type: 'AnchorChainDay', data }, { metadata: META });
    anchored += out.events.length;
  }
  return anchored;
}

/**
 * Walks the chain and records the result as an event (the integrity panel shows the latest). A
 * passed check is a checkpoint (its newest event and that event's hash): unless `full`, the next
 * check walks only the events after it, so a server start does not walk the whole log. After a
 * failed check, or without a checkpoint, every event is walked.
 */
export async function checkChain(
  job: Sender,
  timeZone: string,
  at: Date,
  { full }: { full: boolean },
): Promise<ChainVerification> {
  const { anchors, lastCheck } = await chainRecords(job.db);
  const checkpoint =
    !full && lastCheck && lastCheck.mismatch === null && lastCheck.throughHash
      ? { position: lastCheck.throughPosition, hash: lastCheck.throughHash }
      : null;
  const v = await verifyChain(job.db, anchors, timeZone, checkpoint);
  await chain.handle(
    job,
    EVENT_CHAIN_ID,
    { type: 'RecordChainCheck', data: { at: at.toISOString(), ...v } },
    { metadata: META },
  );
  return v;
}

/**
 * The event chain's daily job (issue 27), scheduled like the expiry alerts (and run once at every
 * start): records the one-off backfill, anchors the finished days and checks the events after the
 * last checkpoint. "Check now" on the history log queues it with `anchor: false, full: true`: the
 * whole chain, as `npm run verify` walks it.
 */
export const eventChainJob = defineJob({
  name: EVENT_CHAIN_JOB,
  schema: z.object({ anchor: z.boolean().default(true), full: z.boolean().default(false) }),
  async handler(payload, job) {
    const at = job.clock();
    const backfills = await recordBackfills(job);
    await job.progress?.(10);
    const anchored = payload.anchor ? await anchorDays(job, todayIn(at, job.timeZone), job.timeZone) : 0;
    await job.progress?.(30);
    const v = await checkChain(job, job.timeZone, at, { full: payload.full });
    job.logger.info(
      { job: EVENT_CHAIN_JOB, backfills, anchored, from: v.fromPosition, events: v.events, ok: v.mismatch === null },
      'event chain',
    );
    return { backfills, anchored, ...v };
  },
});
