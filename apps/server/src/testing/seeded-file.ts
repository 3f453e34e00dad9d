import { afterAll, beforeAll } from 'vitest';
import type { ServiceOptions } from '../platform/services.js';
import type { TestServices } from './test-services.js';
import { createSeededTestServices } from './seeded-services.js';
import { callerFor, type Caller } from './actors.js';

/** A spec file's copy of the demo data: read `services` inside a test or a hook. */
export interface SeededFile {
  services: TestServices;
  /** The demo users' ids by username ('ops', 'crewing', 'admin'...). */
  ids: Record<string, number>;
  /** A caller acting as a demo user, through every middleware. */
  as(username: string): Promise<Caller>;
}

/**
 * The demo data for one spec file, set up before its tests and disposed after them (the set-up
 * every seeded file wrote again): its services, the demo users' ids and a caller as each.
 */
export function seededFile(options: ServiceOptions = { startWorkers: false }, timeout?: number): SeededFile {
  const file = {
    ids: {} as Record<string, number>,
    as: (username: string) => callerFor(file.services, file.ids[username]!),
  } as SeededFile;
  beforeAll(async () => {
    file.services = await createSeededTestServices(options);
    const users = await file.services.db.selectFrom('users').select(['id', 'username']).execute();
    Object.assign(file.ids, Object.fromEntries(users.map((u) => [u.username, u.id])));
  }, timeout);
  afterAll(() => file.services?.dispose()); // absent when the set-up failed or timed out
  return file;
}
