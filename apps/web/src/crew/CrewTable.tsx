import { Badge, Table, Text } from '@mantine/core';
import { formatDate } from '@crewing/domain';
import type { CrewListItem } from './api-types';
import { TableHead } from '../shared/ui/TableHead';
import { EmptyRow } from '../shared/ui/EmptyRow';
import { CrewFileLink } from '../shared/ui/CrewFileLink';

interface Props {
  items: CrewListItem[];
  /** Row number of the first item (page offset + 1). */
  firstNumber: number;
}

export function CrewTable({ items, firstNumber }: Props) {
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover withTableBorder data-testid="crew-table">
        <TableHead
          columns={['#', 'Crew Code', 'Applicant No.', 'IPN', 'Name', 'Rank', 'Status', 'Vessel', 'Embark Date']}
        />
        <Table.Tbody>
          {items.length === 0 ? <EmptyRow colSpan={9} loading={false} text="No records found" /> : null}
          {items.map((c, i) => (
            <Table.Tr key={c.id} data-testid={`crew-row-${c.id}`}>
              <Table.Td>{firstNumber + i}</Table.Td>
              <Table.Td>{c.crewCode ?? ''}</Table.Td>
              <Table.Td>{c.applicantNo ?? ''}</Table.Td>
              <Table.Td>{c.ipn ?? ''}</Table.Td>
              <Table.Td>
                <CrewFileLink crewId={c.id} screen="profile/201">
                  {c.name}
                </CrewFileLink>
              </Table.Td>
              <Table.Td title={c.rankName}>{c.rank}</Table.Td>
              <Table.Td>
                <Badge color={c.status === 1 ? 'green' : 'gray'} variant="light">
                  {c.status === 1 ? 'ACTIVE' : 'INACTIVE'}
                </Badge>
              </Table.Td>
              <Table.Td>
                {c.vessel === 'STANDBY' ? (
                  <Text c="dimmed" size="sm">
                    STANDBY
                  </Text>
                ) : (
                  c.vessel
                )}
              </Table.Td>
              <Table.Td>{c.embarkDate ? formatDate(c.embarkDate) : ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
