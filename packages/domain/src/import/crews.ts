import { decideCrew, initialCrewState } from '../crew/decider.js';
import type { CrewIdentityInput } from '../crew/schemas.js';
import { refusalErrors } from './rows.js';

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
    const errors = refusalErrors(e);
    // The decider names a profile field 'rankId' as the form does; a whole-profile refusal goes on the row.
    if (errors.profile) {
      errors._row = errors.profile;
      delete errors.profile;
    }
    return errors;
  }
}
