import type { ReactNode } from 'react';
import { Badge, Table, Tooltip } from '@mantine/core';
import { EmptyRow } from '../shared/ui/EmptyRow';
import type { UserListItem } from './api-types';

/** What a list of people shows of each (the users list and the Staff DB read the same read model). */
type PersonRow = Pick<
  UserListItem,
  'id' | 'employeeId' | 'fullName' | 'email' | 'departmentCode' | 'departmentName' | 'status'
> & { positions: readonly string[] };

interface Props<T extends PersonRow> {
  items: T[];
  /** Row number of the first item (page offset + 1). */
  firstNumber: number;
  showDbId: boolean;
  loading?: boolean;
  /** The last column: how this list opens a person (the user settings page, the staff page). */
  action: (u: T) => ReactNode;
  actionTitle?: string;
  testId: string;
  rowTestId?: string;
}

export function UserTable<T extends PersonRow>({
  items,
  firstNumber,
  showDbId,
  loading = false,
  action,
  actionTitle = '',
  testId,
  rowTestId,
}: Props<T>) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover withTableBorder data-testid={testId}>
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
            <Table.Th>{actionTitle}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.length === 0 ? (
            <EmptyRow loading={loading} colSpan={showDbId ? 9 : 8} text="No records found" />
          ) : null}
          {items.map((u, i) => (
            <Table.Tr key={u.id} data-testid={rowTestId}>
              <Table.Td>{firstNumber + i}</Table.Td>
              {showDbId ? <Table.Td>{u.id}</Table.Td> : null}
              <Table.Td>{u.employeeId}</Table.Td>
              <Table.Td>{u.fullName}</Table.Td>
              <Table.Td>{u.email ?? ''}</Table.Td>
              <Table.Td>
                <Tooltip label={u.departmentName} disabled={!u.departmentName}>
                  <span>{u.departmentCode}</span>
                </Tooltip>
              </Table.Td>
              <Table.Td>{u.positions.join(', ')}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Badge color={u.status === 1 ? 'green' : 'gray'} variant="light" miw={84}>
                  {u.status === 1 ? 'ACTIVE' : 'INACTIVE'}
                </Badge>
              </Table.Td>
              <Table.Td>{action(u)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
