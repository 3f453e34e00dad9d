import { Redis, type RedisOptions } from 'ioredis';
import type { OutageLog } from './outage-log.js';

/** Reconnect soon and keep trying: 200 ms, 400 ms, ... then every 2 s for as long as it takes. */
export function reconnectDelay(attempt: number): number {
  return Math.min(attempt * 200, 2000);
}

/**
 * An ioredis client that a Redis restart cannot take down: it has an 'error' listener (without
 * one every failed reconnect is reported as unhandled), reconnects forever and logs the outage
 * once. Callers choose how commands behave meanwhile (offline queue, retries per request).
 */
export function createRedisClient(url: string, name: string, outage: OutageLog, options: RedisOptions = {}): Redis {
  const client = new Redis(url, { retryStrategy: reconnectDelay, ...options });
  client.on('error', (err: Error) => outage.lost(name, err));
  client.on('ready', () => outage.restored(name));
  return client;
}

/**
 * For a client whose user fires commands and never awaits them (the socket.io adapter publishes
 * and subscribes that way): a command that fails while Redis is away is reported here instead of
 * becoming an unhandled rejection that ends the process. Awaiting callers still see the rejection.
 */
export function catchCommandRejections(client: Redis, onError: (err: unknown) => void): Redis {
  const send = client.sendCommand.bind(client);
  client.sendCommand = ((...args: Parameters<Redis['sendCommand']>) => {
    const result = send(...args);
    if (result instanceof Promise) result.catch(onError);
    return result;
  }) as Redis['sendCommand'];
  return client;
}
