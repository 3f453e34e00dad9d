import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { trpc } from '../shared/trpc';
import { handleApiError } from '../shared/api-errors';
import { showAlert } from '../shared/ui/alerts';
import { FileViewer } from '../shared/ui/FileViewer';

/** Print the debriefing: a PDF rendered by the report workers, opened in the file viewer when done. */
export function PrintButton({ id }: { id: number }) {
  const start = trpc.debriefing.print.start.useMutation();
  const [jobId, setJobId] = useState<string | null>(null);
  const status = trpc.debriefing.print.status.useQuery(
    { jobId: jobId ?? '' },
    {
      enabled: jobId !== null,
      refetchInterval: (q) => (q.state.data?.state === 'completed' || q.state.data?.state === 'failed' ? false : 1000),
    },
  );
  const [shown, setShown] = useState<{ fileId: string; fileName: string } | null>(null);
  useEffect(() => {
    if (!jobId || !status.data) return;
    if (status.data.state === 'completed' && status.data.fileId) {
      setShown({ fileId: status.data.fileId, fileName: status.data.fileName ?? 'debriefing.pdf' });
      setJobId(null);
    } else if (status.data.state === 'failed') {
      showAlert('PRINT DEBRIEFING FAILED', ['The debriefing could not be printed']);
      setJobId(null);
    }
  }, [jobId, status.data]);
  const run = async () => {
    try {
      setJobId((await start.mutateAsync({ id })).jobId);
    } catch (err) {
      handleApiError(err, { place: 'PRINT DEBRIEFING' });
    }
  };
  return (
    <>
      <Button
        variant="light"
        loading={start.isPending || (jobId !== null && status.data?.state !== 'failed')}
        onClick={() => void run()}
        data-testid="debriefing-print"
      >
        Print
      </Button>
      {shown ? <FileViewer file={shown} title="Debriefing" onClose={() => setShown(null)} /> : null}
    </>
  );
}
