import { createTRPCReact, httpBatchLink, httpLink, splitLink } from '@trpc/react-query';
import type { AppRouter, RouterInputs, RouterOutputs } from '@crewing/server/router';
import { takeEarlyRead } from '../boot/early-reads';

export type { RouterInputs, RouterOutputs };

export const trpc = createTRPCReact<AppRouter>();

/**
 * Reads whose answer is large go on their own request: in a batch, the session check and the key
 * lists sent beside the fleet board would wait for its ~1,000 rows (and the batch would be one
 * answer to compress and parse).
 */
const UNBATCHED = new Set(['crewChange.board']);

export function createTrpcClient() {
  // The session is an httpOnly cookie set by the server; the page never sees a token.
  // A read the entry script already started for this URL (boot/early-reads.ts) is taken, not sent again.
  // The client header asks for a refusal as status 200 (the error stays in the body): a 4xx is a console error in a browser.
  const send = (input: RequestInfo | URL, init?: RequestInit) => {
    const early = typeof input === 'string' && takeEarlyRead(input);
    if (early) return early;
    const headers = new Headers(init?.headers);
    headers.set('x-crewing-client', 'web');
    return fetch(input, { ...init, headers, credentials: 'include' });
  };
  const options = { url: '/trpc', fetch: send };
  // A batch of reads is one GET whose URL carries every input: many screens refetching at once (a job's group
  // commit pushing hundreds of crews' changes) made a URL past the server's header limit (431). Split it instead.
  const batch = { ...options, maxURLLength: 8_000 };
  return trpc.createClient({
    links: [
      splitLink({ condition: (op) => UNBATCHED.has(op.path), true: httpLink(options), false: httpBatchLink(batch) }),
    ],
  });
}

/**
 * Read from the server's router (types only), shared by every area. An area's own API types
 * sit in its folder, spelled the same way (`RouterOutputs['users']['get']`).
 */
export type Me = NonNullable<RouterOutputs['auth']['me']>;
export type MasterKeys = RouterOutputs['masterData']['keys'];
