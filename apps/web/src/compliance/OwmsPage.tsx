import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '@crewing/domain';
import type { OwmsShow } from '@crewing/domain/compliance/index';
import { hasPermission, useMe } from '../auth/session';
import { trpc } from '../shared/trpc';
import { usePagedSearch } from '../shared/use-paged-search';
import { ListTable } from '../shared/ui/ListTable';
import { PageTitle } from '../shared/ui/PageTitle';
import { SearchInput } from '../shared/ui/SearchInput';
import { ShowControl } from '../shared/ui/ShowControl';
import { FileReportModal, type OwmsRow } from './FileReportModal';

const FileButton = ({ onClick }: { onClick: () => void }) => (
  <Button size="xs" variant="light" onClick={onClick} data-testid="owms-file">
    Mark Filed
  </Button>
);

const RED = { color: 'var(--mantine-color-red-9)', fontWeight: 700 } as const;
const SHOW: Array<{ value: OwmsShow; label: string }> = [
  { value: 'OPEN', label: 'To File' },
  { value: 'OVERDUE', label: 'Overdue' },
  { value: 'MONTH', label: 'Due This Month' },
  { value: 'FILED', label: 'Filed' },
  { value: 'ALL', label: 'All' },
];
const HEAD = ['Crew', 'Vessel', 'Sign-on', 'Report', 'Counted From', 'Due', 'Status', 'Action'];

function Status({ row }: { row: OwmsRow }) {
  if (row.filed) return <Text size="sm">{`Filed ${formatDate(row.filed.filedOn)}, ref. ${row.filed.reference}`}</Text>;
  return row.overdue ? <Badge color="red">Overdue</Badge> : <Badge variant="light">Due</Badge>;
}

/**
 * Issue 31 §2, Compliance › OWMS (MC 12 s.2018, MC 9 s.2019): the welfare reports each deployment
 * owes, oldest due first, a page at a time: first reports (3 months from sign-on), quarterly
 * updates, critical incidents (5 working days from a medical or death sign-off, a critical incident
 * record or a medical issue; weekends and holidays left out). Filtered to file, overdue, due this
 * month or filed; overdue in red; the crew managers mark one filed with its date and reference.
 */
export function OwmsPage() {
  const canFile = hasPermission(useMe().data, 'crew.manage');
  const canPrint = hasPermission(useMe().data, 'reports.crew');
  const [show, setShow] = useState<OwmsShow>('OPEN');
  const { page, setPage, typed, type, search } = usePagedSearch();
  const due = trpc.compliance.owms.due.useQuery(
    { show, page, perPage: 50, ...(search ? { search } : {}) },
    { meta: { place: 'OWMS DUE LIST' }, placeholderData: keepPreviousData },
  );
  const [filing, setFiling] = useState<OwmsRow | null>(null);
  const counts = due.data?.counts;
  return (
    <Stack gap="md" data-testid="owms">
      <Group justify="space-between">
        <PageTitle>OWMS Welfare Reports</PageTitle>
        {canPrint ? (
          <Button component={Link} to="/v/report/owms" variant="light" size="xs" data-testid="owms-print">
            Print OWMS Report
          </Button>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed">
        First report within 3 months of each deployment, quarterly updates, critical incidents within 5 working days
        (DMW MC 12 s.2018, MC 9 s.2019).
      </Text>
      <Paper withBorder p="md">
        <Group justify="space-between" mb="sm">
          <ShowControl
            options={SHOW}
            value={show}
            counts={counts}
            onChange={(v) => (setShow(v), setPage(1))}
            testId="owms-show"
          />
          <SearchInput value={typed} onChange={type} testId="owms-search" />
        </Group>
        <ListTable paged={due} head={HEAD} emptyText="Nothing here" testId="owms-list" onPage={setPage} minWidth={900}>
          {(due.data?.items ?? []).map((r) => (
            <Table.Tr
              key={`${r.crewId}:${r.stintNo}:${r.item}`}
              data-testid={`owms-row-${r.crewId}-${r.stintNo}-${r.item}`}
            >
              <Table.Td>{r.crewCode ? `${r.crewName} (${r.crewCode})` : r.crewName}</Table.Td>
              <Table.Td>{r.vesselName}</Table.Td>
              <Table.Td>{`No. ${r.stintNo}`}</Table.Td>
              <Table.Td>{r.label}</Table.Td>
              <Table.Td>{formatDate(r.from)}</Table.Td>
              <Table.Td style={r.overdue ? RED : undefined}>{formatDate(r.due)}</Table.Td>
              <Table.Td>
                <Status row={r} />
              </Table.Td>
              <Table.Td>{canFile && !r.filed ? <FileButton onClick={() => setFiling(r)} /> : null}</Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      </Paper>
      {filing ? <FileReportModal row={filing} onClose={() => setFiling(null)} onSaved={() => due.refetch()} /> : null}
    </Stack>
  );
}
