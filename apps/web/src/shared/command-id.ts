import { useCallback, useRef } from 'react';

/**
 * One command id per intended change: a double click, or a retry of the same payload after a
 * lost response, reuses the id so the server applies the command once. A different payload, or
 * a success, starts a new command.
 */
export function useCommandId() {
  const last = useRef<{ key: string; id: string } | null>(null);
  const forPayload = useCallback((payload: unknown): string => {
    const key = JSON.stringify(payload);
    if (last.current?.key !== key) last.current = { key, id: crypto.randomUUID() };
    return last.current.id;
  }, []);
  const done = useCallback(() => {
    last.current = null;
  }, []);
  return { forPayload, done };
}
