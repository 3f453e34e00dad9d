import { useEffect, useState } from 'react';
import { handleApiError } from '../../shared/api-errors';
import { showAlert } from '../../shared/ui/alerts';
import { trpc } from '../../shared/trpc';

type Input = { crewId: number; vesselId?: number | null; rankId?: number | null };

/**
 * Download as PDF or export as xlsx (001 §7): the job renders the file, the browser polls its
 * state and then downloads it under its name.
 */
export function useChecklistExport() {
  const start = trpc.documents.checklist.export.useMutation();
  const [job, setJob] = useState<{ id: string; format: 'pdf' | 'xlsx' } | null>(null);
  const status = trpc.documents.checklist.status.useQuery(
    { jobId: job?.id ?? '' },
    {
      enabled: job !== null,
      refetchInterval: (q) => (q.state.data?.state === 'completed' || q.state.data?.state === 'failed' ? false : 600),
      meta: { place: 'DOWNLOAD CHECKLIST' },
    },
  );
  useEffect(() => {
    const s = status.data;
    if (!job || !s) return;
    if (s.state === 'completed') {
      const r = s.result as { fileId: string; fileName: string };
      const a = document.createElement('a');
      a.href = `/files/${r.fileId}`;
      a.download = r.fileName;
      document.body.append(a);
      a.click();
      a.remove();
      setJob(null);
    } else if (s.state === 'failed') {
      showAlert('DOWNLOAD CHECKLIST FAILED', [s.error ?? 'The checklist could not be rendered']);
      setJob(null);
    }
  }, [status.data, job]);
  const run = async (input: Input, format: 'pdf' | 'xlsx') => {
    try {
      const r = await start.mutateAsync({ ...input, format });
      setJob({ id: r.jobId, format });
    } catch (err) {
      handleApiError(err, { place: 'DOWNLOAD CHECKLIST' });
    }
  };
  return { run, busy: (format: 'pdf' | 'xlsx') => start.isPending || job?.format === format };
}
