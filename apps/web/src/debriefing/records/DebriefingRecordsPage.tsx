import { Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { debriefingRecordFamily as family, formatDate, reviewLabel, type Attachment } from '@crewing/domain';
import { hasPermission, useMe } from '../../auth/session';
import { trpc } from '../../shared/trpc';
import { commandAlerts, useCommand } from '../../shared/use-command';
import { EmptyRow } from '../../shared/ui/EmptyRow';
import { FileLink, FileViewer, type ViewedFile } from '../../shared/ui/FileViewer';
import { ListPagination } from '../../shared/ui/Pagination';
import { RecordModal, type OpenRecord } from '../../records/RecordModal';
import { ownerWrites } from '../../records/record-writes';
import { RecordRowActions } from '../../records/RecordRowActions';
import { RemarksPanel } from './RemarksPanel';
import { TableHead } from '../../shared/ui/TableHead';

const PER_PAGE = 15;
const date = (v: unknown) => (typeof v === 'string' ? formatDate(v) : '');

/**
 * The crew's Debriefing Records (000 §2 DebriefingRecords route, 001 §2.9): #, Date Submitted,
 * Experience, For Review, Availability Date, Availability Remarks, Action. View for everyone, Del
 * for operations and management; Add Debriefing Record only here. The record modal is the record
 * pattern's (read-only first, Edit -> Update -> confirm, Cancel reverts); below it the attachments
 * open in the PDF viewer and the availability remarks are listed with Add and Update.
 */
export function DebriefingRecordsPage({ crewId }: { crewId: number }) {
  const me = useMe().data;
  const canAdd = hasPermission(me, 'debriefing.record.add');
  const canManage = hasPermission(me, 'debriefing.record.manage');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<{ record: OpenRecord | null; edit: boolean } | null>(null);
  const [viewing, setViewing] = useState<ViewedFile | null>(null);
  const utils = trpc.useUtils();
  const list = trpc.debriefing.records.list.useQuery(
    { crewId, page, perPage: PER_PAGE },
    { placeholderData: keepPreviousData, meta: { place: 'DEBRIEFING RECORDS' } },
  );
  const remarks = trpc.debriefing.remarks.byCrew.useQuery({ crewId }, { meta: { place: 'DEBRIEFING REMARKS' } });
  const experiences = trpc.debriefing.records.experiences.useQuery({ crewId }, { meta: { place: 'EXPERIENCES' } });
  const add = trpc.debriefing.records.add.useMutation();
  const update = trpc.debriefing.records.update.useMutation();
  const remove = trpc.debriefing.records.remove.useMutation();
  // After a save the crew is reloaded (000 §7): his availability date follows the latest record.
  const refresh = () =>
    Promise.all([
      utils.debriefing.records.invalidate(),
      utils.debriefing.remarks.byCrew.invalidate({ crewId }),
      utils.crew.get.invalidate({ id: crewId }),
      utils.crew.history.invalidate({ crewId }),
    ]);
  const del = useCommand<{ id: number }>({
    ...commandAlerts('Delete', 'Debriefing Record'),
    run: async (r, commandId) => (await remove.mutateAsync({ crewId, recordId: r.id, commandId }), await refresh()),
  });
  const options = (name: string) =>
    name === 'crewChangeId' ? (experiences.data ?? []).map((e) => ({ value: String(e.id), label: e.label })) : [];
  const items = list.data?.items ?? [];
  const openRecord = open?.record ?? null;
  const openFiles = (openRecord?.fields.attachments as Attachment[] | undefined) ?? [];
  return (
    <Stack gap="md" data-testid="debriefing-records">
      <Paper withBorder p="md">
        <Group justify="space-between" mb="sm">
          <Text fw={700}>Debriefing Records</Text>
          {canAdd ? (
            <Button size="xs" onClick={() => setOpen({ record: null, edit: true })} data-testid="debriefing-record-add">
              Add Debriefing Record
            </Button>
          ) : null}
        </Group>
        <Table striped withTableBorder data-testid="debriefing-record-list">
          <TableHead
            columns={[
              '#',
              'Date Submitted',
              'Experience',
              'For Review',
              'Availability Date',
              'Availability Remarks',
              'Action',
            ]}
          />
          <Table.Tbody>
            {items.length === 0 ? <EmptyRow colSpan={7} loading={list.isPending} text="No records found" /> : null}
            {items.map((r, i) => {
              const mine = (remarks.data ?? []).filter((m) => m.debriefingRecordId === r.id);
              const latest = mine[mine.length - 1];
              return (
                <Table.Tr key={r.id} data-testid={`debriefing-record-row-${r.id}`}>
                  <Table.Td>{(page - 1) * PER_PAGE + i + 1}</Table.Td>
                  <Table.Td>{date(r.fields.dateSubmitted)}</Table.Td>
                  <Table.Td>{r.labels.crewChangeId ?? ''}</Table.Td>
                  <Table.Td>{reviewLabel(r.fields.review)}</Table.Td>
                  <Table.Td>{date(r.fields.availabilityDate)}</Table.Td>
                  <Table.Td style={{ maxWidth: 320 }}>
                    {latest ? latest.remarks : ((r.fields.remarks as string | undefined) ?? '')}
                    {mine.length > 1 ? <Text size="xs" c="dimmed">{`${mine.length} remarks`}</Text> : null}
                  </Table.Td>
                  <RecordRowActions
                    onView={() => setOpen({ record: r, edit: false })}
                    onDelete={canManage ? () => void del.submit(r) : undefined}
                    deleting={del.busy}
                    deleteLabel="Del"
                    testIds={{ view: 'debriefing-record-view', delete: 'debriefing-record-delete' }}
                  />
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        <ListPagination of={list.data} onChange={setPage} />
      </Paper>
      {viewing ? <FileViewer file={viewing} onClose={() => setViewing(null)} /> : null}
      {open ? (
        <RecordModal
          key={`${openRecord?.id ?? 'new'}-${openRecord?.version ?? 0}`}
          family={family}
          record={openRecord}
          startEditing={open.edit}
          canManage={canManage}
          options={options}
          onClose={() => setOpen(null)}
          {...ownerWrites({ crewId }, add, update, refresh)}
        >
          {openRecord ? (
            <>
              <Stack gap={4} mt="md" data-testid="debriefing-record-files">
                <Text fw={700}>Open in the PDF viewer</Text>
                {openFiles.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    No files
                  </Text>
                ) : (
                  openFiles.map((a) => <FileLink key={a.fileId} file={a} onOpen={setViewing} />)
                )}
              </Stack>
              <RemarksPanel
                crewId={crewId}
                recordId={openRecord.id}
                remarks={(remarks.data ?? []).filter((m) => m.debriefingRecordId === openRecord.id)}
                canAdd={canAdd}
                onChanged={refresh}
              />
            </>
          ) : null}
        </RecordModal>
      ) : null}
    </Stack>
  );
}
