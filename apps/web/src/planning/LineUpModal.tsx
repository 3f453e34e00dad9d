import { Badge, Group, Modal, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { skipToken } from '@tanstack/react-query';
import { useState } from 'react';
import { CONTRACT_DURATIONS, formatDate } from '@crewing/domain';
import { trpc } from '../shared/trpc';
import { EmptyRow } from '../shared/ui/EmptyRow';
import { TableHead } from '../shared/ui/TableHead';
import { useLineUpProposals } from '../principal/office-proposals';
import { CrewMarkBadge } from '../principal/CrewMarkBadge';

interface Props {
  vesselId: number;
  rankId: number;
  rankName: string;
  /** Suggested embark date: the off-signer's due date, or today. */
  embarkDate: string;
  months: number;
  crewChangeId: number | null;
  onClose: () => void;
}

/**
 * Line-up (002 §7): the crews of the rank, eligible first; each one not eligible shows why
 * (onboard, inactive, NFR, not available by the embark date, a document that lapses before the
 * contract ends, lined up elsewhere, not wanted by the vessel's principal); his preferred crews come first.
 */
export function LineUpModal({
  vesselId,
  rankId,
  rankName,
  embarkDate: suggested,
  months: suggestedMonths,
  crewChangeId,
  onClose,
}: Props) {
  const [embarkDate, setEmbarkDate] = useState<string | null>(suggested);
  const [months, setMonths] = useState(String(suggestedMonths));
  const input = embarkDate
    ? { vesselId, rankId, embarkDate, months: Number(months) as 9, ...(crewChangeId ? { crewChangeId } : {}) }
    : skipToken;
  const q = trpc.planning.lineUp.useQuery(input, { meta: { place: 'LOAD LINE-UP' } });
  const entries = q.data?.entries ?? [];
  // Issue 30 §2: propose candidates to the vessel's principal and read his answers.
  const proposals = useLineUpProposals(vesselId, crewChangeId);
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Line-up: ${rankName}`}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
      data-testid="line-up-modal"
    >
      <Stack gap="sm">
        <Group align="flex-end">
          <DateInput
            label="Embark date"
            value={embarkDate}
            onChange={(v) => setEmbarkDate(v)}
            valueFormat="DD MMM YYYY"
            w={180}
            data-testid="line-up-date"
          />
          <NativeSelect
            label="Contract (months)"
            value={months}
            onChange={(e) => setMonths(e.currentTarget.value)}
            data={CONTRACT_DURATIONS.map(String)}
            w={160}
          />
          {q.data ? (
            <Text size="sm" c="dimmed" mb={6}>
              Mandatory documents: {q.data.required.length ? q.data.required.join(', ') : 'none in the rank matrix'}
            </Text>
          ) : null}
        </Group>
        <Table striped withTableBorder>
          <TableHead
            columns={[
              'Crew',
              'Availability',
              { title: 'Eligible', w: 130 },
              'Reason',
              ...(proposals.shown ? ['Principal'] : []),
            ]}
          />
          <Table.Tbody>
            {entries.length === 0 ? (
              <EmptyRow colSpan={proposals.shown ? 5 : 4} loading={q.isPending} text="No crew of this rank" />
            ) : null}
            {entries.map((e) => (
              <Table.Tr key={e.crewId} data-testid={`line-up-${e.crewId}`}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <span>{e.name}</span>
                    {/* Issue 30 §3: the vessel's principal prefers him (listed first) or does not want him. */}
                    <CrewMarkBadge mark={e.principalMark?.mark ?? null} reason={e.principalMark?.reason} />
                  </Group>
                </Table.Td>
                <Table.Td>
                  {formatDate(e.availabilityDate)}
                  {/* Issue 29 §2: the date the crew gave himself in his portal, with his remarks. */}
                  {e.availabilityByCrew ? (
                    <Text size="xs" c="blue.9" data-testid={`line-up-by-crew-${e.crewId}`}>
                      Given by the crew{e.availabilityByCrew.remarks ? `: ${e.availabilityByCrew.remarks}` : ''}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {e.eligible ? (
                    <Badge color="green">ELIGIBLE</Badge>
                  ) : (
                    <Badge color="gray" style={{ overflow: 'visible' }}>
                      NOT ELIGIBLE
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{e.reasons.join('; ')}</Text>
                </Table.Td>
                {proposals.shown ? <Table.Td>{proposals.cell(e.crewId)}</Table.Td> : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {proposals.button ? <Group justify="flex-end">{proposals.button}</Group> : null}
      </Stack>
    </Modal>
  );
}
