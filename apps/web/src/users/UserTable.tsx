import { Badge, Button, Table, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { UserListItem } from './api-types';

interface Props {
  items: UserListItem[];
  /** Row number of the first item (page offset + 1). */
  firstNumber: number;
  showDbId: boolean;
}

export function UserTable({ items, firstNumber, showDbId }: Props) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover withTableBorder data-testid="user-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            {showDbId ? <Table.Th>DB ID</Table.Th> : null}
            <Table.Th>Employee ID</Table.Th>
            <Table.Th>Full Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Department</Table.Th>
            <Table.Th>Positions</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>View</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={showDbId ? 9 : 8}>
                <Text c="dimmed" ta="center">
                  No records found
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
          {items.map((u, i) => (
            <Table.Tr key={u.id}>
              <Table.Td>{firstNumber + i}</Table.Td>
              {showDbId ? <Table.Td>{u.id}</Table.Td> : null}
              <Table.Td>{u.employeeId}</Table.Td>
              <Table.Td>{u.fullName}</Table.Td>
              <Table.Td>{u.email ?? ''}</Table.Td>
              <Table.Td>
                {u.departmentCode ? (
                  <Tooltip label={u.departmentName}>
                    <span>{u.departmentCode}</span>
                  </Tooltip>
                ) : null}
              </Table.Td>
              <Table.Td>{u.positions.join(', ')}</Table.Td>
              <Table.Td>
                <Badge color={u.status === 1 ? 'green' : 'gray'} variant="light">
                  {u.status === 1 ? 'ACTIVE' : 'INACTIVE'}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Button size="compact-xs" variant="light" component={Link} to={`/v/settings/user-detail/${u.id}`}>
                  View
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
