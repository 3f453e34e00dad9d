import { Badge, Button, Group, Paper, Select, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { hasPermission, useMe } from '../auth/session';
import { trpc } from '../shared/trpc';
import { useMasterKeys } from '../shared/use-master-keys';

import { PageTitle } from '../shared/ui/PageTitle';

import { idOptions } from '../shared/ui/form-fields';
import { ListTable } from '../shared/ui/ListTable';
import { idSelects } from '../shared/ui/FilterSelect';
import { LinkCell } from '../shared/ui/LinkCell';

const PER_PAGE = 15;

/** 002 §2 masterlist vessel/index: search (name, code, short name), fleet / type / status filters, paging. */
export function VesselListPage() {
  const keys = useMasterKeys().data;
  const canAdd = hasPermission(useMe().data, 'vessel.manage');
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 300);
  const [ids, setIds] = useState<{ fleetId?: number; vesselTypeId?: number }>({});
  const [status, setStatus] = useState<string>('active');
  const [page, setPage] = useState(1);
  const list = trpc.vessel.list.useQuery(
    {
      page,
      perPage: PER_PAGE,
      status: status as 'all' | 'active' | 'inactive',
      ...(search ? { search } : {}),
      ...(ids.fleetId ? { fleetId: ids.fleetId } : {}),
      ...(ids.vesselTypeId ? { vesselTypeId: ids.vesselTypeId } : {}),
    },
    { placeholderData: keepPreviousData, meta: { place: 'VESSEL LIST' } },
  );
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => (set(v), setPage(1));
  const idSelect = idSelects(
    ids,
    reset((patch: typeof ids) => setIds((old) => ({ ...old, ...patch }))),
  );
  const items = list.data?.items ?? [];
  return (
    <>
      <PageTitle
        actions={
          canAdd ? (
            <Button size="xs" component={Link} to="/v/masterlist/vessel/add" data-testid="vessel-add">
              Add Vessel
            </Button>
          ) : null
        }
      >
        Vessel List
      </PageTitle>
      <Paper withBorder p="md">
        <Group mb="sm" gap="sm">
          <TextInput
            size="xs"
            aria-label="Search vessels by name or code"
            placeholder="Search name or code"
            value={typed}
            onChange={(e) => reset(setTyped)(e.currentTarget.value)}
            data-testid="vessel-search"
          />
          {idSelect('fleetId', {
            size: 'xs',
            'aria-label': 'Fleet',
            placeholder: 'All Fleets',
            data: idOptions(keys?.fleets),
          })}
          {idSelect('vesselTypeId', {
            size: 'xs',
            'aria-label': 'Vessel type',
            placeholder: 'All Vessel Types',
            data: idOptions(keys?.vesselTypes),
          })}
          <Select
            size="xs"
            aria-label="Status"
            data={[
              { value: 'active', label: 'Active' },
              { value: 'inactive', label: 'Inactive' },
              { value: 'all', label: 'All' },
            ]}
            value={status}
            onChange={(v) => reset(setStatus)(v ?? 'active')}
          />
        </Group>
        <ListTable
          head={['#', 'Code', 'Vessel', 'Short Name', 'Fleet', 'Vessel Type', 'Flag', 'Principal', 'Status']}
          paged={list}
          emptyText="No vessels found"
          testId="vessel-list"
          onPage={setPage}
        >
          {items.map((v, i) => (
            <Table.Tr key={v.id} data-testid={`vessel-row-${v.id}`}>
              <Table.Td>{(page - 1) * PER_PAGE + i + 1}</Table.Td>
              <Table.Td>{String(v.fields.code ?? '')}</Table.Td>
              <LinkCell to={`/v/vessel/${v.id}/document`} size="sm">
                {String(v.fields.name ?? '')}
              </LinkCell>
              <Table.Td>{String(v.fields.alias2 ?? '—')}</Table.Td>
              <Table.Td>{v.labels.fleetId ?? '—'}</Table.Td>
              <Table.Td>{v.labels.vesselTypeId ?? '—'}</Table.Td>
              <Table.Td>{v.labels.flagId ?? (typeof v.fields.flag === 'string' ? v.fields.flag : '—')}</Table.Td>
              <Table.Td>{v.labels.principalId ?? '—'}</Table.Td>
              <Table.Td>
                <Badge color={v.active ? 'green' : 'gray'} size="sm">
                  {v.active ? 'ACTIVE' : 'INACTIVE'}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      </Paper>
    </>
  );
}
