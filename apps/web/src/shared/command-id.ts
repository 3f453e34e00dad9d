import { useCallback, useRef } from 'react';
import { sameValue } from '@crewing/domain';

const snapshot = (v: unknown): unknown => (v === undefined ? v : JSON.parse(JSON.stringify(v)));

/**
 * One command id per intended change: a double click, or a retry of the same payload after a
 * lost response, reuses the id so the server applies the command once. A different payload, or
 * a success, starts a new command.
 */
export function useCommandId() {
  const last = useRef<{ payload: unknown; id: string } | null>(null);
  const forPayload = useCallback((payload: unknown): string => {
    // Compared as the server's request fingerprint is, key order aside; kept as a JSON copy
    // (the caller may change its object).
    if (!last.current || !sameValue(last.current.payload, payload)) {
      last.current = { payload: snapshot(payload), id: crypto.randomUUID() };
    }
    return last.current.id;
  }, []);
  const done = useCallback(() => {
    last.current = null;
  }, []);
  return { forPayload, done };
}
