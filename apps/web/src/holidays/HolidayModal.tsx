import { Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { HOLIDAY_KIND_LABELS, HOLIDAY_KINDS, holidayFields, type HolidayFields } from '@crewing/domain/holidays/index';
import { schemaResolver } from '../shared/schema-resolver';
import { trpc } from '../shared/trpc';
import { useCommand } from '../shared/use-command';
import { bindField, DayField } from '../shared/ui/form-fields';
import { FormActions } from '../shared/ui/FormActions';

const FIELDS = ['date', 'name', 'kind'] as const;
const KIND_OPTIONS = HOLIDAY_KINDS.map((k) => ({ value: k, label: HOLIDAY_KIND_LABELS[k] }));

interface Props {
  /** The holiday being edited, or null to add one (its date is then the first of the year shown). */
  holiday: HolidayFields | null;
  year: number;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}

/** Add or edit one holiday: date, name and kind, checked by the shared schema, refusals under the field. */
export function HolidayModal({ holiday, year, onClose, onSaved }: Props) {
  const declare = trpc.holidays.declare.useMutation();
  const change = trpc.holidays.change.useMutation();
  const form = useForm<HolidayFields>({
    defaultValues: holiday ?? { date: '', name: '', kind: 'REGULAR' },
    resolver: schemaResolver(holidayFields),
  });
  const editing = holiday !== null;
  const save = useCommand<HolidayFields, HolidayFields>({
    confirm: editing ? 'update' : 'create',
    place: editing ? 'UPDATE HOLIDAY' : 'ADD HOLIDAY',
    successMessage: editing ? 'Holiday Successfully Updated' : 'Holiday Successfully Added',
    failureMessage: editing ? 'Holiday Failed to Update' : 'Holiday Failed to Add',
    form: { setError: form.setError, fields: FIELDS },
    run: async (v, commandId) => {
      if (holiday) {
        const changes = {
          ...(v.name !== holiday.name ? { name: v.name } : {}),
          ...(v.kind !== holiday.kind ? { kind: v.kind } : {}),
        };
        await change.mutateAsync({ date: holiday.date, changes, commandId });
      } else await declare.mutateAsync({ ...v, commandId });
      await onSaved();
    },
    onSuccess: onClose,
  });
  const field = bindField(form.register, form.formState.errors);
  return (
    <Modal opened onClose={onClose} title={editing ? 'Edit Holiday' : 'Add Holiday'} data-testid="holiday-modal">
      <form onSubmit={(e) => void form.handleSubmit(save.submit)(e)} noValidate>
        <Stack gap="sm">
          <DayField
            control={form.control}
            name="date"
            label="Date"
            withAsterisk
            readOnly={editing}
            defaultDate={`${year}-01-01`}
            clearButtonProps={{ 'aria-label': 'Clear the date' }}
            data-testid="holiday-date"
          />
          <TextInput label="Name" withAsterisk {...field('name')} data-testid="holiday-name" />
          <NativeSelect label="Kind" withAsterisk data={KIND_OPTIONS} {...field('kind')} data-testid="holiday-kind" />
          <FormActions busy={save.busy} onCancel={onClose} submitTestId="holiday-save" />
        </Stack>
      </form>
    </Modal>
  );
}
