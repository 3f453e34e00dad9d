import { z } from 'zod';
import {
  documentAlertsDecider,
  documentAlertsStream,
  expiryAlertKey,
  formatDate,
  todayIn,
  windowLabel,
  DEPT,
  type ExpiryAlert,
} from '@crewing/domain';
import { defineJob, type JobContext } from '../../platform/jobs/definition.js';
import { streamCommands } from '../../platform/stream-commands.js';
import { crewName, crewNameColumns, crewsWithPlace } from '../../crew/queries.js';
import { expiryFindings } from './findings.js';

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

/** Who hears of a crew's documents: his fleet's crewing officer when onboard; documentation (DSS) otherwise. */
async function recipientsOf(job: JobContext) {
  const crews = await crewsWithPlace(job.db)
    .leftJoin('fleets', 'fleets.id', 'vessels.fleet_id')
    .select([
      'crews.id',
      ...crewNameColumns('crews'),
      'crews.status',
      'ranks.alias as rank',
      'vessels.name as vessel',
      'fleets.officer_user_id as officer',
    ])
    .execute();
  const dss = await job.db
    .selectFrom('users')
    .select('id')
    .where('department_id', '=', DEPT.dss)
    .where('status', '=', 1)
    .execute();
  return { crews: new Map(crews.map((c) => [c.id, c])), dss: dss.map((u) => u.id) };
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
  }),
  async handler(payload, job) {
    const at = job.clock();
    const today = todayIn(at, job.timeZone);
    const [findings, who] = await Promise.all([
      expiryFindings(job.db, 'all', today, payload.leadDays, payload.contractMonths),
      recipientsOf(job),
    ]);
    const byCrew = new Map<number, ExpiryAlert[]>();
    for (const { doc: d, window, contractEnd: end } of findings) {
      const crew = who.crews.get(d.crewId);
      if (!crew || crew.status !== 1) continue;
      const recipients = crew.officer ? [crew.officer] : who.dss;
      if (recipients.length === 0) continue;
      const alert: ExpiryAlert = {
        key: expiryAlertKey(d.recordId, window, d.expiryDate),
        crewId: d.crewId,
        family: d.family,
        recordId: d.recordId,
        document: d.name,
        expiryDate: d.expiryDate,
        window,
        contractEnd: end,
        recipients,
        title: `${d.name} ${windowLabel(window)}`,
        body: `${crewName(crew)} (${crew.rank ?? ''}${crew.vessel ? `, ${crew.vessel}` : ', STANDBY'}): expiry ${formatDate(d.expiryDate)}${end ? `, contract ends ${formatDate(end)}` : ''}`,
        link: `/v/crew/${d.crewId}/${ROUTE[d.family] ?? 'crew-document/index'}`,
      };
      byCrew.set(d.crewId, [...(byCrew.get(d.crewId) ?? []), alert]);
    }
    let raised = 0;
    for (const [crewId, alerts] of byCrew) {
      // A fresh command id a run: the decider raises an alert once, whichever run sees it first.
      const raise = { type: 'RaiseExpiryAlerts' as const, data: { crewId, alerts, at: at.toISOString() } };
      const r = await expiryAlerts.handle(job, crewId, raise, { metadata: META });
      raised += r.events.length;
    }
    job.logger.info({ job: 'document-expiry-alerts', today, crews: byCrew.size, raised }, 'expiry alerts');
    return { today, found: [...byCrew.values()].reduce((n, a) => n + a.length, 0), raised };
  },
});
