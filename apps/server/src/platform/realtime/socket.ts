import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Change } from '@crewing/events';
import type { Services } from '../../services.js';
import { sessionFromCookie } from '../trpc/context.js';

/** Topics a client may join. Every signed-in user may read every board (crew-change.read). */
const JOINABLE = /^(master-data|user:\d+|history:[\w-]+|vessel:\d+|fleet:\d+)$/;

/**
 * socket.io fed by projections after they commit, so what is pushed is what a reload shows.
 * With REDIS_URL the Redis adapter carries pushes between server processes.
 */
export async function attachRealtime(httpServer: HttpServer, services: Services): Promise<{ io: Server; close(): Promise<void> }> {
  const io = new Server(httpServer, { serveClient: false, cors: { origin: false } });
  const redis: Redis[] = [];
  if (services.env.REDIS_URL) {
    const pub = new Redis(services.env.REDIS_URL);
    const sub = pub.duplicate();
    redis.push(pub, sub);
    io.adapter(createAdapter(pub, sub, { key: 'crewing-socket' }));
  }

  io.use(async (socket, next) => {
    const session = await sessionFromCookie(services, socket.handshake.headers.cookie).catch(() => null);
    if (!session) return next(new Error('UNAUTHORIZED'));
    socket.data.userId = session.user.id;
    next();
  });

  io.on('connection', (socket) => {
    void socket.join(`user:${String(socket.data.userId)}`);
    socket.on('subscribe', (topic: unknown, ack?: (r: { ok: boolean }) => void) => {
      const ok = typeof topic === 'string' && JOINABLE.test(topic);
      if (ok) void socket.join(topic);
      ack?.({ ok });
    });
    socket.on('unsubscribe', (topic: unknown) => {
      if (typeof topic === 'string') void socket.leave(topic);
    });
  });

  const unsubscribe = services.store.onPublish((changes: Change[]) => {
    for (const c of changes) {
      const room = c.topic.startsWith('master-data:') ? 'master-data' : c.topic;
      io.to(room).emit('change', c);
    }
  });

  return {
    io,
    async close() {
      unsubscribe();
      await io.close();
      for (const r of redis) r.disconnect();
    },
  };
}
