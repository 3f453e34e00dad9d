import { addressedBoard } from '../crew-change/board/address';

/**
 * Reads started by the entry script, before the app's code (~800 KB) has loaded and run: a board
 * opened by its address asks for its rows at once. The tRPC client takes the answer for the same
 * URL instead of sending the request again (shared/trpc.ts), once.
 */
const early = new Map<string, Promise<Response>>();

/** The URL tRPC's httpLink builds for a query (GET /trpc/<path>?input=<JSON>). */
export const queryUrl = (path: string, input: unknown) =>
  `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`;

export function startEarlyReads(): boolean {
  const planned = addressedBoard(window.location.pathname, new URLSearchParams(window.location.search));
  if (!planned) return false;
  const url = queryUrl('crewChange.board', planned.input);
  const read = fetch(url, { credentials: 'include' });
  // Not taken (the app asked for something else): its failure is nobody's business.
  read.catch(() => undefined);
  early.set(url, read);
  return true;
}

export function takeEarlyRead(url: string): Promise<Response> | undefined {
  const read = early.get(url);
  early.delete(url);
  return read;
}
