import { Button, Checkbox, Group, Stack, Text, Tooltip } from '@mantine/core';
import { skipToken } from '@tanstack/react-query';
import { useState } from 'react';
import { hasPermission, useMe } from '../auth/session';
import { trpc, type RouterOutputs } from '../shared/trpc';
import { describeError } from '../shared/api-errors';
import { notifySuccess, showAlert } from '../shared/ui/alerts';
import { ProposalBadge } from './ProposalBadge';

type VesselProposal = RouterOutputs['principal']['vesselProposals'][number];

/** A vessel's proposals and answers (issue 30 §2), refreshed when its board moves (principal/routes.tsx live). */
export function useVesselProposals(vesselId: number | null | undefined) {
  const q = trpc.principal.vesselProposals.useQuery(vesselId ? { vesselId } : skipToken, {
    meta: { place: 'PROPOSALS' },
  });
  const of = (crewChangeId: number | null) => (q.data ?? []).filter((p) => p.crewChangeId === crewChangeId);
  return { of, refetch: q.refetch };
}

/** The answers on a vessel plan row: each candidate with the principal's answer (and why, when rejected). */
export function ProposalAnswers({ proposals }: { proposals: VesselProposal[] }) {
  if (proposals.length === 0) return null;
  return (
    <Stack gap={2} mt={4} data-testid="plan-proposals">
      {proposals.map((p) => (
        <Group key={p.crewId} gap={4} wrap="nowrap" data-testid={`plan-proposal-${p.crewId}`}>
          <Text size="xs">{p.name}</Text>
          <Tooltip label={p.remarks ?? ''} disabled={!p.remarks}>
            <span>
              <ProposalBadge status={p.status} />
            </span>
          </Tooltip>
          {p.remarks ? (
            <Text size="xs" c="dimmed">
              {p.remarks}
            </Text>
          ) : null}
        </Group>
      ))}
    </Stack>
  );
}

/**
 * The line-up's proposal column and button (issue 30 §2): tick candidates and propose them to the
 * vessel's principal; each one's answer shows beside him, live.
 */
export function useLineUpProposals(vesselId: number, crewChangeId: number | null) {
  const canPropose = hasPermission(useMe().data, 'principal.propose') && crewChangeId !== null;
  const proposals = useVesselProposals(vesselId);
  const propose = trpc.principal.propose.useMutation();
  const [chosen, setChosen] = useState<number[]>([]);
  const mine = proposals.of(crewChangeId);
  const cell = (crewId: number) => {
    const p = mine.find((x) => x.crewId === crewId);
    if (p) return <ProposalAnswers proposals={[p]} />;
    if (!canPropose) return null;
    return (
      <Checkbox
        aria-label="Propose to the principal"
        checked={chosen.includes(crewId)}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          setChosen((c) => (on ? [...c, crewId] : c.filter((x) => x !== crewId)));
        }}
        data-testid={`propose-${crewId}`}
      />
    );
  };
  const submit = async () => {
    if (crewChangeId === null) return;
    try {
      await propose.mutateAsync({ crewChangeId, crewIds: chosen });
      notifySuccess('PROPOSE', 'Candidates proposed to the principal');
      setChosen([]);
      await proposals.refetch();
    } catch (e) {
      showAlert('PROPOSE', [describeError(e).message]);
    }
  };
  const button = canPropose ? (
    <Button
      size="xs"
      disabled={chosen.length === 0}
      loading={propose.isPending}
      onClick={() => void submit()}
      data-testid="propose-submit"
    >
      Propose to principal
    </Button>
  ) : null;
  return { cell, button, shown: canPropose || mine.length > 0 };
}
