import { Modal, Table, Text } from '@mantine/core';
import { formatInZone } from '@crewing/domain';
import { trpc } from '../../shared/trpc';
import { useMasterKeys } from '../../shared/use-master-keys';
import { showValue, specOf, type Side } from '../shared/fields';
import { EmptyRow } from '../../shared/ui/EmptyRow';

interface Props {
  crewChangeId: number;
  side: Side;
  field: string;
  crewName: string;
  onClose: () => void;
}

/** Crew change detail history of one cell: old and new value, who, when (device and IP for system admins). */
export function HistoryModal({ crewChangeId, side, field, crewName, onClose }: Props) {
  const spec = specOf(side, field);
  const keys = useMasterKeys().data;
  const history = trpc.crewChange.history.useQuery(
    { crewChangeId, side, field },
    { meta: { place: 'CREW CHANGE DETAIL HISTORY' } },
  );
  const rows = history.data ?? [];
  const withDevice = rows.some((r) => 'ip' in r);
  const cols = withDevice ? 7 : 4;
  return (
    <Modal
      opened
      onClose={onClose}
      size={withDevice ? 'xl' : 'lg'}
      title={<Text fw={700}>Crew Change Detail History — {spec?.label ?? field}</Text>}
    >
      <Text size="sm" mb="xs">
        {crewName}
      </Text>
      <Table.ScrollContainer minWidth={500}>
        <Table striped withTableBorder data-testid="history-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Old Value</Table.Th>
              <Table.Th>New Value</Table.Th>
              <Table.Th>Updated By</Table.Th>
              <Table.Th>Updated At</Table.Th>
              {withDevice ? (
                <>
                  <Table.Th>Device</Table.Th>
                  <Table.Th>Browser / OS</Table.Th>
                  <Table.Th>IP</Table.Th>
                </>
              ) : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <EmptyRow colSpan={cols} loading={history.isPending} text="No changes recorded" />
            ) : null}
            {rows.map((r, i) => (
              <Table.Tr key={`${r.recordedAt}-${i}`} data-testid="history-row">
                <Table.Td>{showValue(spec, r.oldValue, keys)}</Table.Td>
                <Table.Td>{showValue(spec, r.newValue, keys)}</Table.Td>
                <Table.Td>{r.userName}</Table.Td>
                <Table.Td>{formatInZone(new Date(r.recordedAt))}</Table.Td>
                {withDevice ? (
                  <>
                    <Table.Td>{r.device ?? ''}</Table.Td>
                    <Table.Td>{[r.browser, r.os].filter(Boolean).join(' / ')}</Table.Td>
                    <Table.Td>{r.ip ?? ''}</Table.Td>
                  </>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Modal>
  );
}
