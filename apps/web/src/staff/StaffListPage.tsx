import { Button, LoadingOverlay, Paper } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { hasPermission, useMe } from '../auth/session';
import { trpc } from '../shared/trpc';
import { PageTitle } from '../shared/ui/PageTitle';
import { ListPagination } from '../shared/ui/Pagination';
import { useMasterKeys } from '../shared/use-master-keys';
import { UserFilters } from '../users/UserFilters';
import { UserTable } from '../users/UserTable';
import { useUserListFilters } from '../users/list-filters';
import { AddStaffModal } from './AddStaffModal';
import { BackButton } from '../shared/ui/BackButton';

/** Staff DB (000 §2 Staff list): server-side search and paging over the users read model. */
export function StaffListPage() {
  // 000 §9 defaults: 100 a page, Active.
  const { filters, search, update } = useUserListFilters(100);
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
  const data = list.data;
  const first = ((data?.page ?? 1) - 1) * (data?.perPage ?? filters.perPage) + 1;
  return (
    <>
      <PageTitle
        actions={
          <>
            <BackButton />
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
        <UserTable
          items={data?.items ?? []}
          firstNumber={first}
          showDbId={!!me?.roles.isSystemAdmin}
          loading={list.isPending}
          testId="staff-table"
          rowTestId="staff-row"
          action={(u) => (
            // 000 §2: View opens the staff page in a new browser tab.
            <Button
              size="compact-xs"
              variant="light"
              component="a"
              href={`/v/staff/${u.id}`}
              target="_blank"
              rel="noopener"
              data-testid="staff-view"
            >
              View
            </Button>
          )}
        />
        <ListPagination of={data} onChange={(page) => update({ page })} />
      </Paper>
      {adding ? <AddStaffModal onClose={() => setAdding(false)} /> : null}
    </>
  );
}
