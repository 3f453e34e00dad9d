import dayjs from 'dayjs';
import { sql } from 'kysely';
import { todayIn, type CrewChangeCommand } from '@crewing/domain';
import type { Services } from '../platform/services.js';
import { settle } from '../platform/process.js';
import { onCrewChange, planCrewChange, type Caller } from '../crew-change/commands.js';
import { demoCallers } from './demo-callers.js';

/** How many standby crews get a past contract with us, and every how many of them came back since. */
const HISTORY_CREWS = 80;
const RETURNING_EVERY = 3;

/**
 * Issue 24, the demo's past year lived through the product: standby crews who never served get a
 * contract with us that started 9 to 11 months ago and ended 3 weeks to 5 months ago, each step a
 * board confirmation the crew lifecycle process turns into the sign-on, the sign-off and the
 * arrival home; one in three has been lined up again and embarked since (the retention the top
 * management dashboard shows). The debriefings seeded after this find them arrived. Deterministic:
 * no random draws (the other generators' data stays as it was).
 */
export async function seedCrewHistory(services: Services): Promise<number> {
  const db = services.db;
  const as = await demoCallers(services, ['ops', 'crewing']);
  const [ops, crewing] = [as('ops'), as('crewing')];
  const today = dayjs(todayIn(services.clock(), services.env.TIME_ZONE));
  const d = (days: number) => today.add(days, 'day').format('YYYY-MM-DD');
  const at = () => services.clock().toISOString();
  const [vessels, ports, reasons] = await Promise.all([
    db.selectFrom('vessels').select('id').where('active', '=', true).orderBy('id').execute(),
    db.selectFrom('ports').select('id').orderBy('id').execute(),
    db.selectFrom('contract_reasons').select(['id', 'code']).orderBy('id').execute(),
  ]);
  const finished = reasons.find((r) => r.code === 'FC') ?? reasons[0]!;
  const lined = sql<boolean>`exists (select 1 from crew_change_board b where b.state->'relievers' @> jsonb_build_array(jsonb_build_object('crewId', c.id)))`;
  // Active hired crews ashore who never served with us and relieve nobody now (a reliever lined up may have served before).
  const crews = await db
    .selectFrom('crews as c')
    .select(['c.id', 'c.rank_id'])
    .select(lined.as('lined'))
    .where('c.status', '=', 1)
    .where('c.crew_code', 'is not', null)
    .where('c.onboard_vessel_id', 'is', null)
    .where('c.last_vessel_id', 'is', null)
    .where(sql<boolean>`not exists (select 1 from crew_change_board b where b.off_signer_crew_id = c.id)`)
    .orderBy(lined)
    .orderBy('c.id')
    .limit(HISTORY_CREWS)
    .execute();
  let commands = 0;
  const edit = async (who: Caller, id: number, command: CrewChangeCommand) => {
    await onCrewChange(services, who, id, command);
    commands++;
  };
  const confirm = (id: number, side: 'embarking' | 'disembarking', field: string) =>
    edit(ops, id, { type: 'ConfirmDate', data: { side, field, actor: ops.actor, at: at() } });
  /** A crew change for a vacancy of his rank: he embarks on `date`, confirmed. */
  const embark = async (crewId: number, rankId: number, vesselId: number, date: string, port: number) => {
    const { crewChangeId: id } = await planCrewChange(services, crewing, {
      vesselId,
      rankId,
      offSignerCrewId: null,
      relieverCrewIds: [crewId],
    });
    await edit(crewing, id, {
      type: 'UpdateEmbarkingDetails',
      data: {
        changes: {
          departure_manila: dayjs(date).subtract(1, 'day').format('YYYY-MM-DD'),
          embark_date: date,
          embark_port_id: port,
        },
        actor: crewing.actor,
        at: at(),
      },
    });
    await confirm(id, 'embarking', 'departure_manila');
    await confirm(id, 'embarking', 'embark_date');
    commands++;
  };

  // He joined 9 to 11 months ago.
  const plan = crews.map((c, i) => ({
    ...c,
    vesselId: vessels[i % vessels.length]!.id,
    port: ports[i % ports.length]!.id,
    joined: -330 + ((i * 7) % 60),
    left: -150 + ((i * 11) % 130),
  }));
  for (const c of plan) await embark(c.id, c.rank_id, c.vesselId, d(c.joined), c.port);
  await settle(services);
  // His contract ended: relieved without a reliever of ours (the principal's own), home two days later.
  for (const c of plan) {
    const { crewChangeId: id } = await planCrewChange(services, crewing, {
      vesselId: c.vesselId,
      rankId: c.rank_id,
      offSignerCrewId: c.id,
      relieverCrewIds: [],
    });
    const changes = {
      contract_reason_id: finished.id,
      disembark_port_id: c.port,
      disembark_date: d(c.left),
      arrive_manila: d(c.left + 2),
      flight_arrival: 'PR 501 SIN-MNL',
    };
    await edit(ops, id, { type: 'UpdateDisembarkingDetails', data: { changes, actor: ops.actor, at: at() } });
    await confirm(id, 'disembarking', 'disembark_date');
    await confirm(id, 'disembarking', 'arrive_manila');
    commands++;
  }
  await settle(services);
  // One in three came back: embarked again on another vessel a month or two after he came home.
  // A crew lined up now embarks through his crew change, not here.
  for (const [i, c] of plan.filter((x) => !x.lined).entries()) {
    if (i % RETURNING_EVERY !== 0) continue;
    const back = Math.min(c.left + 2 + 30 + ((i * 13) % 30), -5);
    await embark(c.id, c.rank_id, vessels[(i + 7) % vessels.length]!.id, d(back), c.port);
  }
  await settle(services);
  return commands;
}
