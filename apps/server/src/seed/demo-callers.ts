import type { Services } from '../platform/services.js';
import { actorOf } from '../platform/auth/sessions.js';
import type { Caller } from '../crew-change/commands.js';

/**
 * The demo users as callers of the command helpers, each at his own desk's machine (the audit log
 * and the board's history show who did each step from where).
 */
export async function demoCallers(services: Services, usernames: string[]): Promise<(username: string) => Caller> {
  const users = await services.db.selectFrom('users').selectAll().where('username', 'in', usernames).execute();
  return (username) => {
    const u = users.find((x) => x.username === username)!;
    const actor = actorOf(u);
    return {
      actor,
      metadata: {
        userId: u.id,
        userName: actor.name,
        device: 'DESKTOP',
        browser: 'Chrome 131.0',
        os: 'Windows 10',
        ip: '192.168.10.' + (20 + u.id),
        correlationId: 'seed',
        causationId: null,
      },
    };
  };
}
