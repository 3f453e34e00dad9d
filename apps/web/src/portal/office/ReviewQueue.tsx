import { Badge, Button, Group, Modal, SegmentedControl, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { formatDate, topics } from '@crewing/domain';
import { trpc, type RouterOutputs } from '../../shared/trpc';
import { useCommand } from '../../shared/use-command';
import { PageTitle } from '../../shared/ui/PageTitle';
import { FileViewer, type ViewedFile } from '../../shared/ui/FileViewer';
import { EmptyRow } from '../../shared/ui/EmptyRow';
import { useChanges, useTopic } from '../../shared/realtime';
import { CrewFileLink } from '../../shared/ui/CrewFileLink';

type Request = RouterOutputs['portal']['review']['list'][number];
const when = (v: string | Date | null) => (v ? formatDate(v, 'DD MMM YYYY HH:mm') : '—');
const day = (v: string | null | undefined) => (v ? formatDate(v) : '—');
const STATUS_COLOR = { pending: 'orange', approved: 'green', rejected: 'red' } as const;

/** What the seafarer asks, as DSS reads it beside the scan: the new number and dates, or the field's new value. */
function Asked({ r }: { r: Request }) {
  if (r.kind === 'correction')
    return (
      <Text size="sm">
        Correct <b>{r.label}</b> to <b>{r.value.text}</b>
      </Text>
    );
  return (
    <Text size="sm">
      Renewed <b>{r.label}</b>: No. {r.value.number ?? '—'}, issued {day(r.value.issuedDate)}, expires{' '}
      {day(r.value.expiryDate)}
    </Text>
  );
}

/**
 * Issue 29 §2: DSS's review queue of what seafarers send from the portal (renewed documents, 201
 * corrections), with the scan in the viewer. Approve makes the renewal a version of the document
 * (the seafarer as its source) or applies the correction; reject sends him the reason.
 */
export function ReviewQueue() {
  const [status, setStatus] = useState<'pending' | 'decided'>('pending');
  const list = trpc.portal.review.list.useQuery({ status });
  const utils = trpc.useUtils();
  // Live: a request sent from a phone or decided by another reviewer refetches the list (the push
  // names the request only; the list is filtered by the server), and so does a reconnect.
  useTopic(topics.portalReview(), () => void utils.portal.review.list.invalidate());
  useChanges((c) => {
    if (c.topic === topics.portalReview()) void utils.portal.review.list.invalidate();
  });
  const [viewed, setViewed] = useState<ViewedFile | null>(null);
  const [rejecting, setRejecting] = useState<Request | null>(null);
  const approve = trpc.portal.review.approve.useMutation();
  const sendApprove = useCommand<Request>({
    confirm: 'update',
    confirmText: 'Approve this request? It changes the crew\u2019s 201 file.',
    place: 'APPROVE',
    successMessage: 'Approved: the 201 file is updated',
    run: (r, commandId) => approve.mutateAsync({ requestId: r.id, commandId }),
    onSuccess: () => void utils.portal.review.list.invalidate(),
  });
  const rows = list.data ?? [];
  return (
    <>
      <PageTitle>Portal Review Queue</PageTitle>
      <SegmentedControl
        mb="sm"
        value={status}
        onChange={(v) => setStatus(v as 'pending' | 'decided')}
        data={[
          { value: 'pending', label: 'Pending' },
          { value: 'decided', label: 'Decided' },
        ]}
        data-testid="review-status"
      />
      <Table striped withTableBorder data-testid="review-queue">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Sent</Table.Th>
            <Table.Th>Crew</Table.Th>
            <Table.Th>Request</Table.Th>
            <Table.Th>Scan</Table.Th>
            <Table.Th>{status === 'pending' ? 'Decision' : 'Decided'}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? <EmptyRow colSpan={5} loading={list.isPending} text="Nothing to review" /> : null}
          {rows.map((r) => (
            <Table.Tr key={r.id} data-testid={`review-row-${r.id}`}>
              <Table.Td>{when(r.submittedAt)}</Table.Td>
              <Table.Td>
                <CrewFileLink crewId={r.crewId} screen="crew-document/index">
                  {r.lastName}, {r.firstName}
                </CrewFileLink>
                <Text size="xs" c="dimmed">
                  {[r.crewCode, r.rank].filter(Boolean).join(' · ')}
                </Text>
              </Table.Td>
              <Table.Td>
                <Asked r={r} />
              </Table.Td>
              <Table.Td>
                {r.fileId ? (
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => setViewed({ fileId: r.fileId!, fileName: r.fileName ?? undefined })}
                    data-testid={`review-view-${r.id}`}
                  >
                    View scan
                  </Button>
                ) : (
                  <Text size="sm" c="dimmed">
                    None
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {r.status === 'pending' ? (
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      color="green"
                      loading={sendApprove.pending?.id === r.id}
                      onClick={() => void sendApprove.submit(r)}
                      data-testid={`review-approve-${r.id}`}
                    >
                      Approve
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      onClick={() => setRejecting(r)}
                      data-testid={`review-reject-${r.id}`}
                    >
                      Reject
                    </Button>
                  </Group>
                ) : (
                  <Stack gap={2}>
                    <Badge color={STATUS_COLOR[r.status]} variant="light">
                      {r.status.toUpperCase()}
                    </Badge>
                    <Text size="xs">
                      {r.decidedBy} · {when(r.decidedAt)}
                    </Text>
                    {r.reason ? <Text size="xs">{r.reason}</Text> : null}
                  </Stack>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {viewed ? <FileViewer file={viewed} title="Scan sent by the seafarer" onClose={() => setViewed(null)} /> : null}
      {rejecting ? <RejectModal request={rejecting} onClose={() => setRejecting(null)} /> : null}
    </>
  );
}

function RejectModal({ request, onClose }: { request: Request; onClose: () => void }) {
  const utils = trpc.useUtils();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reject = trpc.portal.review.reject.useMutation();
  const send = useCommand<string, { reason: string }>({
    confirm: 'update',
    confirmText: 'Reject this request? The seafarer reads your reason.',
    place: 'REJECT',
    successMessage: 'Rejected: the seafarer reads your reason',
    form: { setError: (_name, e) => setError(e.message), fields: ['reason'] },
    run: (text, commandId) => reject.mutateAsync({ requestId: request.id, reason: text, commandId }),
    onSuccess: () => {
      void utils.portal.review.list.invalidate();
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={`Reject: ${request.label}`}>
      <Stack gap="sm">
        <Textarea
          label="Reason (the seafarer reads it)"
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          autosize
          minRows={3}
          data-testid="review-reason"
        />
        <Button
          color="red"
          loading={send.busy}
          onClick={() => void send.submit(reason)}
          data-testid="review-reject-send"
        >
          Reject
        </Button>
      </Stack>
    </Modal>
  );
}
