import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { MASTER_SETTINGS, type MasterSettingKey } from '@crewing/domain';
import { hasPermission, useMe } from '../auth/session';
import { trpc } from '../shared/trpc';
import { PageTitle } from '../shared/ui/PageTitle';
import { RecordModal } from '../records/RecordModal';
import { settingUpdate } from './setting-writes';
import { showValue } from '../records/record-display';
import { useKeyList } from '../key-lists/use-key-list';
import { BackButton } from '../shared/ui/BackButton';
import { NotLoaded } from '../shared/ui/NotLoaded';

/** One settings entry's page (002 §2 document/{id}, life-boat/{id}): its fields, Edit, Back, and what the list adds below. */
export function SettingDetailPage({
  settingKey,
  children,
}: {
  settingKey: MasterSettingKey;
  children?: (id: number) => ReactNode;
}) {
  const id = Number(useParams().id);
  const { family, path } = MASTER_SETTINGS[settingKey];
  const canManage = hasPermission(useMe().data, 'master-data.manage');
  const entry = trpc.masterData.settings.get.useQuery(
    { setting: settingKey, id },
    { enabled: id > 0, meta: { place: family.singular.toUpperCase() } },
  );
  const update = trpc.masterData.settings.update.useMutation();
  const utils = trpc.useUtils();
  const options = useKeyList().options;
  const [editing, setEditing] = useState(false);
  if (!entry.data) return <NotLoaded query={entry} notFound={`${family.singular} not found`} />;
  const e = entry.data;
  return (
    <Stack gap="md">
      <PageTitle
        actions={
          <Group gap="xs">
            {canManage ? (
              <Button size="xs" onClick={() => setEditing(true)} data-testid="setting-edit">
                Edit
              </Button>
            ) : null}
            <BackButton to={`/v/settings/${path}`} size="xs" />
          </Group>
        }
      >
        {`${family.singular}: ${String(e.fields.name ?? '')}`}
      </PageTitle>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {Object.entries(family.fields).map(([name, f]) => (
            <Text size="sm" key={name}>
              <Text span c="dimmed" size="sm">
                {f.label}:{' '}
              </Text>
              {showValue(f, e.fields[name], e.labels[name])}
            </Text>
          ))}
          <Badge color={e.active ? 'green' : 'gray'}>{e.active ? 'ACTIVE' : 'INACTIVE'}</Badge>
        </SimpleGrid>
      </Paper>
      {children?.(id)}
      {editing ? (
        <RecordModal
          family={family}
          record={e}
          startEditing
          canManage={canManage}
          options={(name) => (family.fields[name]?.input === 'key' ? options(family.fields[name].keys!) : [])}
          onClose={() => setEditing(false)}
          add={() => Promise.resolve()}
          update={settingUpdate(settingKey, update, () => utils.masterData.settings.invalidate())}
        />
      ) : null}
    </Stack>
  );
}
