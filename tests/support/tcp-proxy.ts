import net from 'node:net';

/**
 * A TCP proxy between the app and PostgreSQL or Redis, so a test can "restart" a dependency that
 * other test files share without touching it: cut() resets every proxied connection and closes the
 * port (new connects are refused, as while a server restarts), restore() opens it again.
 */
export class TcpProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  /** Rewrites a postgres:// or redis:// URL to go through the proxy. */
  url(targetUrl: string): string {
    const u = new URL(targetUrl);
    u.hostname = '127.0.0.1';
    u.port = String(this.port);
    return u.toString();
  }

  async start(): Promise<this> {
    const server = net.createServer((client) => this.pipe(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
    return this;
  }

  private pipe(client: net.Socket): void {
    const upstream = net.connect(this.target);
    for (const s of [client, upstream]) {
      this.sockets.add(s);
      s.on('error', () => s.destroy());
      s.on('close', () => {
        this.sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  }

  /** New connections are refused (ECONNREFUSED); open ones carry on until cut(). */
  refuseNew(): Promise<void> {
    const server = this.server;
    this.server = null;
    return server ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
  }

  /** The dependency goes away: open connections see ECONNRESET, new ones ECONNREFUSED. */
  async cut(): Promise<void> {
    const closed = this.refuseNew();
    for (const s of this.sockets) s.resetAndDestroy();
    this.sockets.clear();
    await closed;
  }

  /** The dependency is back on the same port. */
  async restore(): Promise<void> {
    await this.start();
  }

  async stop(): Promise<void> {
    await this.cut();
  }
}
