import { Group, Select, TextInput, Tooltip } from '@mantine/core';
import type { MasterKeys } from '../shared/trpc';

export type SearchKey = 'all' | 'employee_id' | 'last_name' | 'name';
export interface UserFilterValues {
  searchKey: SearchKey;
  search: string;
  perPage: number;
  departmentId: string;
  /** '' = All, '1' = Active, '0' = Inactive. */
  status: '' | '0' | '1';
}

const SEARCH_KEYS = [
  { value: 'all', label: 'All' },
  { value: 'employee_id', label: 'Employee ID' },
  { value: 'last_name', label: 'Last Name' },
  { value: 'name', label: 'First Name' },
];
export const PER_PAGE_OPTIONS = ['15', '25', '50', '100'];
const STATUSES = [
  { value: '', label: 'All' },
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];

interface Props {
  values: UserFilterValues;
  departments: MasterKeys['departments'];
  onChange: (patch: Partial<UserFilterValues>) => void;
}

export function UserFilters({ values, departments, onChange }: Props) {
  const deptOptions = [
    { value: '', label: 'All Departments' },
    ...departments.map((d) => ({ value: String(d.id), label: d.code })),
  ];
  const deptName = new Map(departments.map((d) => [String(d.id), d.name]));
  return (
    <Group align="flex-end" gap="sm" mb="sm" wrap="wrap">
      <Select
        label="Search by"
        data={SEARCH_KEYS}
        value={values.searchKey}
        allowDeselect={false}
        onChange={(v) => onChange({ searchKey: (v ?? 'all') as SearchKey })}
        w={150}
        data-testid="user-search-key"
      />
      <TextInput
        label="Search"
        placeholder="Search"
        value={values.search}
        onChange={(e) => onChange({ search: e.currentTarget.value })}
        w={240}
        data-testid="user-search"
      />
      <Select
        label="Records per page"
        data={PER_PAGE_OPTIONS}
        value={String(values.perPage)}
        allowDeselect={false}
        onChange={(v) => onChange({ perPage: Number(v ?? 15) })}
        w={140}
      />
      <Select
        label="Department"
        data={deptOptions}
        value={values.departmentId}
        allowDeselect={false}
        onChange={(v) => onChange({ departmentId: v ?? '' })}
        renderOption={({ option }) =>
          deptName.has(option.value) ? (
            <Tooltip label={deptName.get(option.value)} position="right" withinPortal>
              <span>{option.label}</span>
            </Tooltip>
          ) : (
            option.label
          )
        }
        w={170}
      />
      <Select
        label="Status"
        data={STATUSES}
        value={values.status}
        allowDeselect={false}
        onChange={(v) => onChange({ status: (v ?? '') as UserFilterValues['status'] })}
        w={130}
        data-testid="user-status-filter"
      />
    </Group>
  );
}
