import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Table,
  Text,
} from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MASTER_SETTINGS, type MasterSettingKey } from '@crewing/domain';
import { hasPermission, useMe } from '../auth/session';
import { trpc } from '../shared/trpc';
import { commandAlerts, useCommand } from '../shared/use-command';
import { usePagedSearch } from '../shared/use-paged-search';
import { ListTable } from '../shared/ui/ListTable';
import { SearchInput } from '../shared/ui/SearchInput';
import { PageTitle } from '../shared/ui/PageTitle';
import { RecordModal, type OpenRecord } from '../records/RecordModal';
import { useRecordDialog } from '../records/use-record-dialog';
import { RecordRowActions } from '../records/RecordRowActions';
import { showValue } from '../records/record-display';
import { useKeyList } from '../key-lists/use-key-list';
import { treeRows } from './tree-rows';
import { settingUpdate } from './setting-writes';

/** 002 §9 default pagination perPage 15. */
const PER_PAGE = 15;
/**
 * Lists drawn as a tree (002 §7 the category tree): the whole list on one page (tens of entries;
 * the server's most), each entry indented under its parent, a branch collapsible.
 */
const TREES: Partial<Record<MasterSettingKey, { parent: string; perPage: number }>> = {
  category: { parent: 'parentId', perPage: 100 },
};
/** Lists whose entries open a page of their own (002 §2 document/{id}, life-boat/{id}, rank/{id}). */
const DETAIL: Partial<Record<MasterSettingKey, (id: number) => string>> = {
  document: (id) => `/v/settings/document/${id}`,
  lifeBoat: (id) => `/v/settings/life-boat/${id}`,
  // 002 §2: rank/{id} opens its document matrix; the salary matrix is the next tab.
  rank: (id) => `/v/settings/rank/${id}/document-matrix`,
};

type Item = OpenRecord & { active: boolean; labels: Record<string, string> };

/**
 * One /v/settings list (issue 10), the same screen for every master list: search, status filter,
 * paging, Add / View / Edit from the list's declared fields (MASTER_SETTINGS), the 002 §4
 * active/inactive toggle and the 002 §7 delete where the legacy had them, each confirmed (002 §5).
 */
export function SettingsPage({ settingKey }: { settingKey: MasterSettingKey }) {
  const setting = MASTER_SETTINGS[settingKey];
  const { family } = setting;
  const canManage = hasPermission(useMe().data, 'master-data.manage');
  const { page, setPage, typed, type, search } = usePagedSearch();
  const [status, setStatus] = useState<'all' | 'active' | 'inactive'>('all');
  const dialog = useRecordDialog<Item>(family, canManage);
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const tree = TREES[settingKey];
  const perPage = tree?.perPage ?? PER_PAGE;
  const input = { setting: settingKey, page, perPage, status, ...(search ? { search } : {}) };
  const list = trpc.masterData.settings.list.useQuery(input, {
    placeholderData: keepPreviousData,
    meta: { place: family.title.toUpperCase() },
  });
  const options = useKeyList().options;
  const utils = trpc.useUtils();
  const refresh = () => Promise.all([utils.masterData.settings.invalidate(), utils.masterData.keys.invalidate()]);
  const create = trpc.masterData.settings.create.useMutation();
  const update = trpc.masterData.settings.update.useMutation();
  const toggle = trpc.masterData.settings.setStatus.useMutation();
  const remove = trpc.masterData.settings.remove.useMutation();
  const title = family.singular;
  const del = useCommand<Item>({
    ...commandAlerts('Delete', title),
    run: async (r, commandId) => (
      await remove.mutateAsync({ setting: settingKey, id: r.id, commandId }),
      await refresh()
    ),
  });
  const flip = useCommand<Item>({
    ...commandAlerts('Update', `${title} Status`),
    run: async (r, commandId) => (
      await toggle.mutateAsync({ setting: settingKey, id: r.id, active: !r.active, commandId }),
      await refresh()
    ),
  });
  // A tree shows the parent by indenting under it, not in a column.
  const columns = Object.entries(family.fields).filter(([name, f]) => f.column && name !== tree?.parent);
  const items = (list.data?.items ?? []) as Item[];
  const rows = tree
    ? treeRows(items, (r) => r.fields[tree.parent], collapsed)
    : items.map((item) => ({ item, depth: 0, children: 0 }));
  const fold = (id: number) =>
    setCollapsed((c) => (c.has(id) ? new Set([...c].filter((x) => x !== id)) : new Set([...c, id])));
  const detail = DETAIL[settingKey];
  return (
    <Stack gap="md" data-testid={`settings-${setting.kind}`}>
      <PageTitle
        actions={
          canManage ? (
            <Button size="xs" onClick={dialog.add} data-testid="settings-add">
              Add {title}
            </Button>
          ) : null
        }
      >
        {family.title}
      </PageTitle>
      <Paper withBorder p="md">
        <Group mb="sm" gap="sm">
          <SearchInput value={typed} onChange={type} testId="settings-search" />
          {setting.toggle ? (
            <SegmentedControl
              size="xs"
              value={status}
              onChange={(v) => (setStatus(v as typeof status), setPage(1))}
              data={['all', 'active', 'inactive'].map((v) => ({ value: v, label: v.toUpperCase() }))}
            />
          ) : null}
        </Group>
        <ListTable
          head={['#', ...columns.map(([, f]) => f.label), ...(setting.toggle ? ['Status'] : []), 'Actions']}
          minWidth={600}
          paged={list}
          emptyText="No records found"
          colSpan={columns.length + 3}
          testId="settings-list"
          onPage={setPage}
        >
          {rows.map(({ item: r, depth, children }, i) => (
            <Table.Tr key={r.id} data-testid={`settings-row-${r.id}`} data-depth={tree ? depth : undefined}>
              <Table.Td>{(page - 1) * perPage + i + 1}</Table.Td>
              {columns.map(([name, f], c) => (
                <Table.Td key={name}>
                  {c === 0 && tree ? (
                    <Group gap={4} wrap="nowrap" style={{ paddingLeft: depth * 24 }}>
                      {children > 0 ? (
                        <ActionIcon
                          size="xs"
                          variant="subtle"
                          onClick={() => fold(r.id)}
                          aria-label={
                            collapsed.has(r.id)
                              ? `Expand ${String(r.fields[name])}`
                              : `Collapse ${String(r.fields[name])}`
                          }
                          aria-expanded={!collapsed.has(r.id)}
                          data-testid="settings-tree-toggle"
                        >
                          {collapsed.has(r.id) ? '▸' : '▾'}
                        </ActionIcon>
                      ) : (
                        <Box w={22} c="dimmed" ta="center">
                          {depth > 0 ? '└' : ''}
                        </Box>
                      )}
                      <Text size="sm" fw={depth === 0 ? 600 : 400}>
                        {showValue(f, r.fields[name], r.labels[name])}
                      </Text>
                      {children > 0 && collapsed.has(r.id) ? (
                        <Text size="xs" c="dimmed">
                          ({children})
                        </Text>
                      ) : null}
                    </Group>
                  ) : c === 0 && detail ? (
                    <Anchor component={Link} to={detail(r.id)} size="sm">
                      {showValue(f, r.fields[name], r.labels[name])}
                    </Anchor>
                  ) : (
                    showValue(f, r.fields[name], r.labels[name])
                  )}
                </Table.Td>
              ))}
              {setting.toggle ? (
                <Table.Td>
                  {canManage ? (
                    <Switch
                      size="xs"
                      checked={r.active}
                      onChange={() => void flip.submit(r)}
                      label={r.active ? 'ACTIVE' : 'INACTIVE'}
                      data-testid="settings-toggle"
                    />
                  ) : (
                    <Badge color={r.active ? 'green' : 'gray'}>{r.active ? 'ACTIVE' : 'INACTIVE'}</Badge>
                  )}
                </Table.Td>
              ) : null}
              <RecordRowActions
                {...dialog.row(r)}
                onDelete={canManage && setting.deletable ? () => void del.submit(r) : undefined}
                deleting={del.pending?.id === r.id}
                testIds={{ edit: 'settings-edit', delete: 'settings-delete' }}
              />
            </Table.Tr>
          ))}
        </ListTable>
      </Paper>
      {dialog.open ? (
        <RecordModal
          key={dialog.modalKey}
          {...dialog.modal}
          options={(name) => {
            const f = family.fields[name];
            return f?.input === 'key' ? options(f.keys!) : [];
          }}
          add={async (fields, commandId) => (
            await create.mutateAsync({ setting: settingKey, fields, commandId }),
            await refresh()
          )}
          update={settingUpdate(settingKey, update, refresh)}
        />
      ) : null}
    </Stack>
  );
}
