import { Button, Group, Paper, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { formatDate, topics } from '@crewing/domain';
import { useTopic } from '../shared/realtime';
import { trpc, type RouterOutputs } from '../shared/trpc';
import { describeError } from '../shared/api-errors';
import { notifySuccess, showAlert } from '../shared/ui/alerts';
import { EmptyRow } from '../shared/ui/EmptyRow';
import { PageTitle } from '../shared/ui/PageTitle';
import { TableHead } from '../shared/ui/TableHead';
import { ProposalBadge } from './ProposalBadge';
import { ReasonModal } from './ReasonModal';
import { LinkCell } from '../shared/ui/LinkCell';

type Proposal = RouterOutputs['principal']['proposals'][number];

/**
 * The principal's proposals (issue 30 §2, `/v/principal/proposals`): the candidates the crewing
 * office proposed for his vessels, open ones first. He opens each one's biodata and approves, or
 * rejects saying why.
 */
export function PrincipalProposalsPage() {
  const list = trpc.principal.proposals.useQuery(undefined, { meta: { place: 'PROPOSALS' } });
  // Live (issue 30 §2): his vessels' rooms; a proposal or an answer moves the board row, and the
  // area's live handler (routes.tsx) refetches this list. Joining refetches what a reconnect missed.
  const vessels = trpc.principal.vessels.useQuery(undefined, { meta: { place: 'MY VESSELS' } });
  const answer = trpc.principal.answer.useMutation();
  const [rejecting, setRejecting] = useState<Proposal | null>(null);
  const approve = async (p: Proposal) => {
    try {
      await answer.mutateAsync({ crewChangeId: p.crewChangeId, crewId: p.crewId, approved: true });
      notifySuccess('APPROVE', `${p.name} approved`);
      await list.refetch();
    } catch (e) {
      showAlert('APPROVE', [describeError(e).message]);
    }
  };
  const rows = list.data ?? [];
  return (
    <Stack gap="md" data-testid="principal-proposals">
      {vessels.data?.map((v) => (
        <VesselRoom key={v.id} vesselId={v.id} onJoined={() => void list.refetch()} />
      ))}
      <PageTitle>Proposals</PageTitle>
      <Paper withBorder p="md">
        <Table striped withTableBorder data-testid="proposal-list">
          <TableHead columns={['Vessel', 'Rank', 'Candidate', 'Proposed', 'Answer', 'Remarks', '']} />
          <Table.Tbody>
            {rows.length ? null : <EmptyRow colSpan={7} loading={list.isPending} text="No candidates proposed" />}
            {rows.map((p) => (
              <Table.Tr key={`${p.crewChangeId}-${p.crewId}`} data-testid={`proposal-${p.crewId}`}>
                <Table.Td>{p.vessel}</Table.Td>
                <Table.Td>{p.rank}</Table.Td>
                <LinkCell to={`/v/principal/crew/${p.crewId}`}>{p.name}</LinkCell>
                <Table.Td>
                  {formatDate(p.proposedAt.slice(0, 10))} by {p.proposedBy}
                </Table.Td>
                <Table.Td>
                  <ProposalBadge status={p.status} />
                </Table.Td>
                <Table.Td>{p.remarks ?? ''}</Table.Td>
                <Table.Td>
                  {p.status === 'PROPOSED' ? <AnswerButtons p={p} approve={approve} reject={setRejecting} /> : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      {rejecting ? (
        <RejectModal proposal={rejecting} onClose={() => setRejecting(null)} onDone={() => void list.refetch()} />
      ) : null}
    </Stack>
  );
}

/** Joins one of his vessels' live rooms while the screen is open (the server admits his own vessels only). */
function VesselRoom({ vesselId, onJoined }: { vesselId: number; onJoined: () => void }) {
  useTopic(topics.vessel(vesselId), onJoined);
  return null;
}

function AnswerButtons({
  p,
  approve,
  reject,
}: {
  p: Proposal;
  approve: (p: Proposal) => Promise<void>;
  reject: (p: Proposal) => void;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="compact-xs" color="green" onClick={() => void approve(p)} aria-label={`Approve ${p.name}`}>
        Approve
      </Button>
      <Button size="compact-xs" color="red" variant="light" onClick={() => reject(p)} aria-label={`Reject ${p.name}`}>
        Reject
      </Button>
    </Group>
  );
}

function RejectModal({
  proposal: p,
  onClose,
  onDone,
}: {
  proposal: Proposal;
  onClose: () => void;
  onDone: () => void;
}) {
  const answer = trpc.principal.answer.useMutation();
  return (
    <ReasonModal
      title={`Reject ${p.name}`}
      testId="reject"
      field="remarks"
      label="Remarks"
      description="Why this candidate is not wanted on your vessel"
      save={{ label: 'Reject', color: 'red', place: 'REJECT', success: `${p.name} rejected` }}
      send={(remarks) =>
        answer.mutateAsync({ crewChangeId: p.crewChangeId, crewId: p.crewId, approved: false, remarks })
      }
      onClose={onClose}
      onDone={() => {
        onDone();
        onClose();
      }}
    />
  );
}
