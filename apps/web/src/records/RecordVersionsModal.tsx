import { Badge, Modal, Table, Text } from '@mantine/core';
import type { Attachment, RecordFamily } from '@crewing/domain';
import { FileLink, type ViewedFile } from '../shared/ui/FileViewer';
import type { FamilyApi, OwnerInput, RecordItem } from './records-api';
import { showValue } from './record-display';
import { RecordRowActions } from './RecordRowActions';
import { EmptyRow } from '../shared/ui/EmptyRow';

interface Props<O extends OwnerInput> {
  family: RecordFamily;
  api: FamilyApi<O>;
  /** The owner's id as the procedures name it ({ crewId }, { vesselId }). */
  owner: O;
  /** The key id the versions share (a document id) and what it reads as. */
  groupId: number;
  title: string;
  canManage: boolean;
  onOpen: (record: RecordItem, edit: boolean) => void;
  onDelete: (record: RecordItem) => void;
  onViewFile: (file: ViewedFile) => void;
  onClose: () => void;
}

/**
 * Every version of one document (002 §7 crew documents "history"), the current one first: the
 * latest issued. Deleting the current version leaves the latest remaining one current (002 §4).
 */
export function RecordVersionsModal<O extends OwnerInput>({
  family,
  api,
  owner,
  groupId,
  title,
  canManage,
  onOpen,
  onDelete,
  onViewFile,
  onClose,
}: Props<O>) {
  const list = api.list.useQuery(
    { ...owner, versionsOf: groupId, perPage: 100 },
    { meta: { place: 'VERSION HISTORY' } },
  );
  const columns = Object.entries(family.fields).filter(([name, f]) => f.column && name !== family.versionsOf);
  const items = list.data?.items ?? [];
  return (
    <Modal opened onClose={onClose} size="80%" title={<Text fw={700}>{`${title} — Versions`}</Text>}>
      <Table striped withTableBorder data-testid="record-versions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            {columns.map(([name, f]) => (
              <Table.Th key={name}>{f.label}</Table.Th>
            ))}
            <Table.Th>Recorded</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.length === 0 ? (
            <EmptyRow colSpan={columns.length + 3} loading={list.isPending} text="No versions left" />
          ) : null}
          {items.map((r, i) => (
            <Table.Tr key={r.id} data-testid={`record-version-${r.id}`} data-current={i === 0 ? 'true' : 'false'}>
              <Table.Td>
                {i === 0 ? (
                  <Badge color="green" size="sm" style={{ overflow: 'visible' }}>
                    CURRENT
                  </Badge>
                ) : null}
              </Table.Td>
              {columns.map(([name, f]) => (
                <Table.Td key={name}>
                  {f.input === 'files'
                    ? ((r.fields[name] as Attachment[] | undefined) ?? []).map((a) => (
                        <FileLink key={a.fileId} file={a} onOpen={onViewFile} />
                      ))
                    : showValue(f, r.fields[name], r.labels[name], undefined, r.fields)}
                </Table.Td>
              ))}
              <Table.Td>
                <Text size="xs">{r.createdBy}</Text>
              </Table.Td>
              <RecordRowActions
                onView={() => onOpen(r, false)}
                onDelete={canManage ? () => onDelete(r) : undefined}
                testIds={{ delete: 'record-version-delete' }}
              />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
