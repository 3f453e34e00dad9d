import dayjs from 'dayjs';
import { todayIn, type CrewChangeCommand } from '@crewing/domain';
import type { Services } from '../platform/services.js';
import { onCrewChange, planCrewChange } from '../crew-change/commands.js';
import { demoCallers } from './demo-callers.js';
import { addDisembarkBatch } from '../crew-change/batches.js';

/**
 * Crew changes on every vessel in every state the board shows: planned, hotel booked, PCR
 * negative and positive, dates confirmed, cancelled with a replacement, no replacement, batched
 * and batchless, overdue, arrived. Each step is done by the demo user whose role does it.
 */
export async function seedCrewChanges(services: Services, rand: () => number): Promise<number> {
  const as = await demoCallers(services, ['ops', 'crewing', 'aib', 'dss', 'mgc', 'management']);
  const [inns, ports, labs, reasons] = await Promise.all([
    services.db.selectFrom('inns').select('id').execute(),
    services.db.selectFrom('ports').select('id').execute(),
    services.db.selectFrom('laboratories').select('id').execute(),
    services.db.selectFrom('contract_reasons').select('id').execute(),
  ]);
  const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const today = dayjs(todayIn(services.clock(), services.env.TIME_ZONE));
  const d = (days: number) => today.add(days, 'day').format('YYYY-MM-DD');
  const at = () => services.clock().toISOString();
  const vessels = await services.db.selectFrom('vessels').select(['id']).orderBy('id').execute();
  const standby = (
    await services.db
      .selectFrom('crews')
      .select(['id', 'rank_id'])
      .where('onboard_vessel_id', 'is', null)
      .orderBy('id')
      .execute()
  ).map((c) => c.id);
  let count = 0;

  const edit = (who: string, id: number, command: CrewChangeCommand) => onCrewChange(services, as(who), id, command);
  const emb = (who: string, id: number, changes: Record<string, unknown>) =>
    edit(who, id, { type: 'UpdateEmbarkingDetails', data: { changes, actor: as(who).actor, at: at() } });
  const dis = (who: string, id: number, changes: Record<string, unknown>) =>
    edit(who, id, { type: 'UpdateDisembarkingDetails', data: { changes, actor: as(who).actor, at: at() } });
  const confirm = (id: number, side: 'embarking' | 'disembarking', field: string) =>
    edit('ops', id, { type: 'ConfirmDate', data: { side, field, actor: as('ops').actor, at: at() } });

  for (const vessel of vessels) {
    const onboard = await services.db
      .selectFrom('crews')
      .select(['id', 'onboard_rank_id'])
      .where('onboard_vessel_id', '=', vessel.id)
      .orderBy('id')
      .limit(8)
      .execute();
    const toBatch: number[] = [];
    for (const [i, off] of onboard.entries()) {
      const reliever = i === 5 ? [] : standby.length ? [standby.shift()!] : [];
      const { crewChangeId: id } = await planCrewChange(services, as('crewing'), {
        vesselId: vessel.id,
        rankId: off.onboard_rank_id!,
        offSignerCrewId: off.id,
        relieverCrewIds: reliever,
      });
      count++;
      const embarkIn = 5 + Math.floor(rand() * 40);
      switch (i) {
        case 0: // planned only
          break;
        case 1: // hotel booked, travel planned, PCR negative
          await emb('aib', id, { inn_id: pick(inns).id, transfer_details: 'VAN PICK-UP 0600H AT HOTEL LOBBY' });
          await emb('crewing', id, {
            check_in: d(embarkIn - 6),
            check_out: d(embarkIn - 2),
            departure_manila: d(embarkIn - 1),
            flight_details: 'PR 501 MNL-SIN 0805H',
            embark_date: d(embarkIn),
            embark_port_id: pick(ports).id,
          });
          await emb('dss', id, { rapid_date1: d(embarkIn - 4), lab1_id: pick(labs).id, rapid_result1: false });
          break;
        case 2: // PCR positive on the first test, negative on the second
          await emb('aib', id, { inn_id: pick(inns).id });
          await emb('crewing', id, {
            check_in: d(embarkIn - 8),
            embark_date: d(embarkIn),
            embark_port_id: pick(ports).id,
            remarks: 'AWAITING SECOND PCR',
          });
          await emb('dss', id, {
            rapid_date1: d(embarkIn - 7),
            lab1_id: pick(labs).id,
            rapid_result1: true,
            rapid_date2: d(embarkIn - 3),
            lab2_id: pick(labs).id,
            rapid_result2: false,
          });
          break;
        case 3: // dates confirmed on both sides, arrived in Manila
          await emb('crewing', id, {
            departure_manila: d(-12),
            flight_details: 'SQ 911 MNL-SIN',
            embark_date: d(-11),
            embark_port_id: pick(ports).id,
          });
          await confirm(id, 'embarking', 'departure_manila');
          await confirm(id, 'embarking', 'embark_date');
          await dis('ops', id, {
            contract_reason_id: pick(reasons).id,
            disembark_port_id: pick(ports).id,
            disembark_date: d(-11),
            arrive_manila: d(-9),
            flight_arrival: 'SQ 910 SIN-MNL',
          });
          await dis('mgc', id, {
            arrive_inn_id: pick(inns).id,
            hotel_remarks: 'QUARANTINE 5 DAYS',
            transfer_arrival: 'SHUTTLE FROM NAIA T1',
          });
          await dis('dss', id, { remarks: 'DEBRIEFING SCHEDULED' });
          await confirm(id, 'disembarking', 'disembark_date');
          await confirm(id, 'disembarking', 'arrive_manila');
          break;
        case 4: // cancelled reliever, replaced
          await emb('crewing', id, { embark_date: d(embarkIn), embark_port_id: pick(ports).id });
          await edit('ops', id, { type: 'CancelEmbarking', data: { actor: as('ops').actor, at: at() } });
          if (standby.length)
            await edit('ops', id, { type: 'AddReplacement', data: { crewId: standby.shift()!, at: at() } });
          break;
        case 5: // no replacement yet, overdue: disembark date passed, not arrived
          await dis('ops', id, {
            contract_reason_id: pick(reasons).id,
            disembark_date: d(-3),
            disembark_port_id: pick(ports).id,
          });
          break;
        case 6: // batched, disembarking planned
        case 7:
          await dis('crewing', id, {
            contract_reason_id: pick(reasons).id,
            disembark_date: d(embarkIn + 1),
            disembark_port_id: pick(ports).id,
            flight_arrival: 'PR 502 SIN-MNL',
          });
          toBatch.push(id);
          break;
      }
      if (i === 1) {
        await edit('ops', id, {
          type: 'AddCrewChangeComment',
          data: {
            commentId: crypto.randomUUID(),
            side: 'embarking',
            field: 'flight_details',
            comment: 'CONFIRM SEAT WITH AGENT',
            fileId: null,
            actor: as('ops').actor,
            at: at(),
          },
        });
      }
    }
    if (toBatch.length) await addDisembarkBatch(services, as('ops'), { vesselId: vessel.id, crewChangeIds: toBatch });
  }
  return count;
}
