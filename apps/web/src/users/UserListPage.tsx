import { Button, LoadingOverlay, Paper } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useMe } from '../auth/session';
import { trpc } from '../shared/trpc';
import { PageTitle } from '../shared/ui/PageTitle';
import { ListPagination } from '../shared/ui/Pagination';
import { useMasterKeys } from '../shared/use-master-keys';
import { UserFilters } from './UserFilters';
import { useUserListFilters } from './list-filters';
import { UserTable } from './UserTable';
import { BackButton } from '../shared/ui/BackButton';

export function UserListPage() {
  const { filters, search, update } = useUserListFilters(15);
  const me = useMe().data;
  const keys = useMasterKeys();

  const list = trpc.users.list.useQuery(
    {
      page: filters.page,
      perPage: filters.perPage,
      // 'all' is the server's default. Sent only when narrowed: see the report on searchKey casing.
      ...(filters.searchKey !== 'all' ? { searchKey: filters.searchKey } : {}),
      ...(search ? { search } : {}),
      ...(filters.status !== '' ? { status: filters.status === '1' ? 1 : 0 } : {}),
      ...(filters.departmentId ? { departmentId: Number(filters.departmentId) } : {}),
    },
    { placeholderData: keepPreviousData, meta: { place: 'USER LIST' } },
  );

  const data = list.data;
  return (
    <>
      <PageTitle
        actions={
          <>
            <BackButton />
            <Button component={Link} to="/v/settings/user-create" data-testid="add-user">
              Add User
            </Button>
          </>
        }
      >
        Users
      </PageTitle>
      <Paper withBorder p="md" pos="relative">
        <LoadingOverlay visible={list.isFetching && !list.isPlaceholderData && !data} />
        <UserFilters values={filters} departments={keys.data?.departments ?? []} onChange={update} />
        <UserTable
          items={data?.items ?? []}
          firstNumber={((data?.page ?? 1) - 1) * (data?.perPage ?? filters.perPage) + 1}
          showDbId={!!me?.roles.isSystemAdmin}
          testId="user-table"
          actionTitle="View"
          action={(u) => (
            <Button size="compact-xs" variant="light" component={Link} to={`/v/settings/user-detail/${u.id}`}>
              View
            </Button>
          )}
        />
        <ListPagination of={data} onChange={(page) => update({ page })} />
      </Paper>
    </>
  );
}
