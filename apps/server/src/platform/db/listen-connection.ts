import pg from 'pg';

export interface ListenOptions {
  connectionString: string;
  channel: string;
  onNotify: (payload: string) => void;
  /** Called once per outage with the error that ended the connection. */
  onLost?: (err: Error) => void;
  connectTimeoutMs: number;
}

/** 100 ms, 200 ms, ... then every 2 s while PostgreSQL is away. */
function reconnectDelay(attempt: number): number {
  return Math.min(100 * 2 ** attempt, 2000);
}

/**
 * A LISTEN connection that outlives a PostgreSQL restart (57P01 admin_shutdown, a reset, a refused
 * connect): it reconnects until it succeeds and LISTENs again. Notifications sent while it was away
 * are lost, so after each reconnect the listener is told once to look (onNotify with an empty
 * payload); the projection runner polls meanwhile and folds whatever it missed.
 * Returns the unsubscribe function; it never throws, even when the first connect fails.
 */
export async function listenWithReconnect(o: ListenOptions): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let attempt = 0;
  let connectedOnce = false;
  let lostReported = false;

  const schedule = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, reconnectDelay(attempt++));
    timer.unref();
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client({
      connectionString: o.connectionString,
      connectionTimeoutMillis: o.connectTimeoutMs,
      keepAlive: true,
    });
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (current === client) current = null;
      if (!lostReported && !stopped) {
        lostReported = true;
        o.onLost?.(err ?? new Error('LISTEN connection ended'));
      }
      client.end().catch(() => undefined);
      schedule();
    };
    // The 'error' listener is what keeps a server restart from ending the process.
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (m) => {
      if (m.channel === o.channel) o.onNotify(m.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(o.channel)}`);
    } catch (e) {
      onLost(e instanceof Error ? e : new Error(String(e)));
      return;
    }
    if (stopped || lost) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    attempt = 0;
    lostReported = false;
    if (connectedOnce) o.onNotify('');
    connectedOnce = true;
  };

  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = null;
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  };
}
