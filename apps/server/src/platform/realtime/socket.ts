import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Change } from '@crewing/events';
import { parseTopic, roomOf, topics } from '@crewing/domain';
import type { JoinRule, LiveRules } from '../feature.js';
import type { Services } from '../../services.js';
import { sessionFromCookie } from '../trpc/context.js';


/**
 * socket.io fed by projections after they commit, so what is pushed is what a reload shows.
 * With REDIS_URL the Redis adapter carries pushes between server processes.
 */
export async function attachRealtime(httpServer: HttpServer, services: Services, rules: LiveRules): Promise<{ io: Server; close(): Promise<void> }> {
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
    socket.data.session = session;
    next();
  });

  io.on('connection', (socket) => {
    void socket.join(topics.user(Number(socket.data.userId)));
    // A join is authorised by the rule of the area that owns the topic's kind (features.ts).
    socket.on('subscribe', async (raw: unknown, ack?: (r: { ok: boolean }) => void) => {
      const topic = parseTopic(raw);
      const rule = topic ? (rules[topic.kind] as JoinRule | undefined) : undefined;
      const ok = topic !== null && rule !== undefined && (await Promise.resolve(rule(socket.data.session, topic as never, services)).catch(() => false));
      if (ok) await socket.join(roomOf(topic));
      if (typeof ack === 'function') ack({ ok });
    });
    socket.on('unsubscribe', (raw: unknown) => {
      const topic = parseTopic(raw);
      if (topic) void socket.leave(roomOf(topic));
    });
  });

  const unsubscribe = services.store.onPublish((changes: Change[]) => {
    for (const c of changes) {
      const topic = parseTopic(c.topic);
      if (topic) io.to(roomOf(topic)).emit('change', c);
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
