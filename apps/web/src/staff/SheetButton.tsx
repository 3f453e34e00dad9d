import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { trpc } from '../shared/trpc';
import { handleApiError } from '../shared/api-errors';
import { showAlert } from '../shared/ui/alerts';
import { FileViewer } from '../shared/ui/FileViewer';

/** Biodata / Consent (issue 14): queues the PDF on the report workers, waits for it, opens it in the file viewer. */
export function SheetButton({ userId, kind, label }: { userId: number; kind: 'BIODATA' | 'CONSENT'; label: string }) {
  const generate = trpc.staff.generateSheet.useMutation();
  const [jobId, setJobId] = useState<string | null>(null);
  const status = trpc.staff.sheetStatus.useQuery(
    { jobId: jobId ?? '' },
    {
      enabled: jobId !== null,
      refetchInterval: (q) => (q.state.data?.state === 'completed' || q.state.data?.state === 'failed' ? false : 1000),
    },
  );
  const [shown, setShown] = useState<{ fileId: string; fileName: string } | null>(null);
  const state = status.data?.state;
  useEffect(() => {
    if (!jobId || !status.data) return;
    if (status.data.state === 'completed' && status.data.fileId) {
      setShown({ fileId: status.data.fileId, fileName: status.data.fileName ?? `${kind.toLowerCase()}.pdf` });
      setJobId(null);
    } else if (status.data.state === 'failed') {
      showAlert(`${label.toUpperCase()} FAILED`, [`The ${label.toLowerCase()} could not be generated`]);
      setJobId(null);
    }
  }, [jobId, status.data, kind, label]);
  const start = async () => {
    try {
      setJobId((await generate.mutateAsync({ userId, kind })).jobId);
    } catch (err) {
      handleApiError(err, { place: label.toUpperCase() });
    }
  };
  return (
    <>
      <Button
        variant="light"
        loading={generate.isPending || (jobId !== null && state !== 'failed')}
        onClick={() => void start()}
        data-testid={`staff-${kind.toLowerCase()}`}
      >
        {label}
      </Button>
      {shown ? <FileViewer file={shown} title={label} onClose={() => setShown(null)} /> : null}
    </>
  );
}
