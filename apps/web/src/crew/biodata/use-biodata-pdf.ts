import { useEffect, useState } from 'react';
import type { BiodataFilters } from '@crewing/domain/crew/biodata';
import { handleApiError } from '../../shared/api-errors';
import { showAlert } from '../../shared/ui/alerts';
import { trpc } from '../../shared/trpc';

const PLACE = 'GENERATE BIODATA';
export interface GeneratedPdf {
  jobId: string;
  fileName: string;
  /** The frame's source (inline, framed by this site only). */
  url: string;
  /** Download: the file under its name (biodata_{code}_{date}.pdf). */
  download: string;
}

/**
 * Generate (000 §7 generateCrew201): queue the PDF job and poll its status until the file is
 * there, for the frame, Download and Print. `reset` drops it (the filters changed, so the
 * on-screen sheet shows again, 000 §4).
 */
export function useBiodataPdf(crewId: number) {
  const generate = trpc.crew.biodata.generate.useMutation();
  const [jobId, setJobId] = useState<string | null>(null);
  const [pdf, setPdf] = useState<GeneratedPdf | null>(null);
  const status = trpc.crew.biodata.status.useQuery(
    { jobId: jobId ?? '' },
    {
      enabled: jobId !== null,
      refetchInterval: (q) => (q.state.data?.state === 'completed' || q.state.data?.state === 'failed' ? false : 600),
      meta: { place: PLACE },
    },
  );
  const done = status.data?.state === 'completed' ? status.data : null;
  useEffect(() => {
    if (!jobId || !done?.fileId) return;
    // The server answers ?view=1 inline for this site's viewer frame; the plain URL downloads under its name.
    setPdf({
      jobId,
      fileName: done.fileName ?? 'biodata.pdf',
      url: `/files/${done.fileId}?view=1`,
      download: `/files/${done.fileId}`,
    });
  }, [jobId, done?.fileId, done?.fileName]);
  useEffect(() => {
    if (status.data?.state === 'failed') {
      showAlert(`${PLACE} FAILED`, [status.data.error ?? 'The biodata could not be generated']);
      setJobId(null);
    }
  }, [status.data?.state, status.data?.error]);

  const start = async (filters: BiodataFilters) => {
    setPdf(null);
    try {
      const r = await generate.mutateAsync({ crewId, filters });
      setJobId(r.jobId);
    } catch (err) {
      handleApiError(err, { place: PLACE });
    }
  };
  const reset = () => {
    setJobId(null);
    setPdf(null);
  };
  const busy = generate.isPending || (jobId !== null && pdf === null && status.data?.state !== 'failed');
  return { pdf, busy, start, reset };
}
