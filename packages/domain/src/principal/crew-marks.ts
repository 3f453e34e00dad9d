import { z } from 'zod';
import type { Actor } from '../auth/roles.js';
import type { Decider } from '../decider.js';
import { assertNever, ValidationError } from '../shared/errors.js';
import { commandId, recordId } from '../shared/ids.js';
import { streamType } from '../shared/streams.js';

/*
 * Issue 30 §3 (BASSnet's preferred and conflict crew lists): a principal marks crews as preferred
 * or not wanted on his vessels, saying why. One stream per principal, `principal-crews-{principalId}`;
 * the line-up shows his preferred crews first and refuses the barred ones with his reason.
 */
export const principalCrewsStream = streamType('principal-crews');

export const CREW_MARKS = ['PREFERRED', 'BARRED'] as const;
export type CrewMark = (typeof CREW_MARKS)[number];

interface By {
  byId: number | null;
  byName: string;
  at: string;
}

export type CrewMarkEvent =
  | { type: 'CrewMarked'; data: { principalId: number; crewId: number; mark: CrewMark; reason: string } & By }
  | { type: 'CrewMarkCleared'; data: { principalId: number; crewId: number } & By };

export type CrewMarkCommand =
  | {
      type: 'MarkCrew';
      data: { principalId: number; crewId: number; mark: CrewMark; reason: string; actor: Actor; at: string };
    }
  | { type: 'ClearCrewMark'; data: { principalId: number; crewId: number; actor: Actor; at: string } };

export interface CrewMarksState {
  marks: Record<number, { mark: CrewMark; reason: string }>;
}

/** The principal's form: the mark and why (both required, in our words). */
export const markCrewInput = z.object({
  crewId: recordId,
  mark: z.enum(CREW_MARKS, { error: 'Choose preferred or not wanted' }),
  reason: z.string({ error: 'Say why' }).trim().min(1, 'Say why').max(300, 'Keep the reason under 300 characters'),
  commandId,
});
export const clearCrewMarkInput = z.object({ crewId: recordId, commandId });

/** What the line-up says of a crew the principal barred (the decider and the line-up screen use it). */
export const barredReason = (reason: string) => `Not wanted by the principal: ${reason}`;

export function evolveCrewMarks(s: CrewMarksState, e: CrewMarkEvent): CrewMarksState {
  switch (e.type) {
    case 'CrewMarked':
      return { marks: { ...s.marks, [e.data.crewId]: { mark: e.data.mark, reason: e.data.reason } } };
    case 'CrewMarkCleared': {
      const marks = { ...s.marks };
      delete marks[e.data.crewId];
      return { marks };
    }
    default:
      return assertNever(e);
  }
}

const by = (actor: Actor, at: string): By => ({ byId: actor.id, byName: actor.name, at });

export function decideCrewMarks(c: CrewMarkCommand, s: CrewMarksState): CrewMarkEvent[] {
  switch (c.type) {
    case 'MarkCrew': {
      const { principalId, crewId, mark, actor, at } = c.data;
      const reason = c.data.reason.trim().toUpperCase();
      if (reason === '') throw ValidationError.field('reason', 'Say why');
      const now = s.marks[crewId];
      if (now?.mark === mark && now.reason === reason) return [];
      return [{ type: 'CrewMarked', data: { principalId, crewId, mark, reason, ...by(actor, at) } }];
    }
    case 'ClearCrewMark': {
      const { principalId, crewId, actor, at } = c.data;
      if (!s.marks[crewId]) return [];
      return [{ type: 'CrewMarkCleared', data: { principalId, crewId, ...by(actor, at) } }];
    }
    default:
      return assertNever(c);
  }
}

/**
 * No field-by-field merge: a concurrent mark of the same crew is decided again on the new state
 * (the last one the principal sent stands, as on his screen).
 */
export const crewMarksDecider: Decider<CrewMarkCommand, CrewMarkEvent, CrewMarksState> = {
  streamType: principalCrewsStream.type,
  initialState: () => ({ marks: {} }),
  evolve: evolveCrewMarks,
  decide: decideCrewMarks,
};
