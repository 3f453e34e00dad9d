import { DomainError, NotFoundError, ValidationError } from '../shared/errors.js';

/*
 * Issue 29 §2 My crew change: what the seafarer himself does on his crew change's stream, from
 * the portal. He is no office Actor: his account id and name are the stamp, the crew id comes
 * from his session (never from his input), and the decider refuses a crew change that does not
 * embark him.
 */

/** The seafarer as his portal session names him. */
export interface SeafarerRef {
  accountId: number;
  crewId: number;
  name: string;
}

/** The longest question he may send (a comment cell's text, issue 29 §2). */
export const QUESTION_MAX = 1000;

export type SeafarerCrewChangeEvent = {
  type: 'CrewChangeAcknowledged';
  data: { embarkingId: string; crewId: number; byId: number; byName: string; at: string };
};

export type SeafarerCrewChangeCommand =
  | { type: 'AcknowledgeCrewChange'; data: { seafarer: SeafarerRef; at: string } }
  | { type: 'AskCrewingOfficer'; data: { commentId: string; question: string; seafarer: SeafarerRef; at: string } };

/** His question lands on the REMARKS cell of his embarking: the cell the crewing officer answers in. */
export const QUESTION_CELL = { side: 'embarking', field: 'remarks' } as const;

/** What the rules read of a crew change. */
export interface SeafarerTarget {
  exists: boolean;
  rankCancelled: unknown;
  embarkings: readonly { embarkingId: string; crewId: number; cancelled: unknown }[];
  comments: Record<string, unknown>;
}

/** His open embarking on this crew change, or a refusal: another crew's crew change is not his. */
function myEmbarking(s: SeafarerTarget, crewId: number) {
  if (!s.exists) throw new NotFoundError('Crew change not found');
  const active = [...s.embarkings].reverse().find((e) => e.cancelled === null);
  if (!active || active.crewId !== crewId) throw new NotFoundError('You are not lined up on this crew change');
  if (s.rankCancelled) throw new DomainError('CONFLICT', 'This crew change was cancelled');
  return active;
}

/** The events his command makes: an acknowledgement, or a comment from him on the REMARKS cell. */
export function decideSeafarer(command: SeafarerCrewChangeCommand, s: SeafarerTarget) {
  const { seafarer, at } = command.data;
  const mine = myEmbarking(s, seafarer.crewId);
  const stamp = { byId: seafarer.accountId, byName: seafarer.name, at };
  if (command.type === 'AcknowledgeCrewChange') {
    const event: SeafarerCrewChangeEvent = {
      type: 'CrewChangeAcknowledged',
      data: { embarkingId: mine.embarkingId, crewId: seafarer.crewId, ...stamp },
    };
    return [event];
  }
  const question = command.data.question.trim();
  if (question === '') throw ValidationError.field('question', 'Write your question first');
  if (question.length > QUESTION_MAX)
    throw ValidationError.field('question', `Keep your question under ${QUESTION_MAX} characters`);
  if (s.comments[command.data.commentId]) throw new DomainError('CONFLICT', 'This question was already sent');
  return [
    {
      type: 'CrewChangeCommentAdded' as const,
      data: { commentId: command.data.commentId, ...QUESTION_CELL, comment: question, fileId: null, ...stamp },
    },
  ];
}
