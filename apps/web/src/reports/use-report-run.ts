import { useEffect, useRef, useState } from 'react';
import { trpc } from '../shared/trpc';
import { showAlert } from '../shared/ui/alerts';

/** A stored report downloads by its authenticated link under its spec file name (002 §9). */
export function downloadFile(fileId: string, fileName: string) {
  const a = document.createElement('a');
  a.href = `/files/${fileId}`;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
}

/**
 * Follows one run: its state and progress arrive live (the worker's changes are pushed to the
 * user's topic and the reports area's live handler refreshes `reports.run`); a slow poll covers a
 * push lost while the socket was away. When it completes the file downloads once.
 */
export function useReportRun(place: string) {
  const [runId, setRunId] = useState<string | null>(null);
  const downloaded = useRef<string | null>(null);
  const run = trpc.reports.run.useQuery(
    { jobId: runId ?? '' },
    {
      enabled: runId !== null,
      refetchInterval: (q) => (q.state.data?.state === 'completed' || q.state.data?.state === 'failed' ? false : 3000),
      meta: { place },
    },
  );
  const data = runId !== null && run.data?.id === runId ? run.data : null;
  useEffect(() => {
    if (!data) return;
    if (data.state === 'completed' && data.fileId && data.fileName && downloaded.current !== data.id) {
      downloaded.current = data.id;
      downloadFile(data.fileId, data.fileName);
    } else if (data.state === 'failed' && downloaded.current !== data.id) {
      downloaded.current = data.id;
      showAlert(`${place} FAILED`, [data.error ?? 'The report could not be generated']);
    }
  }, [data, place]);
  return { run: data, follow: setRunId };
}
