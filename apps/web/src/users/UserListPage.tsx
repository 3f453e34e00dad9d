import { Button, LoadingOverlay, Paper } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useMe } from '../auth/session';
import { trpc } from '../shared/trpc';
import { PageTitle } from '../shared/ui/PageTitle';
import { Pagination } from '../shared/ui/Pagination';
import { useMasterKeys } from '../shared/use-master-keys';
import { PER_PAGE_OPTIONS, UserFilters, type SearchKey, type UserFilterValues } from './UserFilters';
import { UserTable } from './UserTable';

/** Filters live in the address so Back from a user's page returns to the same list. */
function readFilters(params: URLSearchParams): UserFilterValues & { page: number } {
  const perPage = params.get('perPage') ?? '15';
  const status = params.get('status') ?? '1';
  return {
    page: Math.max(1, Number(params.get('page') ?? 1) || 1),
    perPage: PER_PAGE_OPTIONS.includes(perPage) ? Number(perPage) : 15,
    searchKey: (['all', 'employee_id', 'last_name', 'name'].includes(params.get('searchKey') ?? '') ? params.get('searchKey') : 'all') as SearchKey,
    search: params.get('search') ?? '',
    departmentId: params.get('departmentId') ?? '',
    status: status === '0' || status === '1' ? status : '',
  };
}

export function UserListPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const [search] = useDebouncedValue(filters.search.trim(), 300);
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

  const update = (patch: Partial<UserFilterValues & { page: number }>) => {
    const next = { ...filters, page: 1, ...patch };
    const out = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) if (v !== '' && v !== undefined) out.set(k, String(v));
    // 'All' statuses must survive a reload, so an explicit empty value is kept.
    if (next.status === '') out.set('status', 'all');
    setParams(out, { replace: true });
  };

  const data = list.data;
  return (
    <>
      <PageTitle
        actions={
          <>
            <Button variant="default" onClick={() => navigate(-1)}>
              Back
            </Button>
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
        />
        {data ? <Pagination page={data.page} lastPage={data.lastPage} total={data.total} onChange={(page) => update({ page })} /> : null}
      </Paper>
    </>
  );
}
