import { useRef, useState } from 'react';

/** What the user saw when they pressed Edit: the diff and the expected version are taken from it. */
interface Baseline<V> {
  values: V;
  version: number;
}

/**
 * A card read-only until Edit, whose Update sends only the changed fields with the version the
 * edit started from (the server merges other people's edits of other fields). `start` shows the
 * values in the form (`reset`) and keeps them; `pending` diffs the form's values against them.
 */
export function useEditBaseline<V, C extends object>(diff: (before: V, after: V) => C, reset: (values: V) => void) {
  const [baseline, setBaseline] = useState<Baseline<V> | null>(null);
  const ref = useRef(baseline);
  ref.current = baseline;
  return {
    editing: baseline !== null,
    /** The values the edit started from, as of now (for a resolver that outlives the render). */
    values: () => ref.current?.values ?? null,
    start: (values: V, version: number) => {
      reset(values);
      setBaseline({ values, version });
    },
    stop: () => setBaseline(null),
    /** The changes since Edit and the version it started from; nothing changed ends the edit instead. */
    pending: (values: V): { changes: C; baseVersion: number } | null => {
      const base = ref.current;
      if (!base) return null;
      const changes = diff(base.values, values);
      if (Object.keys(changes).length > 0) return { changes, baseVersion: base.version };
      setBaseline(null);
      return null;
    },
  };
}
