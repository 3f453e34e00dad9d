import { Button, LoadingOverlay, Paper } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { useState } from 'react';
import { topics } from '@crewing/domain';
import { useTopic } from '../shared/realtime';
import { trpc } from '../shared/trpc';
import { PageTitle } from '../shared/ui/PageTitle';
import { ListPagination } from '../shared/ui/Pagination';
import { useMasterKeys } from '../shared/use-master-keys';
import { hasPermission, useMe } from '../auth/session';
import { CrewFilters, ROW_COUNTS, type CrewFilterValues } from './CrewFilters';
import { CrewTable } from './CrewTable';

const id = (v: string | null) => (v && /^\d{1,9}$/.test(v) ? Number(v) : undefined);

/** Filters live in the address so Back from a crew's 201 file returns to the same list (002 §9 defaults). */
function readFilters(params: URLSearchParams): CrewFilterValues & { page: number } {
  const rowCount = params.get('rowCount') ?? '50';
  const status = params.get('status');
  const onboard = params.get('onboard');
  return {
    page: Math.max(1, Number(params.get('page') ?? 1) || 1),
    rowCount: ROW_COUNTS.includes(rowCount) ? Number(rowCount) : 50,
    search: params.get('search') ?? '',
    rankTypeId: params.get('rankTypeId') ?? '',
    rankId: params.get('rankId') ?? '',
    status: status === '0' || status === 'all' ? status : '1',
    onboard: onboard === 'ONBOARD' || onboard === 'STANDBY' ? onboard : '',
    vesselId: params.get('vesselId') ?? '',
  };
}

export function CrewListPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const [search] = useDebouncedValue(filters.search.trim(), 300);
  const keys = useMasterKeys();
  const canAdd = hasPermission(useMe().data, 'crew.manage');
  /**
   * The crew just added: the list is a read model a moment behind. His topic's push (after his
   * record is folded) refreshes the list through the crew area's live handler; the refetch on
   * join covers a fold that came first. Until his row shows, the list also asks again every 2 s
   * for a minute: a push lost on a reconnecting socket must not leave the new crew missing.
   */
  const added = id(params.get('added'));
  const [addedSince] = useState(() => Date.now());

  const list = trpc.crew.list.useQuery(
    {
      page: filters.page,
      rowCount: filters.rowCount,
      status: filters.status === 'all' ? 'all' : filters.status === '1' ? 1 : 0,
      ...(search ? { search } : {}),
      ...(id(filters.rankId) ? { rankId: id(filters.rankId) } : {}),
      ...(id(filters.rankTypeId) ? { rankTypeId: id(filters.rankTypeId) } : {}),
      ...(filters.onboard ? { onboard: filters.onboard } : {}),
      ...(id(filters.vesselId) ? { vesselId: id(filters.vesselId) } : {}),
      ...(id(params.get('principalId')) ? { principalId: id(params.get('principalId')) } : {}),
    },
    {
      placeholderData: keepPreviousData,
      meta: { place: 'CREW LIST' },
      refetchInterval: (q) =>
        added && !q.state.data?.items.some((c) => c.id === added) && Date.now() - addedSince < 60_000 ? 2000 : false,
    },
  );
  useTopic(added ? topics.crew(added) : null, () => void list.refetch());

  const update = (patch: Partial<CrewFilterValues & { page: number }>) => {
    const next = { ...filters, page: 1, ...patch };
    const out = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) if (v !== '' && v !== undefined) out.set(k, String(v));
    const principal = params.get('principalId');
    if (principal) out.set('principalId', principal);
    setParams(out, { replace: true });
  };

  const data = list.data;
  return (
    <>
      <PageTitle
        actions={
          canAdd ? (
            <Button component={Link} to="/v/masterlist/crew/add" data-testid="add-crew">
              Add Crew
            </Button>
          ) : undefined
        }
      >
        Crew List
      </PageTitle>
      <Paper withBorder p="md" pos="relative">
        <LoadingOverlay visible={list.isFetching && !list.isPlaceholderData && !data} />
        <CrewFilters values={filters} keys={keys.data} onChange={update} />
        <CrewTable
          items={data?.items ?? []}
          firstNumber={((data?.page ?? 1) - 1) * (data?.rowCount ?? filters.rowCount) + 1}
        />
        <ListPagination of={data} onChange={(page) => update({ page })} />
      </Paper>
    </>
  );
}
