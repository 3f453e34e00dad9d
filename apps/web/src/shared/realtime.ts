import { useEffect } from 'react';
import { io, type Socket } from 'socket.io-client';
import { trpc } from './trpc';

/** A change pushed after a projection commits: what a reload would now show. */
interface Change {
  topic: string;
}

let socket: Socket | null = null;
const topics = new Map<string, number>();

function connect(): Socket {
  if (!socket) {
    // Same origin; the session cookie authenticates the handshake.
    socket = io({ path: '/socket.io', withCredentials: true, transports: ['websocket', 'polling'] });
    socket.on('connect', () => {
      for (const topic of topics.keys()) socket?.emit('subscribe', topic);
    });
  }
  return socket;
}

/** Connects while a signed-in page is open and refreshes cached reads when their data changes. */
export function useRealtime(meId: number) {
  const utils = trpc.useUtils();
  useEffect(() => {
    const s = connect();
    const onChange = (c: Change) => {
      const user = /^user:(\d+)$/.exec(c.topic);
      if (user) {
        const id = Number(user[1]);
        void utils.users.get.invalidate({ id });
        void utils.users.list.invalidate();
        if (id === meId) void utils.auth.me.invalidate();
      }
      const history = /^history:user-(\d+)$/.exec(c.topic);
      if (history) void utils.users.history.invalidate({ userId: Number(history[1]) });
      if (c.topic.startsWith('history:')) void utils.audit.list.invalidate();
      if (c.topic.startsWith('master-data')) void utils.masterData.keys.invalidate();
    };
    s.on('change', onChange);
    return () => {
      s.off('change', onChange);
    };
  }, [utils, meId]);
}

/** Joins a topic (e.g. 'user:12', 'history:user-12') while the calling screen is open. */
export function useTopic(topic: string) {
  useEffect(() => {
    const s = connect();
    topics.set(topic, (topics.get(topic) ?? 0) + 1);
    if (s.connected) s.emit('subscribe', topic);
    return () => {
      const n = (topics.get(topic) ?? 1) - 1;
      if (n > 0) return void topics.set(topic, n);
      topics.delete(topic);
      s.emit('unsubscribe', topic);
    };
  }, [topic]);
}

/** On sign-out the socket goes too; the next session opens a new one with its own cookie. */
export function disconnectRealtime() {
  socket?.disconnect();
  socket = null;
  topics.clear();
}
