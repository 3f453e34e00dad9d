import { z } from 'zod';
import {
  documentAlertsDecider,
  documentAlertsStream,
  expiryAlertKey,
  formatDate,
  todayIn,
  windowLabel,
  DEPT,
  type DocumentAlertsCommand,
  type ExpiryAlert,
} from '@crewing/domain';
import { defineJob, type JobContext } from '../../platform/jobs/definition.js';
import { handleGroup, streamCommands } from '../../platform/stream-commands.js';
import { crewName, crewNameColumns, crewsWithPlace } from '../../crew/queries.js';
import { dueFindings } from './findings.js';

const ROUTE: Record<string, string> = {
  'crew-document': 'crew-document/index',
  'crew-certificate': 'crew-document/certificate',
  'crew-license': 'document/licenses',
  'crew-medical': 'crew-document/medical',
  'flag-requirement': 'document/flagrequirements',
  'medical-document': 'document/medicaldocuments',
  'international-vaccine': 'crew-document/covid-vaccine',
};

const META = {
  userId: null,
  userName: 'EXPIRY ALERTS',
  device: 'SERVER',
  browser: 'DAILY JOB',
  os: 'SERVER',
  ip: '127.0.0.1',
  correlationId: 'expiry-alerts',
  causationId: null,
};
const expiryAlerts = streamCommands(documentAlertsDecider, documentAlertsStream);

/** How many crews a page of the daily job reads: its memory is one page's documents, whatever the agency's size. */
export const EXPIRY_PAGE_CREWS = 500;
/**
 * How many crews' commands share a transaction (the handler's group commit, as the import's): one read of
 * their streams, one append round trip, one statement per read model and one commit for them all, each
 * crew's command still his own (its id, its events, its answer). 1: a transaction a crew, as before issue 32.
 * s45: a page's crews in one group (was 100): a fifth of the transactions, and of the handler's reads, appends
 * and projection statements (at 5,000 crews: 10 of each instead of 50).
 */
export const EXPIRY_GROUP_CREWS = EXPIRY_PAGE_CREWS;

/** Documentation (DSS): who hears of the documents of a crew who is not onboard a fleet with an officer. */
const dssUsers = (job: JobContext) =>
  job.db.selectFrom('users').select('id').where('department_id', '=', DEPT.dss).where('status', '=', 1).execute();

/** The next page of active crews after `after` (keyset on the crews' primary key), with whom to tell. */
function crewPage(job: JobContext, after: number, size: number) {
  return crewsWithPlace(job.db)
    .leftJoin('fleets', 'fleets.id', 'vessels.fleet_id')
    .select([
      'crews.id',
      ...crewNameColumns('crews'),
      'ranks.alias as rank',
      'vessels.name as vessel',
      'fleets.officer_user_id as officer',
    ])
    .where('crews.status', '=', 1)
    .where('crews.id', '>', after)
    .orderBy('crews.id')
    .limit(size)
    .execute();
}

type Raise = { crewId: number; command: DocumentAlertsCommand };

/** What a run asks of every page. */
interface Run {
  job: JobContext;
  at: Date;
  today: string;
  leadDays: readonly number[];
  contractMonths: number;
  dss: number[];
}

/**
 * A page of active crews after `after`: the alerts found today (`found`) and, for each crew with one not raised
 * before, his command; null past the last crew.
 */
async function readPage(run: Run, after: number, size: number) {
  const { job, at, today, dss } = run;
  const page = await crewPage(job, after, size);
  if (page.length === 0) return null;
  const byId = new Map(page.map((c) => [c.id, c]));
  const [findings, fired] = await Promise.all([
    dueFindings(job.db, [...byId.keys()], today, run.leadDays, run.contractMonths),
    // Raised already (the alerts' inline read model, written with their events): no command needed.
    // The decider still skips any it has raised, so a stale read here could only cost a command.
    job.db
      .selectFrom('expiry_alerts')
      .select('alert_key')
      .where('crew_id', 'in', [...byId.keys()])
      .execute(),
  ]);
  const known = new Set(fired.map((a) => a.alert_key));
  const dates = new Map<string, string>();
  const shown = (date: string) => {
    let text = dates.get(date);
    if (text === undefined) dates.set(date, (text = formatDate(date)));
    return text;
  };
  const byCrew = new Map<number, ExpiryAlert[]>();
  let found = 0;
  for (const { doc: d, window, contractEnd: end } of findings) {
    const crew = byId.get(d.crewId)!;
    const recipients = crew.officer ? [crew.officer] : dss;
    if (recipients.length === 0) continue;
    found += 1;
    const key = expiryAlertKey(d.recordId, window, d.expiryDate);
    if (known.has(key)) continue;
    const alert: ExpiryAlert = {
      key,
      crewId: d.crewId,
      family: d.family,
      recordId: d.recordId,
      document: d.name,
      expiryDate: d.expiryDate,
      window,
      contractEnd: end,
      recipients,
      title: `${d.name} ${windowLabel(window)}`,
      body: `${crewName(crew)} (${crew.rank ?? ''}${crew.vessel ? `, ${crew.vessel}` : ', STANDBY'}): expiry ${shown(d.expiryDate)}${end ? `, contract ends ${shown(end)}` : ''}`,
      link: `/v/crew/${d.crewId}/${ROUTE[d.family] ?? 'crew-document/index'}`,
    };
    const alerts = byCrew.get(d.crewId);
    if (alerts) alerts.push(alert);
    else byCrew.set(d.crewId, [alert]);
  }
  // A fresh command id a run: the decider raises an alert once, whichever run sees it first.
  const commands: Raise[] = [...byCrew].map(([crewId, alerts]) => ({
    crewId,
    command: { type: 'RaiseExpiryAlerts', data: { crewId, alerts, at: at.toISOString() } },
  }));
  return { last: page[page.length - 1]!.id, found, commands };
}

/** Sends crews' commands in one group commit (alone for a group of one); answers how many alerts were raised. */
async function raise(job: JobContext, group: readonly Raise[]): Promise<number> {
  if (group.length === 1) {
    const [{ crewId, command }] = group as [Raise];
    return (await expiryAlerts.handle(job, crewId, command, { metadata: META })).events.length;
  }
  const sends = group.map(({ crewId, command }) => ({ items: [expiryAlerts.item(crewId, command)], metadata: META }));
  let raised = 0;
  for (const outcome of await handleGroup(job, sends)) {
    // As one by one: a command that fails fails the run (the next run raises what this one did not).
    if (!outcome.ok) throw outcome.error;
    raised += outcome.results.reduce((n, r) => n + r.events.length, 0);
  }
  return raised;
}

/**
 * The daily expiry alerts (issue 9): every current document, certificate, license, medical, flag
 * requirement, medical document and vaccine of an active crew that has expired, expires within a
 * lead window (90 / 60 / 30 days by default), or lapses before his planned contract end (embark
 * date + the contract length). Each crew's findings go through his alerts stream's decider, which
 * raises only what it has not raised before; its projection writes the notifications and pushes them.
 */
export const expiryAlertsJob = defineJob({
  name: 'document-expiry-alerts',
  schema: z.object({
    leadDays: z.array(z.number().int().min(0).max(3650)).max(10),
    contractMonths: z.number().int().min(1).max(24),
    /** Crews a page (default EXPIRY_PAGE_CREWS); a test pages over a few crews with a small one. */
    pageCrews: z.number().int().min(1).max(10_000).optional(),
    /** Crews' commands a transaction (default EXPIRY_GROUP_CREWS); 1 sends each alone (the bench's baseline). */
    groupCrews: z.number().int().min(1).max(1000).optional(),
  }),
  async handler(payload, job) {
    const at = job.clock();
    const today = todayIn(at, job.timeZone);
    const size = payload.pageCrews ?? EXPIRY_PAGE_CREWS;
    const group = payload.groupCrews ?? EXPIRY_GROUP_CREWS;
    const dss = (await dssUsers(job)).map((u) => u.id);
    const run: Run = { job, at, today, leadDays: payload.leadDays, contractMonths: payload.contractMonths, dss };
    let [pages, crews, found, raised] = [0, 0, 0, 0];
    // Issue 32 (s43): the next page is read (crews, findings, alerts raised, commands built) while this page's
    // commands are written: another connection, its crews none of this page's, so what it reads is the same.
    // Memory: two pages at most.
    let next = readPage(run, 0, size);
    for (;;) {
      const page = await next;
      if (!page) break;
      next = readPage(run, page.last, size);
      next.catch(() => undefined); // awaited above on the next turn; a failure here must not go unhandled first
      pages += 1;
      found += page.found;
      // One group at a time: two committing side by side numbered their notifications in the order their inserts
      // ran, not their events', so a replay (which numbers them in event order) gave other ids.
      for (let k = 0; k < page.commands.length; k += group)
        raised += await raise(job, page.commands.slice(k, k + group));
      crews += page.commands.length;
    }
    job.logger.info({ job: 'document-expiry-alerts', today, pages, crews, raised }, 'expiry alerts');
    return { today, found, raised, pages };
  },
});
