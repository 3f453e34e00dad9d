import { afterAll, beforeAll } from 'vitest';
import { crewDecider, crewStream } from '@crewing/domain';
import type { Socket } from 'socket.io-client';
import { createTestDatabase, TEST_PG_ADMIN_URL } from '@crewing/events/testing/test-db';
import { loadEnv, type Env } from '@crewing/server/env';
import type { Services } from '@crewing/server/platform/services';
import { TEST_REDIS_URL } from '@crewing/server/testing/test-services';
import { TEST_META } from '@crewing/server/testing/actors';
import { TcpProxy } from './tcp-proxy.js';
import { watchProcessErrors } from './process-errors.js';

/** A fault spec's rig: read `database` and `env` inside a test or a hook. */
export interface FaultRig {
  /** What would have ended a production server while the file ran. */
  watch: ReturnType<typeof watchProcessErrors>;
  /** The proxy in front of the service that goes away: cut it, refuse new connections, restore it. */
  proxy: TcpProxy;
  database: Awaited<ReturnType<typeof createTestDatabase>>;
  /** The servers' settings: the service that goes away reached only through the proxy, the other directly. */
  env: Env;
  /** The live sockets the file opened, disconnected first when it ends. */
  sockets: Socket[];
}

/**
 * The set-up both restart specs shared: the file's own database, a TCP proxy in front of PostgreSQL or
 * Redis and the env through it, made before the file's own beforeAll (which starts its servers on
 * `env`); after its tests: the watch stopped, the sockets disconnected, `stopServers`, then the proxy
 * and the database.
 */
export function useFaultRig(through: 'postgres' | 'redis', stopServers: () => Promise<void>): FaultRig {
  const target = new URL(through === 'postgres' ? TEST_PG_ADMIN_URL : TEST_REDIS_URL);
  const port = Number(target.port || (through === 'postgres' ? 5432 : 6379));
  const file = {
    watch: watchProcessErrors(),
    proxy: new TcpProxy({ host: target.hostname, port }),
    sockets: [],
  } as unknown as FaultRig;
  beforeAll(async () => {
    file.database = await createTestDatabase();
    await file.proxy.start();
    file.env = loadEnv({
      DATABASE_URL: through === 'postgres' ? file.proxy.url(file.database.url) : file.database.url,
      REDIS_URL: through === 'redis' ? file.proxy.url(TEST_REDIS_URL) : TEST_REDIS_URL,
      LOG_LEVEL: 'silent',
      SEED_ON_EMPTY: '0',
    });
  });
  afterAll(async () => {
    file.watch.stop();
    for (const s of file.sockets) s.disconnect();
    await stopServers();
    await file.proxy.stop();
    await file.database?.drop();
  });
  return file;
}

/** A crew registered through the command handler: the crews read model is async, so a running runner folds it and pushes it. */
export async function registerCrew(services: Services, crewId: number, lastName: string): Promise<void> {
  await services.commands.handle(crewDecider, {
    streamId: crewStream.id(crewId),
    command: {
      type: 'RegisterCrew',
      data: {
        crewId,
        profile: { crewCode: `C${crewId}`, lastName, firstName: 'TEST', rankId: 1 },
        at: new Date().toISOString(),
      },
    },
    commandId: crypto.randomUUID(),
    metadata: TEST_META,
  });
}
