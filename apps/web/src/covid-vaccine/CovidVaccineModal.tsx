import { Modal, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { covidVaccineFamily as family, doseOptions } from '@crewing/domain';
import { RecordField } from '../records/RecordField';
import { RecordModalActions } from '../records/RecordModalActions';
import { addPayload, changesPayload, toForm, type FormValues } from '../records/record-values';
import type { Option } from '../records/use-key-options';
import { useCommand } from '../shared/use-command';

interface Props {
  /** null: a new dose. */
  record: { id: number; version: number; fields: Record<string, unknown> } | null;
  /** The doses the crew's other records hold: disabled in the selection (000 §5). */
  taken: ReadonlySet<number>;
  recordCount: number;
  canEdit: boolean;
  options: (name: string) => Option[];
  save: (payload: Record<string, unknown>, commandId: string) => Promise<unknown>;
  onClose: () => void;
}

const REQUIRED = 'This field is required';

/**
 * View Covid Vaccine Record (000 §2, §4, §5): read-only first; Edit becomes Update, Cancel reverts.
 * Brand and inoculate date are required; a dose another record holds is disabled, the record's own
 * stays selectable; options run 1 to the count of records plus 20; the file is a PDF.
 */
export function CovidVaccineModal({ record, taken, recordCount, canEdit, options, save, onClose }: Props) {
  const [editing, setEditing] = useState(record === null);
  const initial = useMemo(() => toForm(family, record?.fields ?? {}), [record]);
  const { control, handleSubmit, setError, reset, formState } = useForm<FormValues>({ defaultValues: initial });
  const command = useCommand<Record<string, unknown>, FormValues>({
    confirm: record ? 'update' : 'create',
    place: record ? 'UPDATE COVID VACCINE' : 'CREATE COVID VACCINE',
    successMessage: record ? 'Covid Vaccine Successfully Updated' : 'Covid Vaccine Successfully Saved',
    failureMessage: record ? 'Covid Vaccine Failed to Update' : 'Covid Vaccine Failed to Save',
    form: { setError, fields: Object.keys(family.fields) },
    run: save,
    onSuccess: onClose,
  });
  const submit = handleSubmit(async (values) => {
    let bad = false;
    for (const name of ['vaccineBrandId', 'inoculateDate', 'doseNo']) {
      if (values[name]) continue;
      setError(name, { message: REQUIRED });
      bad = true;
    }
    if (bad) return;
    const payload = record ? changesPayload(family, initial, values) : addPayload(family, values);
    if (record && Object.keys(payload).length === 0) return setEditing(false);
    await command.submit(payload);
  });
  const errors = formState.errors as Record<string, { message?: string } | undefined>;
  const doses = doseOptions(recordCount).map((n) => ({ value: String(n), label: String(n), disabled: taken.has(n) }));
  const field = (name: 'vaccineBrandId' | 'inoculateDate' | 'countryId' | 'file') => (
    <Controller
      control={control}
      name={name}
      render={({ field: f }) => (
        <RecordField name={name} spec={family.fields[name]!} value={f.value ?? null} onChange={f.onChange} readOnly={!editing} error={errors[name]?.message} options={options(name)} />
      )}
    />
  );
  return (
    <Modal opened onClose={onClose} size="lg" title={<Text fw={700}>{record ? 'View Covid Vaccine Record' : 'Add Covid Vaccine Record'}</Text>}>
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="covid-vaccine-form">
        <Stack gap="md">
          <SimpleGrid cols={2}>
            {field('vaccineBrandId')}
            {field('inoculateDate')}
            <Controller
              control={control}
              name="doseNo"
              render={({ field: f }) => (
                <Select
                  label="Dose Number"
                  withAsterisk={editing}
                  readOnly={!editing}
                  variant={editing ? 'default' : 'filled'}
                  data={doses}
                  value={typeof f.value === 'string' && f.value ? f.value : null}
                  onChange={(v) => f.onChange(v ?? '')}
                  error={errors.doseNo?.message}
                  data-testid="record-doseNo"
                />
              )}
            />
            {field('countryId')}
          </SimpleGrid>
          {field('file')}
          <RecordModalActions
            isNew={record === null}
            editing={editing}
            canEdit={canEdit}
            busy={command.busy}
            onCancel={() => (reset(initial), setEditing(false))}
            onClose={onClose}
            onEdit={() => setEditing(true)}
          />
        </Stack>
      </form>
    </Modal>
  );
}
