import { Button, Group, Paper, Select, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { hasPermission, useMe } from '../auth/session';
import { trpc } from '../shared/trpc';
import { commandAlerts, useCommand } from '../shared/use-command';
import { useMasterKeys } from '../shared/use-master-keys';
import { ListTable } from '../shared/ui/ListTable';
import { RecordRowActions } from '../records/RecordRowActions';

/** life-boat/{id}: the vessels carrying the life boat, added and removed (002 §7 "life boats with vessels add/remove"). */
export function LifeBoatVessels({ id }: { id: number }) {
  const canManage = hasPermission(useMe().data, 'master-data.manage');
  const vessels = trpc.masterData.settings.lifeBoatVessels.useQuery({ id }, { meta: { place: 'LIFE BOAT VESSELS' } });
  const keys = useMasterKeys().data;
  const utils = trpc.useUtils();
  const [pick, setPick] = useState<string | null>(null);
  const addM = trpc.masterData.settings.addLifeBoatVessel.useMutation();
  const removeM = trpc.masterData.settings.removeLifeBoatVessel.useMutation();
  const refresh = () => utils.masterData.settings.lifeBoatVessels.invalidate({ id });
  const add = useCommand<number>({
    ...commandAlerts('Add', 'Vessel', { place: 'ADD LIFE BOAT VESSEL' }),
    run: async (vesselId, commandId) => (
      await addM.mutateAsync({ id, vesselId, commandId }),
      setPick(null),
      await refresh()
    ),
  });
  const remove = useCommand<number>({
    ...commandAlerts('Remove', 'Vessel', { place: 'REMOVE LIFE BOAT VESSEL' }),
    run: async (vesselId, commandId) => (await removeM.mutateAsync({ id, vesselId, commandId }), await refresh()),
  });
  const on = new Set((vessels.data ?? []).map((v) => v.id));
  return (
    <Paper withBorder p="md" data-testid="life-boat-vessels">
      <Group justify="space-between" mb="sm">
        <Text fw={700}>Vessels</Text>
        {canManage ? (
          <Group gap="xs">
            <Select
              size="xs"
              searchable
              placeholder="Choose a vessel"
              value={pick}
              onChange={setPick}
              data={(keys?.vessels ?? [])
                .filter((v) => !on.has(v.id))
                .map((v) => ({ value: String(v.id), label: v.name }))}
            />
            <Button size="xs" disabled={!pick} loading={add.busy} onClick={() => pick && void add.submit(Number(pick))}>
              Add Vessel
            </Button>
          </Group>
        ) : null}
      </Group>
      <ListTable count={(vessels.data ?? []).length} loading={false} emptyText="No vessels">
        {(vessels.data ?? []).map((v) => (
          <Table.Tr key={v.id}>
            <Table.Td>{v.code}</Table.Td>
            <Table.Td>
              <Link to={`/v/vessel/${v.id}/document`}>{v.name}</Link>
            </Table.Td>
            <RecordRowActions
              onDelete={canManage ? () => void remove.submit(v.id) : undefined}
              deleteLabel="Remove"
              w={100}
            />
          </Table.Tr>
        ))}
      </ListTable>
    </Paper>
  );
}
