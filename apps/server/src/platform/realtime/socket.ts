import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { list } from '../../env.js';
import { sameSiteHeaders } from '../http/same-origin.js';
import { createRedisAdapter } from './redis-adapter.js';
import type { Change } from '@crewing/events';
import { DomainError, parseTopic, roomOf, topics, type Topic } from '@crewing/domain';
import type { JoinRule, LiveRules, LiveVersions, VersionRule } from '../feature.js';
import type { Services } from '../services.js';
import { authenticate, checkSession, type Session } from '../auth/guard.js';
import { actorOf, liveSessions, onSessionsRevoked } from '../auth/sessions.js';

/** Every socket joins its session's room: a revoked session's sockets are dropped by room. */
const sessionRoom = (idHash: string) => `session:${idHash}`;
/**
 * Sockets of sessions the staff guard does not know (issue 29: a seafarer's portal). The area that
 * owns them names the one room such a socket sits in; it joins no topic, and a change reaches it
 * only in that room or relayed there (without its payload). The floor knows no seafarer.
 */
export interface GuestSockets {
  /** The guest a handshake's cookie names, with his one room, or null (the staff guard's refusal stands). */
  sessionOf(services: Services, cookie: string | undefined): Promise<{ idHash: string; room: string } | null>;
  /** The guest room a pushed change is also told in (his own crew's topic), or null. */
  relay(topic: Topic): string | null;
}
interface Guest {
  idHash: string;
  room: string;
}

/** How often open sockets re-check their session and their rooms (expiry, a missed drop, new roles). */
const RECHECK_MS = 60_000;

/**
 * socket.io fed by projections after they commit, so what is pushed is what a reload shows.
 * With REDIS_URL the Redis adapter carries pushes between server processes.
 */
export async function attachRealtime(
  httpServer: HttpServer,
  services: Services,
  rules: LiveRules,
  options: { recheckMs?: number; versions?: LiveVersions; guests?: GuestSockets } = {},
): Promise<{ io: Server; close(): Promise<void> }> {
  const allowedOrigins = list(services.env.ALLOWED_ORIGINS).map((o) => new URL(o).origin);
  // The handshake carries the session cookie: a sibling site must not open a socket with it (CSRF).
  const io = new Server(httpServer, {
    serveClient: false,
    cors: { origin: false },
    allowRequest: (req, callback) => callback(null, sameSiteHeaders(req.headers, req.headers.host, allowedOrigins)),
  });
  const redis = services.env.REDIS_URL ? createRedisAdapter(services.env.REDIS_URL, services.logger) : null;
  if (redis) io.adapter(redis.adapter);

  /** Whether a session may join a topic: the rule of the area that owns the topic's kind (features.ts). */
  const mayJoin = async (session: Session, topic: Topic): Promise<boolean> => {
    const rule = rules[topic.kind] as JoinRule | undefined;
    return rule !== undefined && (await Promise.resolve(rule(session, topic as never, services)).catch(() => false));
  };

  /** A guest's session (a seafarer's), read again at each re-check; none without the option. */
  const guestOf = async (cookie: string | undefined): Promise<Guest | null> =>
    options.guests ? options.guests.sessionOf(services, cookie).catch((): null => null) : null;

  // The session guard of tRPC and /files: a live session with a current password (002 §6).
  io.use(async (socket, next) => {
    const cookie = socket.handshake.headers.cookie;
    try {
      socket.data.session = await authenticate(services, cookie);
      next();
    } catch (err) {
      const guest = err instanceof DomainError ? await guestOf(cookie) : null;
      if (guest) {
        socket.data.guest = guest;
        return next();
      }
      next(new Error(err instanceof DomainError ? err.code : 'UNAVAILABLE'));
    }
  });

  io.on('connection', (socket) => {
    const guest = socket.data.guest as Guest | undefined;
    if (guest) {
      // His session's room (a revocation drops it) and his own room; every join is refused.
      void socket.join([sessionRoom(guest.idHash), guest.room]);
      socket.on('subscribe', (_raw: unknown, ack?: (r: { ok: boolean }) => void) => {
        if (typeof ack === 'function') ack({ ok: false });
      });
      return;
    }
    const { idHash, user } = socket.data.session as Session;
    void socket.join([sessionRoom(idHash), topics.user(user.id)]);
    socket.on('subscribe', async (raw: unknown, ack?: (r: { ok: boolean; version?: string }) => void) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      const topic = parseTopic(raw);
      if (!topic) return reply({ ok: false });
      // The session is read again on every join: one revoked, expired or aged out since the
      // handshake ends here, even if the drop sent at revocation never reached this process.
      let session: Session;
      try {
        session = await authenticate(services, socket.handshake.headers.cookie);
      } catch (err) {
        reply({ ok: false });
        if (err instanceof DomainError) socket.disconnect(true);
        return;
      }
      socket.data.session = session;
      const ok = await mayJoin(session, topic);
      if (!ok) return reply({ ok });
      await socket.join(roomOf(topic));
      // Read after joining: a change from now on is pushed, so nothing falls between the two.
      const version = options.versions?.[topic.kind] as VersionRule | undefined;
      const v = version ? await version(topic as never, services).catch(() => undefined) : undefined;
      reply(v === undefined ? { ok } : { ok, version: v });
    });
    socket.on('unsubscribe', (raw: unknown) => {
      const topic = parseTopic(raw);
      if (topic) void socket.leave(roomOf(topic));
    });
  });

  // Logout, deactivation and an administrator's reset revoke sessions (platform/auth/sessions.ts):
  // their sockets are dropped at once on every process, the Redis adapter carrying the drop.
  const stopRevoked = onSessionsRevoked(services.db, (idHashes) => {
    for (const idHash of idHashes) io.in(sessionRoom(idHash)).disconnectSockets(true);
  });

  // The safety net: every open socket of this process re-checks its session (expiry, a password
  // that aged out, a drop lost while Redis was away) and its rooms (roles or fleet changed).
  const recheck = async () => {
    const all = [...io.of('/').sockets.values()];
    for (const socket of all.filter((s) => s.data.guest)) {
      const now = await guestOf(socket.handshake.headers.cookie);
      if (now?.room !== (socket.data.guest as Guest).room) socket.disconnect(true);
    }
    const open = all.filter((s) => !s.data.guest);
    const live = await liveSessions(services.db, [...new Set(open.map((s) => (s.data.session as Session).idHash))]);
    const now = services.clock();
    for (const socket of open) {
      const { idHash } = socket.data.session as Session;
      const user = live.get(idHash);
      let session: Session;
      try {
        session = checkSession(user ? { idHash, user, actor: actorOf(user) } : null, 'current-password', now);
      } catch {
        socket.disconnect(true);
        continue;
      }
      socket.data.session = session;
      for (const room of socket.rooms) {
        const topic = parseTopic(room);
        if (topic && !(await mayJoin(session, topic))) await socket.leave(room);
      }
    }
  };
  let rechecking = false; // one pass at a time, however slow the database is
  const recheckTimer = setInterval(() => {
    if (rechecking) return;
    rechecking = true;
    recheck()
      .catch((err: unknown) => services.logger.warn({ err }, 'socket session re-check failed'))
      .finally(() => (rechecking = false));
  }, options.recheckMs ?? RECHECK_MS);
  recheckTimer.unref();

  const unsubscribe = services.store.onPublish((changes: Change[]) => {
    for (const c of changes) {
      const topic = parseTopic(c.topic);
      if (!topic) continue;
      io.to(roomOf(topic)).emit('change', c);
      const relayed = options.guests?.relay(topic);
      if (relayed) io.to(relayed).emit('change', { topic: relayed });
    }
  });

  return {
    io,
    async close() {
      clearInterval(recheckTimer);
      stopRevoked();
      unsubscribe();
      await io.close();
      redis?.close();
    },
  };
}
