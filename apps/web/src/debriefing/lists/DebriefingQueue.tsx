import { Badge, Group, Paper, Select, Table, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '@crewing/domain';
import { trpc } from '../../shared/trpc';
import { EmptyRow } from '../../shared/ui/EmptyRow';
import { ListPagination } from '../../shared/ui/Pagination';
import { DayInput } from '../../shared/ui/DayInput';
import { TableHead } from '../../shared/ui/TableHead';
import { FleetVesselSelects } from './FleetVesselSelects';
import { LinkCell } from '../../shared/ui/LinkCell';

type Status = 'OPEN' | 'FOR REVIEW' | 'ENDORSED' | 'REVIEWED';
const STATUSES: Status[] = ['OPEN', 'FOR REVIEW', 'ENDORSED', 'REVIEWED'];
const COLOR: Record<string, string> = { OPEN: 'gray', 'FOR REVIEW': 'orange', ENDORSED: 'green', REVIEWED: 'blue' };

/** Debriefings by status, fleet, vessel and arrival date (the staff debriefing queue, issue 13 §3); each opens its form. */
export function DebriefingQueue({ title, fixedStatus }: { title: string; fixedStatus?: Status }) {
  const [status, setStatus] = useState<string | null>(fixedStatus ?? null);
  const [fleetId, setFleetId] = useState<string | null>(null);
  const [vesselId, setVesselId] = useState<string | null>(null);
  const [dateFrom, setDateFrom] = useState('');
  const [dateTo, setDateTo] = useState('');
  const [page, setPage] = useState(1);
  const input = {
    page,
    ...(status ? { status: status as Status } : {}),
    ...(fleetId ? { fleetId: Number(fleetId) } : {}),
    ...(vesselId ? { vesselId: Number(vesselId) } : {}),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(dateFrom) ? { dateFrom } : {}),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(dateTo) ? { dateTo } : {}),
  };
  const queue = trpc.debriefing.queue.useQuery(input, {
    placeholderData: keepPreviousData,
    meta: { place: 'STAFF DEBRIEFING' },
  });
  const items = queue.data?.items ?? [];
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => (set(v), setPage(1));
  return (
    <Paper withBorder p="md" data-testid="debriefing-queue">
      <Group justify="space-between" mb="sm">
        <Text fw={700}>{title}</Text>
        <Group gap="xs">
          {fixedStatus ? null : (
            <Select
              size="xs"
              placeholder="All statuses"
              clearable
              data={STATUSES}
              value={status}
              onChange={reset(setStatus)}
              aria-label="Status"
              data-testid="queue-status"
            />
          )}
          <FleetVesselSelects
            fleetId={fleetId}
            vesselId={vesselId}
            onFleet={(v) => (setFleetId(v), setVesselId(null), setPage(1))}
            onVessel={reset(setVesselId)}
          />
          <DayInput size="xs" w={140} value={dateFrom} onChange={reset(setDateFrom)} aria-label="Date From" />
          <DayInput size="xs" w={140} value={dateTo} onChange={reset(setDateTo)} aria-label="Date To" />
        </Group>
      </Group>
      <Table striped withTableBorder>
        <TableHead
          columns={['#', 'Crew', 'Rank', 'Vessel', 'Arrived Manila', 'Status', 'Debriefed By', 'Endorsed By']}
        />
        <Table.Tbody>
          {items.length === 0 ? <EmptyRow colSpan={8} loading={queue.isPending} text="No debriefings found" /> : null}
          {items.map((r, i) => (
            <Table.Tr key={r.id} data-testid="debriefing-queue-row">
              <Table.Td>{(page - 1) * 15 + i + 1}</Table.Td>
              <LinkCell to={`/v/debriefing/debriefingform?id=${r.id}`}>{r.crewName}</LinkCell>
              <Table.Td>{r.rankAlias}</Table.Td>
              <Table.Td>{r.vesselName}</Table.Td>
              <Table.Td>{formatDate(r.arriveManila)}</Table.Td>
              <Table.Td>
                <Badge color={COLOR[r.status] ?? 'gray'}>{r.status}</Badge>
              </Table.Td>
              <Table.Td>{r.startedBy}</Table.Td>
              <Table.Td>{r.endorsedBy ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ListPagination of={queue.data} onChange={setPage} />
    </Paper>
  );
}
