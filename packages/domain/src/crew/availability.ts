import { NotFoundError, ValidationError } from '../shared/errors.js';
import { sameValue } from '../shared/equal.js';

/*
 * Issue 29 §2 My availability: the seafarer sets the date he is available from, with remarks, in
 * his portal. The 201's availability follows (a profile edit, its history included) and a second
 * event says it is his own word; an office edit of the date later takes the mark away again.
 */

export type AvailabilityEvent = {
  type: 'AvailabilityDeclared';
  data: {
    crewId: number;
    availabilityDate: string;
    remarks: string | null;
    /** His portal account and name (he is no office user). */
    byId: number;
    byName: string;
    at: string;
  };
};

export type AvailabilityCommand = {
  type: 'DeclareAvailability';
  data: AvailabilityEvent['data'] & {
    /** Today in the agency's time zone (the server's clock): a date before it is refused. */
    today: string;
  };
};

export const PAST_AVAILABILITY = 'Choose today or a later date';

/** His declaration: the profile's date when it moves, then the declaration itself (always: new remarks count). */
export function decideAvailability(
  command: AvailabilityCommand,
  state: { exists: boolean; profile: Record<string, unknown> },
) {
  if (!state.exists) throw new NotFoundError('Crew not found');
  const { today, ...data } = command.data;
  if (data.availabilityDate < today) throw ValidationError.field('availabilityDate', PAST_AVAILABILITY);
  const before = state.profile.availabilityDate ?? null;
  const declared: AvailabilityEvent = { type: 'AvailabilityDeclared', data };
  if (sameValue(before, data.availabilityDate)) return [declared];
  const changes = { availabilityDate: data.availabilityDate };
  const profile = {
    type: 'CrewProfileUpdated' as const,
    data: { crewId: data.crewId, changes, previous: { availabilityDate: before }, at: data.at },
  };
  return [profile, declared];
}
