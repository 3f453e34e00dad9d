import { parseTopic } from '@crewing/domain';
import { useEffect, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';
import { trpc } from './trpc';
import type { LiveHandler } from './web-area';

/** A change pushed after a projection commits: what a reload would now show. */
export interface Change {
  /** On the wire a string; read it with `parseTopic`. */
  topic: string;
  payload?: unknown;
}

let socket: Socket | null = null;

/** Whether the live connection to the server is up (the header's connection state, issue 11). */
let live = false;
const liveListeners = new Set<() => void>();
function setLive(up: boolean) {
  if (live === up) return;
  live = up;
  for (const l of liveListeners) l();
}
export const liveConnection = {
  subscribe(listener: () => void) {
    liveListeners.add(listener);
    return () => void liveListeners.delete(listener);
  },
  isUp: () => live,
};
/**
 * Told when a topic is (re)joined, with the topic's version the server answered (when its area
 * keeps one): a screen refetches only when it differs from what it loaded (issue 26 §6).
 */
export type JoinedListener = (version: string | undefined) => void;

/** Joined topics: how many screens hold each, and who wants to hear when it is (re)joined. */
const joinedTopics = new Map<string, { count: number; joined: Set<JoinedListener> }>();

/** Joins a topic; once the server has acknowledged, the topic's listeners refetch what they show. */
function join(s: Socket, topic: string) {
  s.timeout(5000).emit('subscribe', topic, (err: unknown, reply?: { ok?: boolean; version?: unknown }) => {
    const version = !err && typeof reply?.version === 'string' ? reply.version : undefined;
    for (const l of joinedTopics.get(topic)?.joined ?? []) l(version);
  });
}

function connect(): Socket {
  if (!socket) {
    // Same origin; the session cookie authenticates the handshake.
    socket = io({ path: '/socket.io', withCredentials: true, transports: ['websocket', 'polling'] });
    // On every (re)connect: rejoin, then let each screen refetch, so a browser that was away
    // shows exactly what a fresh load shows (pushes sent while it was away are lost).
    socket.on('connect', () => {
      setLive(true);
      for (const topic of joinedTopics.keys()) if (socket) join(socket, topic);
    });
    // The server drops a socket whose session ended (logout elsewhere, deactivation, password
    // reset); socket.io does not reconnect such a one. Forget it, so the next screen (after
    // signing in again) opens a fresh one with the new cookie.
    socket.on('disconnect', (reason) => {
      setLive(false);
      if (reason === 'io server disconnect') socket = null;
    });
    // A handshake refused by the server (no session, an expired password) is not retried either.
    socket.on('connect_error', () => {
      if (socket && !socket.active) socket = null;
    });
  }
  return socket;
}

/** Connects while a signed-in page is open; each area's live handler refreshes what it shows (app/areas.ts). */
export function useRealtime(meId: number, handlers: readonly LiveHandler[]) {
  const utils = trpc.useUtils();
  useEffect(() => {
    const s = connect();
    const onChange = (c: Change) => {
      const t = parseTopic(c.topic);
      if (t) for (const handle of handlers) handle(t, utils, meId);
    };
    s.on('change', onChange);
    return () => {
      s.off('change', onChange);
    };
  }, [utils, meId, handlers]);
}

/**
 * Joins a topic (built with `topics` of @crewing/domain: `topics.user(12)`, `topics.fleet(3)`)
 * while the calling screen is open. `onJoined` runs each time the server confirms the join,
 * including after a reconnect, with the topic's version if its area keeps one.
 */
export function useTopic(topic: string | null, onJoined?: JoinedListener) {
  const latest = useRef(onJoined);
  latest.current = onJoined;
  useEffect(() => {
    if (topic === null) return;
    const s = connect();
    const entry = joinedTopics.get(topic) ?? { count: 0, joined: new Set<JoinedListener>() };
    joinedTopics.set(topic, entry);
    entry.count++;
    const listener: JoinedListener = (version) => latest.current?.(version);
    entry.joined.add(listener);
    if (s.connected) join(s, topic);
    return () => {
      entry.joined.delete(listener);
      if (--entry.count > 0) return;
      joinedTopics.delete(topic);
      s.emit('unsubscribe', topic);
    };
  }, [topic]);
}

/** Hears every pushed change while the calling screen is open. */
export function useChanges(listener: (c: Change) => void) {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    const s = connect();
    const on = (c: Change) => latest.current(c);
    s.on('change', on);
    return () => {
      s.off('change', on);
    };
  }, []);
}

/** On sign-out the socket goes too; the next session opens a new one with its own cookie. */
export function disconnectRealtime() {
  setLive(false);
  socket?.disconnect();
  socket = null;
  joinedTopics.clear();
}
