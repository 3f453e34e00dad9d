import { useState } from 'react';
import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { formatDate } from '@crewing/domain';
import { trpc, type RouterOutputs } from '../../shared/trpc';
import { hasPermission, useMe } from '../../auth/session';
import { CorrectContractModal } from './CorrectContractModal';
import { LifecycleSteps } from './LifecycleSteps';

import { RowButton } from '../../shared/ui/RowButton';
import { ListTable } from '../../shared/ui/ListTable';
import { Fact } from '../Fact';

type Totals = RouterOutputs['crew']['experience']['totals'];

/** 000 §2 Biodata item 11's columns. */
const COLUMNS = [
  '#',
  'Company',
  'Vessel',
  'Rank',
  'GRT',
  'Engine/KW',
  'Type',
  'Trade Route',
  'Embark',
  'Disembark',
  'Arrived Manila',
  'Months',
  'Reason',
  'Grade',
];

/** Months as the experience table shows them: one decimal. */
const months = (n: number) => `${n.toFixed(1)} ${n === 1 ? 'month' : 'months'}`;
const dash = (v: string | number | null) => (v === null || v === '' ? '—' : v);

/** 000 §2 Biodata 3: months in all ranks, as the current rank and on the previous rank (in-house and outside). */
function ExperienceTotals({ totals }: { totals: Totals | undefined }) {
  const previous = totals?.previousRank ?? null;
  return (
    <Paper withBorder p="md" data-testid="experience-totals">
      <Group gap="xl">
        <Fact fw={600} label="All ranks" value={totals ? months(totals.allRanks) : '—'} testId="experience-all-ranks" />
        <Fact
          fw={600}
          label={`As ${totals?.currentRank.rankName || 'current rank'}`}
          value={totals ? months(totals.currentRank.months) : '—'}
          testId="experience-current-rank"
        />
        <Fact
          fw={600}
          label={previous ? `On previous rank ${previous.rankName}` : 'On previous rank'}
          value={previous ? months(previous.months) : '—'}
          testId="experience-previous-rank"
        />
      </Group>
    </Paper>
  );
}

/**
 * The crew's in-house (company) sea experience (000 §2 Biodata item 11, 000 §3 Crew experience):
 * his contracts with us, newest embark first, under the experience totals.
 */
export function InHouseExperiencePage({ crewId }: { crewId: number }) {
  const rows = trpc.crew.experience.inHouse.useQuery({ crewId }, { meta: { place: 'IN-HOUSE EXPERIENCE' } });
  const totals = trpc.crew.experience.totals.useQuery({ crewId }, { meta: { place: 'EXPERIENCE TOTALS' } });
  const items = rows.data ?? [];
  const canCorrect = hasPermission(useMe().data, 'crew.lifecycle.correct');
  const [correcting, setCorrecting] = useState<(typeof items)[number] | null>(null);
  const columns = canCorrect ? [...COLUMNS, ''] : COLUMNS;
  return (
    <Stack gap="md">
      <ExperienceTotals totals={totals.data} />
      <Paper withBorder p="md">
        <Text fw={700} mb="sm">
          In-House Experience
        </Text>
        <ListTable
          head={columns}
          minWidth={1100}
          count={rows.data?.length}
          loading={false}
          emptyText="No records found"
          testId="inhouse-experience"
        >
          {items.map((r, i) => (
            <Table.Tr key={r.id} data-testid={`inhouse-row-${r.id}`}>
              <Table.Td>{i + 1}</Table.Td>
              <Table.Td>{r.company}</Table.Td>
              <Table.Td>{r.vesselName}</Table.Td>
              <Table.Td title={r.rankName}>{r.rankAlias || r.rankName}</Table.Td>
              <Table.Td>{dash(r.vesselGrosston)}</Table.Td>
              <Table.Td>{dash(r.vesselEngine)}</Table.Td>
              <Table.Td>{dash(r.vesselTypeName)}</Table.Td>
              <Table.Td>{dash(r.tradeRoute)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(r.embarkDate)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {r.disembarkDate ? formatDate(r.disembarkDate) : 'ONBOARD'}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.arrivalDate ? formatDate(r.arrivalDate) : '—'}</Table.Td>
              <Table.Td>{r.monthOnBoard.toFixed(1)}</Table.Td>
              <Table.Td title={r.contractReasonName ?? undefined}>{dash(r.contractReasonCode)}</Table.Td>
              <Table.Td>{dash(r.grade)}</Table.Td>
              {canCorrect ? (
                <Table.Td>
                  <RowButton variant="light" onClick={() => setCorrecting(r)} data-testid={`correct-${r.stintNo}`}>
                    Correct
                  </RowButton>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </ListTable>
      </Paper>
      <LifecycleSteps crewId={crewId} />
      {correcting ? (
        <CorrectContractModal crewId={crewId} row={correcting} onClose={() => setCorrecting(null)} />
      ) : null}
    </Stack>
  );
}
