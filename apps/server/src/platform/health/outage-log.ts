/** The two log levels an outage needs; a pino logger fits. */
export interface OutageLogger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * Logs a lost connection once, not once per reconnect attempt, and its return. Clients retry every
 * second or two while a dependency is down; the log should say "lost" and "restored", not repeat.
 */
export class OutageLog {
  private readonly down = new Set<string>();

  constructor(private logger: OutageLogger | undefined = undefined) {}

  /** The logger may arrive after the connections were opened (a job queue gets it with its workers). */
  use(logger: OutageLogger): void {
    this.logger = logger;
  }

  lost(dependency: string, error: unknown): void {
    if (this.down.has(dependency)) return;
    this.down.add(dependency);
    const err = error instanceof Error ? error.message || error.name : String(error);
    this.logger?.warn({ dependency, err }, 'connection lost; reconnecting');
  }

  restored(dependency: string): void {
    if (!this.down.delete(dependency)) return;
    this.logger?.info({ dependency }, 'connection restored');
  }
}
