import { useDebouncedValue } from '@mantine/hooks';
import { useSearchParams } from 'react-router-dom';
import { PER_PAGE_OPTIONS, type SearchKey, type UserFilterValues } from './UserFilters';

export type UserListFilters = UserFilterValues & { page: number };

/**
 * The filters of a list of people (Users, Staff DB) live in the address, so a reload or Back from
 * a person's page returns to the same list; status defaults to Active, 'all' survives a reload.
 */
export function readUserFilters(params: URLSearchParams, defaultPerPage: number): UserListFilters {
  const perPage = params.get('perPage') ?? String(defaultPerPage);
  const status = params.get('status') ?? '1';
  const key = params.get('searchKey') ?? '';
  return {
    page: Math.max(1, Number(params.get('page') ?? 1) || 1),
    perPage: PER_PAGE_OPTIONS.includes(perPage) ? Number(perPage) : defaultPerPage,
    searchKey: (['all', 'employee_id', 'last_name', 'name'].includes(key) ? key : 'all') as SearchKey,
    search: params.get('search') ?? '',
    departmentId: params.get('departmentId') ?? '',
    status: status === '0' || status === '1' ? status : '',
  };
}

/** The address's filters, the debounced search text, and an update that goes back to page 1. */
export function useUserListFilters(defaultPerPage: number) {
  const [params, setParams] = useSearchParams();
  const filters = readUserFilters(params, defaultPerPage);
  const [search] = useDebouncedValue(filters.search.trim(), 300);
  const update = (patch: Partial<UserListFilters>) => {
    const next = { ...filters, page: 1, ...patch };
    const out = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) if (v !== '' && v !== undefined) out.set(k, String(v));
    // 'All' statuses must survive a reload, so an explicit empty value is kept.
    if (next.status === '') out.set('status', 'all');
    setParams(out, { replace: true });
  };
  return { filters, search, update };
}
