import { Button, Group, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatInZone } from '@crewing/domain';
import { useMe } from '../../auth/session';
import { trpc, type RouterOutputs } from '../../shared/trpc';
import { commandAlerts, useCommand } from '../../shared/use-command';

import { FormActions } from '../../shared/ui/FormActions';
import { RecordRowActions } from '../../records/RecordRowActions';
import { ListTable } from '../../shared/ui/ListTable';
import { bindField } from '../../shared/ui/form-fields';

export type Remark = RouterOutputs['debriefing']['remarks']['byCrew'][number];

/** Add Availability Remarks and Update Debriefing Remarks (000 §2): a remarks text, required (000 §5). */
function RemarkModal({
  crewId,
  recordId,
  remark,
  onClose,
  onSaved,
}: {
  crewId: number;
  recordId: number;
  remark: Remark | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const add = trpc.debriefing.remarks.add.useMutation();
  const update = trpc.debriefing.remarks.update.useMutation();
  const { register, handleSubmit, setError, formState } = useForm<{ remarks: string }>({
    defaultValues: { remarks: remark?.remarks ?? '' },
  });
  const command = useCommand<string, { remarks: string }>({
    confirm: remark ? 'update' : 'create',
    place: remark ? 'UPDATE DEBRIEFING REMARKS' : 'ADD AVAILABILITY REMARKS',
    successMessage: 'Debriefing Remarks Successfully Saved',
    failureMessage: 'Debriefing Remarks Failed to Save',
    form: { setError, fields: ['remarks'] },
    run: async (remarks, commandId) => {
      if (remark) await update.mutateAsync({ debriefingRecordId: recordId, remarkId: remark.id, remarks, commandId });
      else await add.mutateAsync({ crewId, debriefingRecordId: recordId, remarks, commandId });
      await onSaved();
    },
    onSuccess: onClose,
  });
  const submit = handleSubmit(async (v) => {
    if (!v.remarks.trim()) return setError('remarks', { message: 'This field is required' });
    await command.submit(v.remarks);
  });
  const field = bindField(register, formState.errors);
  return (
    <Modal
      opened
      onClose={onClose}
      title={<Text fw={700}>{remark ? 'Update Debriefing Remarks' : 'Add Availability Remarks'}</Text>}
    >
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="remark-form">
        <Stack>
          <Textarea label="Remarks" rows={5} required {...field('remarks')} data-testid="remark-text" />
          <FormActions
            busy={command.busy}
            onCancel={onClose}
            cancelLabel="Close"
            submitLabel={remark ? 'Update' : 'Save'}
            submitTestId="remark-save"
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** The availability remarks of one debriefing record: Add for whoever debriefs, Update and Delete by the author only (000 §6). */
export function RemarksPanel({
  crewId,
  recordId,
  remarks,
  canAdd,
  onChanged,
}: {
  crewId: number;
  recordId: number;
  remarks: Remark[];
  canAdd: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const me = useMe().data;
  const [open, setOpen] = useState<{ remark: Remark | null } | null>(null);
  const remove = trpc.debriefing.remarks.remove.useMutation();
  const del = useCommand<Remark>({
    ...commandAlerts('Delete', 'Debriefing Remarks'),
    run: async (r, commandId) => (
      await remove.mutateAsync({ debriefingRecordId: recordId, remarkId: r.id, commandId }),
      await onChanged()
    ),
  });
  return (
    <Stack gap="xs" mt="md" data-testid="debriefing-remarks">
      <Group justify="space-between">
        <Text fw={700}>Availability Remarks</Text>
        {canAdd ? (
          <Button size="xs" onClick={() => setOpen({ remark: null })} data-testid="remark-add">
            Add Remarks
          </Button>
        ) : null}
      </Group>
      <ListTable
        head={['Remarks', 'By', 'Date', 'Action']}
        count={remarks.length}
        loading={false}
        emptyText="No remarks"
      >
        {remarks.map((r) => (
          <Table.Tr key={r.id} data-testid="remark-row">
            <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{r.remarks}</Table.Td>
            <Table.Td>{r.remarksBy}</Table.Td>
            <Table.Td>{formatInZone(new Date(r.updatedAt))}</Table.Td>
            <RecordRowActions
              // Only the remark's author updates or deletes it.
              onEdit={me?.id === r.createdById ? () => setOpen({ remark: r }) : undefined}
              onDelete={me?.id === r.createdById ? () => void del.submit(r) : undefined}
              deleting={del.pending?.id === r.id}
              editLabel="Update"
              testIds={{ edit: 'remark-edit', delete: 'remark-delete' }}
            />
          </Table.Tr>
        ))}
      </ListTable>
      {open ? (
        <RemarkModal
          crewId={crewId}
          recordId={recordId}
          remark={open.remark}
          onClose={() => setOpen(null)}
          onSaved={onChanged}
        />
      ) : null}
    </Stack>
  );
}
