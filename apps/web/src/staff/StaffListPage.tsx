import { Badge, Button, LoadingOverlay, Paper, Table, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { hasPermission, useMe } from '../auth/session';
import { trpc } from '../shared/trpc';
import { EmptyRow } from '../shared/ui/EmptyRow';
import { PageTitle } from '../shared/ui/PageTitle';
import { Pagination } from '../shared/ui/Pagination';
import { useMasterKeys } from '../shared/use-master-keys';
import { PER_PAGE_OPTIONS, UserFilters, type SearchKey, type UserFilterValues } from '../users/UserFilters';
import { AddStaffModal } from './AddStaffModal';

/** Filters live in the address, so a reload keeps the list; 000 §9 defaults: 100 a page, Active. */
function readFilters(params: URLSearchParams): UserFilterValues & { page: number } {
  const perPage = params.get('perPage') ?? '100';
  const status = params.get('status') ?? '1';
  const key = params.get('searchKey') ?? '';
  return {
    page: Math.max(1, Number(params.get('page') ?? 1) || 1),
    perPage: PER_PAGE_OPTIONS.includes(perPage) ? Number(perPage) : 100,
    searchKey: (['all', 'employee_id', 'last_name', 'name'].includes(key) ? key : 'all') as SearchKey,
    search: params.get('search') ?? '',
    departmentId: params.get('departmentId') ?? '',
    status: status === '0' || status === '1' ? status : '',
  };
}

/** Staff DB (000 §2 Staff list): server-side search and paging over the users read model. */
export function StaffListPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const [search] = useDebouncedValue(filters.search.trim(), 300);
  const me = useMe().data;
  const keys = useMasterKeys();
  const [adding, setAdding] = useState(false);
  const list = trpc.staff.list.useQuery(
    {
      page: filters.page,
      perPage: filters.perPage,
      searchKey: filters.searchKey,
      ...(search ? { search } : {}),
      status: filters.status === '' ? 'all' : filters.status === '1' ? 1 : 0,
      ...(filters.departmentId ? { departmentId: Number(filters.departmentId) } : {}),
    },
    { placeholderData: keepPreviousData, meta: { place: 'STAFF DB' } },
  );
  const update = (patch: Partial<UserFilterValues & { page: number }>) => {
    const next = { ...filters, page: 1, ...patch };
    const out = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) if (v !== '' && v !== undefined) out.set(k, String(v));
    if (next.status === '') out.set('status', 'all');
    setParams(out, { replace: true });
  };
  const data = list.data;
  const showDbId = !!me?.roles.isSystemAdmin;
  const first = ((data?.page ?? 1) - 1) * (data?.perPage ?? filters.perPage) + 1;
  return (
    <>
      <PageTitle
        actions={
          <>
            <Button variant="default" onClick={() => navigate(-1)}>
              Back
            </Button>
            {hasPermission(me, 'staff.database') ? (
              <Button onClick={() => setAdding(true)} data-testid="add-staff">
                Add Staff
              </Button>
            ) : null}
          </>
        }
      >
        Staff DB
      </PageTitle>
      <Paper withBorder p="md" pos="relative">
        <LoadingOverlay visible={list.isPending} />
        <UserFilters values={filters} departments={keys.data?.departments ?? []} onChange={update} />
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover withTableBorder data-testid="staff-table">
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
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(data?.items.length ?? 0) === 0 ? <EmptyRow loading={list.isPending} colSpan={showDbId ? 9 : 8} text="No records found" /> : null}
              {data?.items.map((u, i) => (
                <Table.Tr key={u.id} data-testid="staff-row">
                  <Table.Td>{first + i}</Table.Td>
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
                  <Table.Td>
                    {/* 000 §2: View opens the staff page in a new browser tab. */}
                    <Button size="compact-xs" variant="light" component="a" href={`/v/staff/${u.id}`} target="_blank" rel="noopener" data-testid="staff-view">
                      View
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {data ? <Pagination page={data.page} lastPage={data.lastPage} total={data.total} onChange={(page) => update({ page })} /> : null}
      </Paper>
      {adding ? <AddStaffModal onClose={() => setAdding(false)} /> : null}
    </>
  );
}
