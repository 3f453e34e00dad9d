import { Alert, Button, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { hasPermission, useMe } from '../../auth/session';
import { handleApiError } from '../../shared/api-errors';
import { useCommandId } from '../../shared/command-id';
import { confirmAction, notifySuccess, showAlert } from '../../shared/ui/alerts';
import { trpc } from '../../shared/trpc';

const PLACE = 'UPLOAD TO CMS';
type Answer = { status: 'SENT' | 'FAILED'; httpStatus: number | null; response: string };

/**
 * Upload to CMS (000 §2, 000 §7 updateKrbsCrewFile): shown only when the crew has an IPN, to
 * those who manage crews. Without a configured CMS it says so and stays disabled (the server
 * refuses too); it sends the PDF generated last. The CMS's answer is shown under the buttons.
 */
export function useCmsUpload(input: {
  crewId: number;
  ipn: string | null;
  cmsConfigured: boolean;
  jobId: string | null;
}) {
  const me = useMe().data;
  const upload = trpc.crew.biodata.uploadToCms.useMutation();
  const { forPayload, done } = useCommandId();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const visible = Boolean(input.ipn) && hasPermission(me, 'crew.manage');
  const send = async () => {
    if (!input.jobId) return;
    const payload = { crewId: input.crewId, jobId: input.jobId };
    const commandId = forPayload(payload);
    if (!(await confirmAction('update', 'Are you sure you want to upload this biodata to the KRBS CMS?'))) return;
    try {
      const r = await upload.mutateAsync({ ...payload, commandId });
      done();
      setAnswer(r);
      if (r.status === 'SENT') notifySuccess(PLACE, 'Crew Document Successfully Updated to KRBS CMS');
      else
        showAlert(`${PLACE} FAILED`, [
          'Crew Document Failed to Update to KRBS CMS',
          r.httpStatus ? `ERROR ${r.httpStatus}` : 'No answer',
          r.response,
        ]);
    } catch (err) {
      handleApiError(err, { place: PLACE, failureMessage: 'Crew Document Failed to Update to KRBS CMS' });
    }
  };
  const button = !visible ? null : !input.cmsConfigured ? (
    <Tooltip label="Set CMS_URL (and CMS_TOKEN) on the server">
      <Button variant="default" disabled data-testid="biodata-cms">
        CMS integration is not configured
      </Button>
    </Tooltip>
  ) : (
    <Tooltip label="Generate the biodata first" disabled={input.jobId !== null}>
      <Button
        color="teal"
        onClick={() => void send()}
        loading={upload.isPending}
        disabled={input.jobId === null}
        data-testid="biodata-cms"
      >
        Upload to CMS
      </Button>
    </Tooltip>
  );
  const result = answer ? (
    <Alert
      color={answer.status === 'SENT' ? 'green' : 'red'}
      title={`CMS answered${answer.httpStatus ? ` (HTTP ${answer.httpStatus})` : ''}`}
      data-testid="biodata-cms-answer"
    >
      {answer.response || answer.status}
    </Alert>
  ) : null;
  return { button, result, reset: () => setAnswer(null) };
}
