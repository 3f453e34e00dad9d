import {
  crewChangeDecider,
  crewChangeStream,
  crewDecider,
  crewStream,
  MAX_RECORD_ID,
  referencesOf,
  type Actor,
  type CrewChangeCommand,
  type CrewCommand,
  type Decider,
  type Known,
  type Side,
} from '@crewing/domain';
import type { Kysely } from 'kysely';
import type { AnyDb, AnyTrx, BatchItem, CommandResult, Plan } from '@crewing/events';
import type { Services } from '../platform/services.js';
import type { DB } from '../platform/db/schema.js';
import { nextId } from '../shared/ids.js';
import { keyFacts } from '../key-lists/resolve.js';
import { openNfrCrewIds } from '../finance/crew-facts.js';
import { principalLineUpFacts } from './principal-approval.js';
import { handleMany, streamCommands, type Sender } from '../platform/stream-commands.js';
import { crews } from '../crew/commands.js';

/** Who sends a crew change command: the sender (metadata, the client's command id) and the acting user. */
export interface Caller extends Sender {
  actor: Actor;
}

export const crewChanges = streamCommands(crewChangeDecider, crewChangeStream);

/*
 * The server gathers facts and puts them in the commands; the deciders decide (issue 6 §2).
 * Facts come from master data (does this hotel exist: an inline read model, committed with the
 * events that made it), from a stream's state (where the off-signer is onboard, who is in a
 * batch), gathered inside the handler's retry loop (issue 26 §4), and every command that two
 * users could race on also appends to the stream that owns the answer, so the store's optimistic
 * concurrency makes the decision hold: the off-signer's crew stream, the vessel's batches stream.
 */

// The handler takes deciders of any stream type in one command.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function stateOf<S>(services: Services, decider: Decider<any, any, S>, streamId: string): Promise<S> {
  const history = await services.store.readStream(streamId);
  return history.reduce((s, e) => decider.evolve(s, { type: e.type, data: e.data }), decider.initialState());
}

const isRecordId = (id: number) => Number.isInteger(id) && id > 0 && id <= MAX_RECORD_ID;

/** The side an edit command writes, for the records its changes name. */
const EDIT_SIDE = { UpdateEmbarkingDetails: 'embarking', UpdateDisembarkingDetails: 'disembarking' } as const;

interface Item {
  crewChangeId: number;
  command: CrewChangeCommand;
  baseVersion?: number | undefined;
}

/** What a plan reads its facts with: the attempt's connection (its transaction on the handler's locked path). */
const factsDb = (db: AnyDb | AnyTrx) => db as Kysely<DB>;

/**
 * The handler plan of crew change commands, gathered on every attempt of the handler's retry loop:
 * edits learn which records they name exist; Cancel Rank and Retrieve Rank also release or re-take
 * the off-signer's crew stream, named by the crew change's own state as the handler read it.
 */
function planOf(items: readonly Item[]): Plan {
  return async (attemptDb) => {
    const db = factsDb(attemptDb);
    const named = items.flatMap(({ command: c }) =>
      c.type === 'UpdateEmbarkingDetails' || c.type === 'UpdateDisembarkingDetails'
        ? referencesOf(EDIT_SIDE[c.type], c.data.changes)
        : [],
    );
    const exists = await keyFacts(
      db,
      named.map((r) => ({ list: r.kind, id: r.id })),
    );
    const known = (side: Side, changes: Record<string, unknown>): Known =>
      Object.fromEntries(referencesOf(side, changes).map((r) => [r.field, exists(r.kind, r.id)]));
    const planned: BatchItem[] = [];
    for (const { crewChangeId, command, baseVersion } of items) {
      let c = command;
      if (c.type === 'UpdateEmbarkingDetails' || c.type === 'UpdateDisembarkingDetails') {
        c = { ...c, data: { ...c.data, known: known(EDIT_SIDE[c.type], c.data.changes) } } as CrewChangeCommand;
      }
      // Issue 15: whether the crew lined up is NFR (not for rehire); issue 30: whether the vessel's
      // principal requires his approval. The decider refuses.
      if (c.type === 'AddReliever' || c.type === 'AddReplacement' || c.type === 'SetPrimaryReliever') {
        const [nfr, principal] = await Promise.all([
          openNfrCrewIds(db, [c.data.crewId]),
          principalLineUpFacts(db, { crewChangeId }, [c.data.crewId]),
        ]);
        c = { ...c, data: { ...c.data, nfrCrewIds: [...nfr], ...principal } } as CrewChangeCommand;
      }
      // These two change another stream too: they have their own functions below.
      if (c.type === 'AssignDisembarkBatch')
        throw new Error('Batch members change through addDisembarkBatch or updateDisembarkBatch only');
      if (c.type === 'PlanCrewChange') throw new Error('Crew changes are planned through planCrewChange only');
      const then = c.type === 'CancelRank' || c.type === 'RetrieveRank' ? offSigner(crewChangeId, c) : undefined;
      planned.push(crewChanges.item(crewChangeId, c, { baseVersion, then }));
    }
    return planned;
  };
}

/** Cancel Rank closes, Retrieve Rank reopens, the off-signer's crew change on his crew stream (who he is never changes). */
function offSigner(crewChangeId: number, c: Extract<CrewChangeCommand, { type: 'CancelRank' | 'RetrieveRank' }>) {
  return (_events: unknown[], { offSignerCrewId, vesselId }: { offSignerCrewId: number | null; vesselId: number }) => {
    if (offSignerCrewId === null) return [];
    const { at } = c.data;
    const crew: CrewCommand =
      c.type === 'CancelRank'
        ? { type: 'CloseCrewChangeForOffSigner', data: { crewId: offSignerCrewId, crewChangeId, at } }
        : {
            type: 'OpenCrewChangeForOffSigner',
            data: { crewId: offSignerCrewId, crewChangeId, vesselId, reopen: true, at },
          };
    return [crews.item(offSignerCrewId, crew)];
  };
}

export async function onCrewChange(
  services: Services,
  caller: Caller,
  crewChangeId: number,
  command: CrewChangeCommand,
  baseVersion?: number,
): Promise<CommandResult> {
  const [result] = await handleMany(services, planOf([{ crewChangeId, command, baseVersion }]), caller);
  return result!;
}

/** One command for many crew changes: every one gets the edit or none does (001 §4 batch edit). */
export async function onCrewChanges(
  services: Services,
  caller: Caller,
  items: Array<{ crewChangeId: number; command: CrewChangeCommand }>,
): Promise<CommandResult[]> {
  const results = await handleMany(services, planOf(items), caller);
  return results.slice(0, items.length);
}

/**
 * Plan Crew Change (001 §2.1). The crew change and the off-signer's crew stream change in one
 * command: his crew stream refuses a second open crew change, so ten plans at once make one.
 */
export async function planCrewChange(
  services: Services,
  caller: Caller,
  input: { vesselId: number; rankId: number; offSignerCrewId?: number | null | undefined; relieverCrewIds: number[] },
): Promise<{ crewChangeId: number }> {
  const off = input.offSignerCrewId ?? null;
  const crewChangeId = await nextId(services, 'crew_change');
  const at = services.clock().toISOString();
  // The facts (the vessel's fleet, whether the rank exists, where the off-signer is onboard) are read on every attempt.
  const plan: Plan = async (attemptDb) => {
    const db = factsDb(attemptDb);
    const [vessel, rank, offSigner, nfr, principal] = await Promise.all([
      isRecordId(input.vesselId)
        ? db.selectFrom('vessels').select(['id', 'fleet_id']).where('id', '=', input.vesselId).executeTakeFirst()
        : undefined,
      isRecordId(input.rankId)
        ? db.selectFrom('ranks').select('id').where('id', '=', input.rankId).executeTakeFirst()
        : undefined,
      off === null ? null : stateOf(services, crewDecider, crewStream.id(off)),
      openNfrCrewIds(db, input.relieverCrewIds.filter(isRecordId)),
      isRecordId(input.vesselId)
        ? principalLineUpFacts(db, { vesselId: input.vesselId }, input.relieverCrewIds.filter(isRecordId))
        : null,
    ]);
    const command: CrewChangeCommand = {
      type: 'PlanCrewChange',
      data: {
        crewChangeId,
        vesselId: input.vesselId,
        fleetId: vessel?.fleet_id ?? null,
        rankId: input.rankId,
        offSignerCrewId: off,
        relieverCrewIds: input.relieverCrewIds,
        at,
        known: { vesselId: vessel !== undefined, rankId: rank !== undefined },
        offSignerVesselId: offSigner?.onboardVesselId ?? null,
        nfrCrewIds: [...nfr],
        barredCrews: principal?.barredCrews ?? {},
      },
    };
    const items: BatchItem[] = [crewChanges.item(crewChangeId, command)];
    if (off !== null) {
      const open: CrewCommand = {
        type: 'OpenCrewChangeForOffSigner',
        data: { crewId: off, crewChangeId, vesselId: input.vesselId, reopen: false, at },
      };
      items.push(crews.item(off, open));
    }
    return items;
  };
  const [r] = await handleMany(services, plan, caller);
  return { crewChangeId: crewChangeStream.numberOf(r!.streamId)! };
}
