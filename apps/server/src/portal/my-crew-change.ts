import { randomUUID } from 'node:crypto';
import { NotFoundError, type SeafarerCrewChangeCommand } from '@crewing/domain';
import type { Services } from '../platform/services.js';
import type { Sender } from '../platform/stream-commands.js';
import { crewChanges } from '../crew-change/commands.js';
import { myCrewChange } from './my-queries.js';
import type { SeafarerSession } from './session.js';

type Act = { type: 'acknowledge' } | { type: 'ask'; question: string };

/**
 * Issue 29 §2: "I have read this" and a question to the crewing officer, on the crew change the
 * portal shows him (the server's fact); the crew change decider refuses one that does not embark
 * him, so a stale page cannot write on another crew's row.
 */
export async function onMyCrewChange(services: Services, seafarer: SeafarerSession, act: Act, sender: Sender) {
  const mine = await myCrewChange(services.db, seafarer.crewId);
  if (!mine) throw new NotFoundError('You are not lined up for a crew change');
  const who = { accountId: seafarer.accountId, crewId: seafarer.crewId, name: seafarer.name };
  const at = services.clock().toISOString();
  const command: SeafarerCrewChangeCommand =
    act.type === 'acknowledge'
      ? { type: 'AcknowledgeCrewChange', data: { seafarer: who, at } }
      : { type: 'AskCrewingOfficer', data: { commentId: randomUUID(), question: act.question, seafarer: who, at } };
  await crewChanges.handle(services, mine.crewChangeId, command, sender);
  return myCrewChange(services.db, seafarer.crewId);
}
