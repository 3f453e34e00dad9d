import { Paper, Table, Text } from '@mantine/core';
import { formatDate } from '@crewing/domain';
import { trpc } from '../shared/trpc';
import { EmptyRow } from '../shared/ui/EmptyRow';
import { LinkCell } from '../shared/ui/LinkCell';

const money = (v: unknown) => (typeof v === 'number' ? v.toLocaleString('en-US', { minimumFractionDigits: 2 }) : '—');

/** rank/{id}/salary-matrix: the rank's salary on every vessel; each vessel's Salary Matrix tab keeps them. */
export function RankSalaryMatrix({ id }: { id: number }) {
  const rows = trpc.masterData.settings.rankSalaries.useQuery({ rankId: id }, { meta: { place: 'SALARY MATRIX' } });
  return (
    <Paper withBorder p="md" data-testid="rank-salary-matrix">
      <Text fw={700} mb="sm">
        Salary Matrix (USD)
      </Text>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            {['Vessel', 'Basic Salary', 'Fixed Overtime', 'Leave Pay', 'Allowance', 'Effective Date'].map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(rows.data ?? []).length === 0 ? (
            <EmptyRow
              colSpan={6}
              loading={rows.isPending}
              text="No salaries yet: add them on a vessel’s Salary Matrix tab"
            />
          ) : null}
          {(rows.data ?? []).map((r) => (
            <Table.Tr key={r.id}>
              <LinkCell size="sm" to={`/v/vessel/${r.vesselId}/rank-salary`}>
                {r.vesselName}
              </LinkCell>
              <Table.Td>{money(r.fields.basicSalary)}</Table.Td>
              <Table.Td>{money(r.fields.overtime)}</Table.Td>
              <Table.Td>{money(r.fields.leavePay)}</Table.Td>
              <Table.Td>{money(r.fields.allowance)}</Table.Td>
              {/* 000 §9: dates DD MMM YYYY. */}
              <Table.Td>
                {typeof r.fields.effectiveDate === 'string' ? formatDate(r.fields.effectiveDate).toUpperCase() : '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
