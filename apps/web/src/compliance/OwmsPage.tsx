import { Badge, Button, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '@crewing/domain';
import { hasPermission, useMe } from '../auth/session';
import { trpc } from '../shared/trpc';
import { EmptyRow } from '../shared/ui/EmptyRow';
import { PageTitle } from '../shared/ui/PageTitle';
import { TableHead } from '../shared/ui/TableHead';
import { FileReportModal, type OwmsRow } from './FileReportModal';

const FileButton = ({ onClick }: { onClick: () => void }) => (
  <Button size="xs" variant="light" onClick={onClick} data-testid="owms-file">
    Mark Filed
  </Button>
);

const RED = { color: 'var(--mantine-color-red-7)', fontWeight: 700 } as const;

/**
 * Issue 31 §2, Compliance › OWMS (MC 12 s.2018, MC 9 s.2019): the welfare reports each deployment
 * owes, oldest due first: first reports (3 months from sign-on), quarterly updates, critical
 * incidents (5 working days from a medical or death sign-off, weekends and holidays left out).
 * Overdue in red; the crew managers mark one filed with its date and reference.
 */
export function OwmsPage() {
  const canFile = hasPermission(useMe().data, 'crew.manage');
  const due = trpc.compliance.owms.due.useQuery(undefined, { meta: { place: 'OWMS DUE LIST' } });
  const [filing, setFiling] = useState<OwmsRow | null>(null);
  const rows = due.data ?? [];
  const open = rows.filter((r) => !r.filed);
  return (
    <Stack gap="md" data-testid="owms">
      <PageTitle>OWMS Welfare Reports</PageTitle>
      <Text size="sm" c="dimmed">
        {`${open.length} to file, ${open.filter((r) => r.overdue).length} overdue. First report within 3 months of each deployment, quarterly updates, critical incidents within 5 working days (DMW MC 12 s.2018, MC 9 s.2019).`}
      </Text>
      <Paper withBorder p="md">
        <Table striped withTableBorder data-testid="owms-list">
          <TableHead columns={['Crew', 'Vessel', 'Sign-on', 'Report', 'Counted From', 'Due', 'Status', 'Action']} />
          <Table.Tbody>
            {rows.length === 0 ? <EmptyRow colSpan={8} loading={due.isPending} text="Nothing is due" /> : null}
            {rows.map((r) => (
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
                  {r.filed ? (
                    <Text size="sm">{`Filed ${formatDate(r.filed.filedOn)}, ref. ${r.filed.reference}`}</Text>
                  ) : r.overdue ? (
                    <Badge color="red">Overdue</Badge>
                  ) : (
                    <Badge variant="light">Due</Badge>
                  )}
                </Table.Td>
                <Table.Td>{canFile && !r.filed ? <FileButton onClick={() => setFiling(r)} /> : null}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      {filing ? <FileReportModal row={filing} onClose={() => setFiling(null)} onSaved={() => due.refetch()} /> : null}
    </Stack>
  );
}
