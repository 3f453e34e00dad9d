import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { OutageLog, type OutageLogger } from '../health/outage-log.js';
import { catchCommandRejections, createRedisClient } from '../health/redis-client.js';

export interface RedisAdapter {
  adapter: ReturnType<typeof createAdapter>;
  close(): void;
}

/**
 * The socket.io Redis adapter's two connections, made to outlive a Redis restart. Both reconnect
 * forever; the subscriber re-subscribes by itself (ioredis autoResubscribe). The adapter publishes
 * without awaiting: while Redis is away a push still reaches this process's own clients, the copy
 * for other processes is dropped after a few reconnect attempts (logged, never an unhandled
 * rejection), and the web refetches on its next push or reload.
 */
export function createRedisAdapter(redisUrl: string, logger: OutageLogger): RedisAdapter {
  const outage = new OutageLog(logger);
  const dropped = (err: unknown) => outage.lost('redis (socket.io)', err);
  const client = (name: string, maxRetriesPerRequest: number | null) => {
    const redis = createRedisClient(redisUrl, `redis (socket.io ${name})`, outage, { maxRetriesPerRequest });
    return catchCommandRejections(redis, dropped);
  };
  const pub = client('pub', 3);
  // Subscriptions wait for the connection instead of failing: they are what the adapter listens on.
  const sub = client('sub', null);
  const restored = () => outage.restored('redis (socket.io)');
  pub.on('ready', restored);
  const clients: Redis[] = [pub, sub];
  return {
    adapter: createAdapter(pub, sub, { key: 'crewing-socket' }),
    close() {
      for (const c of clients) c.disconnect();
    },
  };
}
