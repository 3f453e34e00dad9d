import { Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState, type CSSProperties, type ReactNode } from 'react';
import dayjs from 'dayjs';
import { todayIn, type Attachment, type FieldSpec } from '@crewing/domain';
import { FieldHistoryTable } from '../audit/FieldHistoryTable';
import { hasPermission, useMe } from '../auth/session';
import { commandAlerts, useCommand } from '../shared/use-command';
import { usePagedSearch } from '../shared/use-paged-search';
import { ListTable } from '../shared/ui/ListTable';
import { SearchInput } from '../shared/ui/SearchInput';
import { FileLink, FileViewer, type ViewedFile } from '../shared/ui/FileViewer';
import { RecordVersionsModal } from './RecordVersionsModal';
import type { OwnerInput, RecordItem, RecordsApi } from './records-api';
import { DERIVED_LABELS, historyLabel, showValue } from './record-display';
import { RecordModal } from './RecordModal';
import { useRecordDialog } from './use-record-dialog';
import { RecordRowActions } from './RecordRowActions';
import { ownerWrites } from './record-writes';
import { RowButton } from '../shared/ui/RowButton';

/** An expiry date past today reads red, one within 90 days amber (001 §2.5, issue 9 expiry alerts). */
export function expiryStyle(f: FieldSpec, value: unknown, today: string): CSSProperties | undefined {
  if (!f.expiry || typeof value !== 'string') return undefined;
  if (value < today) return { color: 'var(--mantine-color-red-7)', fontWeight: 700 };
  return dayjs(value).diff(today, 'day') <= 90
    ? { color: 'var(--mantine-color-orange-8)', fontWeight: 700 }
    : undefined;
}

/** 002 §9 default pagination perPage 15. */
const PER_PAGE = 15;

/**
 * The record pattern's screen, the same for every family of every owner (the crew 201 file, a
 * vessel's tabs): a searchable, paged list of the family's records, Add / View / Edit / Delete with
 * the 002 §5 confirmations, the versions of a versioned family, files opened in the viewer, expiry
 * dates coloured, and the family's edit history below when the owner keeps one. The family's
 * declaration is all it knows of the family; `records` is all it knows of the owner.
 */
export function RecordFamilyPage<K extends string, O extends OwnerInput>(props: {
  records: RecordsApi<K, O>;
  familyKey: NoInfer<K>;
  ownerId: number;
  /** A column another area adds to the list (the MARINA check of a certificate, issue 31 §3). */
  extraColumn?: { label: string; render: (r: RecordItem) => ReactNode };
}) {
  const { records, familyKey, ownerId, extraColumn } = props;
  const family = records.families[familyKey];
  const me = useMe().data;
  const canManage = hasPermission(me, family.permissions.manage);
  const canAdd = hasPermission(me, family.permissions.add ?? family.permissions.manage);
  // A family may give deleting to others than those who add and edit (a staff contact: DSS, 000 §6).
  const canRemove = hasPermission(me, family.permissions.remove ?? family.permissions.manage);
  const { page, setPage, typed, type, search } = usePagedSearch();
  const dialog = useRecordDialog(family, canManage);
  const [viewing, setViewing] = useState<ViewedFile | null>(null);
  const [versions, setVersions] = useState<{ groupId: number; title: string } | null>(null);
  const group = family.versionsOf;
  const api = records.family(familyKey);
  const owner = records.input(ownerId);
  const list = api.list.useQuery(
    { ...owner, page, perPage: PER_PAGE, ...(search ? { search } : {}) },
    { placeholderData: keepPreviousData, meta: { place: family.title.toUpperCase() } },
  );
  const history = records.useHistory?.(family, ownerId);
  const options = records.useOptions(family, ownerId);
  const refresh = records.useRefresh(ownerId);
  const add = api.add.useMutation();
  const update = api.update.useMutation();
  const remove = api.remove.useMutation();
  const del = useCommand<RecordItem>({
    ...commandAlerts('Delete', family.singular),
    run: async (r, commandId) => (await remove.mutateAsync({ ...owner, recordId: r.id, commandId }), await refresh()),
  });
  const columns = Object.entries(family.fields).filter(([, f]) => f.column);
  const today = todayIn(new Date());
  const items = list.data?.items ?? [];
  const derived = [...new Set(items.flatMap((r) => Object.keys(r.derived)))];
  const single = family.single === true && (list.data?.total ?? 0) > 0;
  return (
    <Stack gap="md" data-testid={`records-${family.name}`}>
      <Paper withBorder p="md">
        <Group justify="space-between" mb="sm">
          <Text fw={700}>{family.title}</Text>
          <Group gap="xs">
            {family.single ? null : <SearchInput value={typed} onChange={type} />}
            {canAdd && !single ? (
              <Button size="xs" onClick={dialog.add} data-testid="record-add">
                Add {family.singular}
              </Button>
            ) : null}
          </Group>
        </Group>
        <ListTable
          head={[
            '#',
            ...columns.map(([, f]) => f.label),
            ...derived.map((d) => DERIVED_LABELS[d] ?? d),
            ...(group ? ['Versions'] : []),
            ...(extraColumn ? [extraColumn.label] : []),
            'Actions',
          ]}
          minWidth={700}
          count={items.length}
          loading={list.isPending}
          emptyText="No records found"
          testId="record-list"
          of={family.single ? undefined : list.data}
          onPage={setPage}
        >
          {items.map((r, i) => (
            <Table.Tr key={r.id} data-testid={`record-row-${r.id}`}>
              <Table.Td>{(page - 1) * PER_PAGE + i + 1}</Table.Td>
              {columns.map(([name, f]) => (
                <Table.Td
                  key={name}
                  style={f.input === 'textarea' ? { maxWidth: 320 } : expiryStyle(f, r.fields[name], today)}
                >
                  {f.input === 'files'
                    ? ((r.fields[name] as Attachment[] | undefined) ?? []).map((a) => (
                        <FileLink key={a.fileId} file={a} onOpen={setViewing} />
                      ))
                    : showValue(f, r.fields[name], r.labels[name], undefined, r.fields)}
                </Table.Td>
              ))}
              {derived.map((d) => (
                <Table.Td key={d}>{r.derived[d] ?? 0}</Table.Td>
              ))}
              {group ? (
                <Table.Td>
                  <RowButton
                    variant="light"
                    data-testid="record-row-versions"
                    onClick={() =>
                      setVersions({ groupId: r.fields[group] as number, title: r.labels[group] ?? family.singular })
                    }
                  >
                    History ({r.versions})
                  </RowButton>
                </Table.Td>
              ) : null}
              {extraColumn ? <Table.Td>{extraColumn.render(r)}</Table.Td> : null}
              <RecordRowActions
                {...dialog.row(r)}
                onDelete={canRemove ? () => void del.submit(r) : undefined}
                deleting={del.pending?.id === r.id}
                testIds={{ edit: 'record-row-edit', delete: 'record-row-delete' }}
              />
            </Table.Tr>
          ))}
        </ListTable>
      </Paper>
      {history ? (
        <FieldHistoryTable
          rows={history.data ?? []}
          loading={history.isPending}
          label={(key) => historyLabel(family, key)}
          show={(key, value) => {
            const name = key.slice(key.indexOf('.') + 1);
            return showValue(family.fields[name], value, undefined, options(name));
          }}
          testId={`records-${family.name}-history`}
        />
      ) : null}
      {viewing ? <FileViewer file={viewing} onClose={() => setViewing(null)} /> : null}
      {versions && group ? (
        <RecordVersionsModal
          family={family}
          api={api}
          owner={owner}
          groupId={versions.groupId}
          title={versions.title}
          canManage={canManage}
          onOpen={(record, edit) => dialog.setOpen({ record, edit })}
          onDelete={(record) => void del.submit(record)}
          onViewFile={setViewing}
          onClose={() => setVersions(null)}
        />
      ) : null}
      {dialog.open ? (
        <RecordModal
          key={dialog.modalKey}
          {...dialog.modal}
          options={options}
          {...ownerWrites(owner, add, update, refresh)}
        />
      ) : null}
    </Stack>
  );
}
