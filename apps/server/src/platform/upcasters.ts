import { UpcasterRegistry } from '@crewing/events';

/**
 * Old event shapes and how they become the current one. Example kept as a contract:
 * UserCreated v1 stored `name` where v2 stores `firstName`/`lastName` inside `profile`.
 */
export const upcasters = new UpcasterRegistry().register({
  type: 'UserCreated',
  fromVersion: 1,
  upcast: (data) => {
    if ('profile' in data) return data;
    const { name, username, userId, at, ...rest } = data as Record<string, unknown> & { name?: string };
    const [firstName = '', ...last] = String(name ?? '').split(' ');
    return {
      userId,
      username,
      at,
      profile: { firstName, lastName: last.join(' ') || firstName, positionIds: [], grants: [], status: 1, ...rest },
    };
  },
});
