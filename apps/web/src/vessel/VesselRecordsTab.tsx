import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { VESSEL_RECORD_FAMILIES, type Attachment, type VesselRecordFamilyKey } from '@crewing/domain';
import { hasPermission, useMe } from '../auth/session';
import { trpc, type RouterOutputs } from '../shared/trpc';
import { useCommand } from '../shared/use-command';
import { Pagination } from '../shared/ui/Pagination';
import { RecordModal } from '../crew/records/RecordModal';
import { showValue } from '../crew/records/record-display';
import { useMasterOptions } from '../master-data/use-master-options';

const PER_PAGE = 15;
type Page = RouterOutputs['vessel']['records']['document']['list'];
type Item = Page['items'][number];
type Fields = Record<string, unknown>;
interface Api {
  list: { useQuery: (i: { vesselId: number; page?: number; perPage?: number; search?: string; versionsOf?: number }, o?: object) => { data?: Page; isPending: boolean } };
  add: { useMutation: () => { mutateAsync: (i: { vesselId: number; fields: Fields; commandId?: string }) => Promise<unknown> } };
  update: { useMutation: () => { mutateAsync: (i: { vesselId: number; recordId: number; baseVersion?: number; changes: Fields; commandId?: string }) => Promise<unknown> } };
  remove: { useMutation: () => { mutateAsync: (i: { vesselId: number; recordId: number; commandId?: string }) => Promise<unknown> } };
}

/**
 * One vessel record family's tab (002 §3 vessel records) on the record pattern: searchable paged
 * list drawn from the family's fields, Add / View / Edit / Delete confirmed (002 §5). A versioned
 * family (documents) lists the current version with its count; "Versions" lists them all.
 */
export function VesselRecordsTab({ familyKey, vesselId }: { familyKey: VesselRecordFamilyKey; vesselId: number }) {
  const family = VESSEL_RECORD_FAMILIES[familyKey];
  const api = (trpc.vessel.records as unknown as Record<VesselRecordFamilyKey, Api>)[familyKey];
  const canManage = hasPermission(useMe().data, family.permissions.manage);
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [versionsOf, setVersionsOf] = useState<number | null>(null);
  const [search] = useDebouncedValue(typed.trim(), 300);
  const [open, setOpen] = useState<{ record: Item | null; edit: boolean } | null>(null);
  const list = api.list.useQuery(
    { vesselId, page, perPage: PER_PAGE, ...(search ? { search } : {}), ...(versionsOf ? { versionsOf } : {}) },
    { placeholderData: keepPreviousData, meta: { place: family.title.toUpperCase() } },
  );
  const options = useMasterOptions();
  const utils = trpc.useUtils();
  const refresh = () => utils.vessel.records.invalidate();
  const add = api.add.useMutation();
  const update = api.update.useMutation();
  const remove = api.remove.useMutation();
  const del = useCommand<Item>({
    confirm: 'delete',
    place: `DELETE ${family.singular.toUpperCase()}`,
    successMessage: `${family.singular} Successfully Deleted`,
    failureMessage: `${family.singular} Failed to Delete`,
    run: async (r, commandId) => (await remove.mutateAsync({ vesselId, recordId: r.id, commandId }), await refresh()),
  });
  const columns = Object.entries(family.fields).filter(([, f]) => f.column);
  const items = list.data?.items ?? [];
  const versioned = Boolean(family.versionsOf);
  const single = family.single === true && (list.data?.total ?? 0) > 0;
  return (
    <Paper withBorder p="md" data-testid={`vessel-records-${family.name}`}>
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <Text fw={700}>{family.title}</Text>
          {versionsOf ? (
            <Button size="compact-xs" variant="light" onClick={() => setVersionsOf(null)}>
              Back to current versions
            </Button>
          ) : null}
        </Group>
        <Group gap="xs">
          {family.single ? null : <TextInput size="xs" placeholder="Search" value={typed} onChange={(e) => (setTyped(e.currentTarget.value), setPage(1))} aria-label="Search" />}
          {canManage && !single ? (
            <Button size="xs" onClick={() => setOpen({ record: null, edit: true })} data-testid="record-add">
              Add {family.singular}
            </Button>
          ) : null}
        </Group>
      </Group>
      <Table.ScrollContainer minWidth={700}>
        <Table striped withTableBorder data-testid="record-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              {columns.map(([name, f]) => (
                <Table.Th key={name}>{f.label}</Table.Th>
              ))}
              {versioned ? <Table.Th>Versions</Table.Th> : null}
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length + 3}>
                  <Text c="dimmed" ta="center">{list.isPending ? 'Loading…' : 'No records found'}</Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
            {items.map((r, i) => (
              <Table.Tr key={r.id} data-testid={`record-row-${r.id}`}>
                <Table.Td>{(page - 1) * PER_PAGE + i + 1}</Table.Td>
                {columns.map(([name, f]) => (
                  <Table.Td key={name}>
                    {f.input === 'files'
                      ? ((r.fields[name] as Attachment[] | undefined) ?? []).map((a) => (
                          <Anchor key={a.fileId} size="sm" href={`/files/${a.fileId}`} target="_blank" rel="noopener" mr="xs">
                            {a.fileName}
                          </Anchor>
                        ))
                      : showValue(f, r.fields[name], r.labels[name])}
                  </Table.Td>
                ))}
                {versioned ? (
                  <Table.Td>
                    {versionsOf ? (
                      <Badge size="sm" variant="light">{i === 0 && page === 1 ? 'CURRENT' : 'OLDER'}</Badge>
                    ) : (
                      <Anchor size="sm" onClick={() => (setVersionsOf(r.fields[family.versionsOf!] as number), setPage(1))}>
                        {r.versions}
                      </Anchor>
                    )}
                  </Table.Td>
                ) : null}
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Button size="compact-xs" variant="subtle" onClick={() => setOpen({ record: r, edit: false })}>
                    View
                  </Button>
                  {canManage ? (
                    <>
                      <Button size="compact-xs" variant="subtle" onClick={() => setOpen({ record: r, edit: true })} data-testid="record-row-edit">
                        Edit
                      </Button>
                      <Button size="compact-xs" variant="subtle" color="red" loading={del.busy} onClick={() => void del.submit(r)} data-testid="record-row-delete">
                        Delete
                      </Button>
                    </>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.data && !family.single ? <Pagination page={list.data.page} lastPage={list.data.lastPage} total={list.data.total} onChange={setPage} /> : null}
      {open ? (
        <Stack>
          <RecordModal
            key={`${open.record?.id ?? 'new'}-${open.record?.version ?? 0}`}
            family={family}
            record={open.record}
            startEditing={open.edit}
            canManage={canManage}
            options={(name) => {
              const f = family.fields[name];
              return f?.input === 'key' ? options(f.keys!) : [];
            }}
            onClose={() => setOpen(null)}
            add={async (fields, commandId) => (await add.mutateAsync({ vesselId, fields, commandId }), await refresh())}
            update={async (record, changes, commandId) =>
              (await update.mutateAsync({ vesselId, recordId: record.id, baseVersion: record.version, changes, commandId }), await refresh())
            }
          />
        </Stack>
      ) : null}
    </Paper>
  );
}
