import { Button, Group, Select, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { trpc } from '../../shared/trpc';
import { commandAlerts, useCommand } from '../../shared/use-command';
import { EmptyRow } from '../../shared/ui/EmptyRow';
import { useKeyList } from '../../key-lists/use-key-list';
import type { Detail } from './form-state';
import { PartCard } from './PartCard';
import { TableHead } from '../../shared/ui/TableHead';
import { RowButton } from '../../shared/ui/RowButton';

/** Training endorsement (002 §7): add a course from the training courses, cancel an endorsement. */
export function TrainingPart({
  detail,
  readOnly,
  onChanged,
}: {
  detail: Detail;
  readOnly: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const courses = useKeyList().options('training');
  const [courseId, setCourseId] = useState<string | null>(null);
  const [remarks, setRemarks] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = trpc.debriefing.addTraining.useMutation();
  const cancel = trpc.debriefing.cancelTraining.useMutation();
  const addCommand = useCommand<{ courseId: number; remarks: string }>({
    ...commandAlerts('Save', 'Training Endorsement', { place: 'TRAINING ENDORSEMENT', confirm: 'create' }),
    run: async (t, commandId) => (await add.mutateAsync({ id: detail.id, training: t, commandId }), await onChanged()),
    onSuccess: () => (setCourseId(null), setRemarks(''), setError(undefined)),
  });
  const cancelCommand = useCommand<number>({
    confirm: 'update',
    confirmText: 'Cancel this training endorsement?',
    place: 'TRAINING ENDORSEMENT',
    successMessage: 'Training Endorsement Successfully Cancelled',
    failureMessage: 'Training Endorsement Failed to Cancel',
    run: async (endorsementId, commandId) => (
      await cancel.mutateAsync({ id: detail.id, endorsementId, commandId }),
      await onChanged()
    ),
  });
  return (
    <PartCard testId="debriefing-training" title="Training Endorsement">
      <Table withTableBorder>
        <TableHead columns={['Course', 'Remarks', 'Status', 'By', 'Action']} />
        <Table.Tbody>
          {detail.trainings.length === 0 ? <EmptyRow colSpan={5} loading={false} text="No training endorsed" /> : null}
          {detail.trainings.map((t) => (
            <Table.Tr
              key={t.id}
              style={
                t.status === 'CANCELLED'
                  ? { textDecoration: 'line-through', color: 'var(--mantine-color-red-7)' }
                  : undefined
              }
            >
              <Table.Td>{t.courseName}</Table.Td>
              <Table.Td>{t.remarks}</Table.Td>
              <Table.Td>{t.status}</Table.Td>
              <Table.Td>{t.by}</Table.Td>
              <Table.Td>
                {!readOnly && t.status === 'ENDORSED' ? (
                  <RowButton danger onClick={() => void cancelCommand.submit(t.id)}>
                    Cancel
                  </RowButton>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {readOnly ? null : (
        <Group mt="sm" align="flex-end">
          <Select
            label="Course"
            searchable
            data={courses}
            value={courseId}
            onChange={setCourseId}
            error={error}
            w={320}
            data-testid="training-course"
          />
          <TextInput label="Remarks" value={remarks} onChange={(e) => setRemarks(e.currentTarget.value)} w={320} />
          <Button
            loading={addCommand.busy}
            onClick={() =>
              courseId
                ? void addCommand.submit({ courseId: Number(courseId), remarks })
                : setError('This field is required')
            }
            data-testid="training-add"
          >
            Endorse Training
          </Button>
        </Group>
      )}
    </PartCard>
  );
}
