import { expect } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { Change } from '@crewing/events';
import { HttpClient } from '@crewing/server/testing/http';

/** The server's /health answer: its status and what it says of the database and Redis. */
export async function health(url: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${url}/health`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A user signed in over HTTP (the session's cookie kept by the client). */
export async function signedInHttp(url: string, user: { username: string; password: string }): Promise<HttpClient> {
  const http = new HttpClient(url);
  expect(
    (await http.mutation('auth.login', { username: user.username, password: user.password })).error,
  ).toBeUndefined();
  return http;
}

/**
 * A user signed in over HTTP and connected over socket.io with the session's cookie, as the web
 * does. The socket is added to `sockets` so the suite disconnects it when it ends.
 */
export async function signedIn(
  url: string,
  user: { username: string; password: string },
  sockets: Socket[],
): Promise<{ http: HttpClient; socket: Socket }> {
  const http = await signedInHttp(url, user);
  const socket = connect(url, { transports: ['websocket'], extraHeaders: { cookie: http.cookie } });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return { http, socket };
}

/** The next change the socket is pushed on a topic (that `matches`, when given), and whether it has come yet. */
export function received(
  socket: Socket,
  topic: string,
  matches: (c: Change) => boolean = () => true,
): { done: () => boolean; promise: Promise<Change> } {
  let got = false;
  const promise = new Promise<Change>((resolve) => {
    const on = (c: Change) => {
      if (c.topic !== topic || !matches(c)) return;
      got = true;
      socket.off('change', on);
      resolve(c);
    };
    socket.on('change', on);
  });
  return { done: () => got, promise };
}
