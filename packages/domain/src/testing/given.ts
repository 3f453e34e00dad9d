import { expect } from 'vitest';
import type { Decider } from '../decider.js';

/**
 * Decider tests that read like the domain:
 *   given(userDecider, [UserCreated]).when(UpdateUserDetails).then([UserDetailsUpdated])
 *   given(userDecider, []).when(UpdateUserDetails).thenThrows(NotFoundError)
 */
export function given<C extends { type: string }, E extends { type: string; data: unknown }, S>(
  decider: Decider<C, E, S>,
  events: NoInfer<E>[],
) {
  const state = events.reduce(decider.evolve, decider.initialState());
  return {
    state,
    when(command: C) {
      const run = () => decider.decide(command, state);
      return {
        then(expected: E[]) {
          expect(run()).toEqual(expected);
        },
        thenTypes(types: E['type'][]) {
          expect(run().map((e) => e.type)).toEqual(types);
        },
        thenThrows(error: abstract new (...args: never[]) => Error, message?: string | RegExp) {
          expect(run).toThrow(error);
          if (message) expect(run).toThrow(message);
        },
      };
    },
  };
}
