import { useEffect, useState } from 'react';
import { handleApiError } from '../shared/api-errors';
import { showAlert } from '../shared/ui/alerts';
import type { ViewedFile } from '../shared/ui/FileViewer';

type JobState = { state: string; fileId: string | null; fileName: string | null; error: string | null };
/** A status query hook of one job kind, polled until the job ends. */
export type UseJobStatus = (
  input: { jobId: string },
  opts: {
    enabled: boolean;
    refetchInterval: (q: { state: { data?: JobState | undefined } }) => number | false;
    meta: { place: string };
  },
) => { data?: JobState | undefined };

const ended = (s?: string) => s === 'completed' || s === 'failed';

/**
 * Generate a PDF through a report job (issue 15 COE, ID cards): start it, poll its status until
 * the file is there, then hand it to the file viewer (Print, Download).
 */
export function usePdfJob(place: string, useStatus: UseJobStatus) {
  const [jobId, setJobId] = useState<string | null>(null);
  const [file, setFile] = useState<ViewedFile | null>(null);
  const status = useStatus(
    { jobId: jobId ?? '' },
    { enabled: jobId !== null, refetchInterval: (q) => (ended(q.state.data?.state) ? false : 600), meta: { place } },
  );
  const data = status.data;
  useEffect(() => {
    if (!jobId || !data) return;
    if (data.state === 'completed' && data.fileId) {
      setFile({ fileId: data.fileId, fileName: data.fileName ?? undefined });
      setJobId(null);
    }
    if (data.state === 'failed') {
      showAlert(`${place} FAILED`, [data.error ?? 'The file could not be generated']);
      setJobId(null);
    }
  }, [jobId, data, place]);
  const start = async (enqueue: () => Promise<{ jobId: string }>) => {
    setFile(null);
    try {
      setJobId((await enqueue()).jobId);
    } catch (err) {
      handleApiError(err, { place });
    }
  };
  return { file, busy: jobId !== null, start, close: () => setFile(null) };
}
