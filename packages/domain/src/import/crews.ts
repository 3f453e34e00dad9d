import { decideCrew, initialCrewState } from '../crew/decider.js';
import type { CrewIdentityInput, CrewProfileChanges } from '../crew/schemas.js';
import { DomainError } from '../shared/errors.js';
import { rowChanges, type RowChange } from './changes.js';
import { refusalErrors } from './rows.js';

/** A refusal of the whole profile (the decider's root, 'profile' or 'changes') goes on the row. */
function onRow(errors: Record<string, string[]>, root: string): Record<string, string[]> {
  if (errors[root]) {
    errors._row = [...(errors._row ?? []), ...errors[root]];
    delete errors[root];
  }
  return errors;
}

/**
 * A crews row checked by the decision Add Crew's command meets (crew/decider.ts RegisterCrew, which
 * parses the identity schema): its refusals by field, nothing when it would register.
 */
export function decideCrewRow(values: Record<string, unknown>): Record<string, string[]> {
  try {
    const data = { crewId: 1, profile: values as unknown as CrewIdentityInput, at: new Date(0).toISOString() };
    decideCrew({ type: 'RegisterCrew', data }, initialCrewState());
    return {};
  } catch (e) {
    // The decider names a profile field 'rankId' as the form does; a whole-profile refusal goes on the row.
    return onRow(refusalErrors(e), 'profile');
  }
}

/**
 * A crews row chosen to update the crew on file it matches: the decision the 201 profile edit meets (the crew
 * decider's UpdateCrewProfile, the commit's command) on his profile as it is. The fields it would change with their
 * values on file ([] when none: the row is unchanged), or its refusals by field. As decideMasterUpdate for an entry.
 */
export function decideCrewUpdate(
  crew: { id: number; profile: Record<string, unknown> },
  values: Record<string, unknown>,
): { changes: RowChange[] } | { errors: Record<string, string[]> } {
  const data = { crewId: crew.id, changes: values as CrewProfileChanges, at: new Date(0).toISOString() };
  const state = { ...initialCrewState(), exists: true, profile: crew.profile };
  try {
    const [event] = decideCrew({ type: 'UpdateCrewProfile', data }, state);
    return { changes: event?.type === 'CrewProfileUpdated' ? rowChanges(event.data) : [] };
  } catch (e) {
    if (e instanceof DomainError && e.message === 'Nothing changed') return { changes: [] };
    return { errors: onRow(refusalErrors(e), 'changes') };
  }
}
