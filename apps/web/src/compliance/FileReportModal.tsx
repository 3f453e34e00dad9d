import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatDate, todayIn } from '@crewing/domain';
import { owmsReportFamily } from '@crewing/domain/compliance/index';
import { schemaResolver } from '../shared/schema-resolver';
import { trpc, type RouterOutputs } from '../shared/trpc';
import { useCommand } from '../shared/use-command';
import { bindField, DayField } from '../shared/ui/form-fields';

export type OwmsRow = RouterOutputs['compliance']['owms']['due']['items'][number];
const filing = z.object({
  filedOn: owmsReportFamily.fields.filedOn!.schema,
  reference: owmsReportFamily.fields.reference!.schema,
});
type Filing = { filedOn: string; reference: string };

/** Mark one OWMS report filed: the date it was filed and the OWMS reference (an event on the crew's stream). */
export function FileReportModal({
  row,
  onClose,
  onSaved,
}: {
  row: OwmsRow;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const add = trpc.compliance.owms.reports.add.useMutation();
  const form = useForm<Filing>({
    defaultValues: { filedOn: todayIn(new Date()), reference: '' },
    resolver: schemaResolver(filing),
  });
  const save = useCommand<Filing, Filing>({
    confirm: 'create',
    place: 'FILE OWMS REPORT',
    successMessage: 'Report Marked Filed',
    failureMessage: 'Report Failed to Mark Filed',
    form: { setError: form.setError, fields: ['filedOn', 'reference'] },
    run: async (v, commandId) => {
      await add.mutateAsync({ crewId: row.crewId, fields: { stintNo: row.stintNo, item: row.item, ...v }, commandId });
      await onSaved();
    },
    onSuccess: onClose,
  });
  const field = bindField(form.register, form.formState.errors);
  return (
    <Modal opened onClose={onClose} title="Mark Filed" data-testid="owms-file-modal">
      <form onSubmit={(e) => void form.handleSubmit(save.submit)(e)} noValidate>
        <Stack gap="sm">
          <Text size="sm">{`${row.crewName} — ${row.label}, due ${formatDate(row.due)}`}</Text>
          <DayField
            control={form.control}
            name="filedOn"
            label="Filed On"
            withAsterisk
            maxDate={new Date()}
            data-testid="owms-filed-on"
          />
          <TextInput label="OWMS Reference" withAsterisk {...field('reference')} data-testid="owms-reference" />
          <Button type="submit" loading={save.busy} data-testid="owms-file-save">
            Mark Filed
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
