import { Checkbox, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { batchErrors } from '@crewing/domain';
import { trpc } from '../../shared/trpc';
import { commandAlerts, useCommand } from '../../shared/use-command';
import { useMasterKeys } from '../../shared/use-master-keys';
import { FieldInput } from '../edit/FieldInput';
import { formOf, fromForm, type FormValues } from '../edit/form-values';
import type { Access, BoardRow } from '../shared/api-types';
import { BATCH_FIELDS, SPECS, sideRecord, specOf, type Side, type Values } from '../shared/fields';
import { candidates, isEncoded, toggled } from './batch-candidates';
import { BatchCrewTable } from './BatchCrewTable';
import { FormActions } from '../../shared/ui/FormActions';

interface Props {
  side: Side;
  rows: BoardRow[];
  access: Access;
  /** Preselected by a header click. */
  field?: string | undefined;
  onClose: () => void;
}

/** Edit Multiple Embarking Crews / Edit Multiple Disembarking Crews (001 §4 batch edit flow). */
export function BatchEditModal({ side, rows, access, field, onClose }: Props) {
  const keys = useMasterKeys().data;
  const utils = trpc.useUtils();
  const offered = BATCH_FIELDS[side].filter((f) => access.batchWritable[side].includes(f));
  // 001 §5: choosing a hotel in batch mode also sends the hotel remarks.
  const withRemarks =
    side === 'disembarking' &&
    access.batchWritable.disembarking.includes('arrive_inn_id') &&
    access.writable.disembarking.includes('hotel_remarks');
  const [checked, setChecked] = useState<Set<string>>(() => new Set(field && offered.includes(field) ? [field] : []));
  const [picked, setPicked] = useState<Set<number>>(() => new Set());
  const form = useForm<FormValues>({ defaultValues: formOf(SPECS[side], {}) });
  const { errors } = form.formState;

  const crews = useMemo(() => candidates(rows, side), [rows, side]);
  const selectable = useMemo(() => crews.filter((c) => !isEncoded(c, checked)), [crews, checked]);
  const selected = selectable.filter((c) => picked.has(c.crewChangeId)).map((c) => c.crewChangeId);

  const batchEmbarking = trpc.crewChange.batchEmbarking.useMutation();
  const batchDisembarking = trpc.crewChange.batchDisembarking.useMutation();
  const command = useCommand<{ crewChangeIds: number[]; changes: Values }, FormValues>({
    ...commandAlerts('Update', 'Crew Change Details', { place: 'UPDATE' }),
    form: { setError: form.setError, fields: [...offered, 'hotel_remarks'] },
    run: async (input, commandId) => {
      if (side === 'embarking') await batchEmbarking.mutateAsync({ ...input, commandId });
      else await batchDisembarking.mutateAsync({ ...input, commandId });
      await utils.crewChange.board.invalidate();
    },
    onSuccess: onClose,
  });

  const toggleField = (f: string, on: boolean) => {
    setChecked(toggled(checked, f, on));
    if (!on) form.clearErrors(f);
  };

  const submit = form.handleSubmit(async (values) => {
    const changes: Values = {};
    for (const f of checked) changes[f] = fromForm(specOf(side, f)!, values[f]);
    if (withRemarks && checked.has('arrive_inn_id')) {
      const remarks = fromForm(specOf(side, 'hotel_remarks')!, values['hotel_remarks']);
      if (remarks !== null) changes['hotel_remarks'] = remarks;
    }
    // 001 §5 "Check-in is required when a hotel is set", for each chosen crew as the server checks it.
    const chosen = rows.filter((r) => selected.includes(r.crewChangeId));
    const problems = chosen.reduce(
      (all, r) => ({ ...batchErrors(side, changes, sideRecord(r, side)?.values ?? {}), ...all }),
      batchErrors(side, changes),
    );
    for (const [f, messages] of Object.entries(problems))
      form.setError(f, { type: 'validate', message: messages[0] ?? '' });
    if (Object.keys(problems).length > 0) return;
    await command.submit({ crewChangeIds: selected, changes });
  });

  const fieldRow = (f: string) => (
    <Group key={f} gap="xs" align="flex-start" wrap="nowrap">
      <Checkbox
        mt={30}
        checked={checked.has(f)}
        onChange={(e) => toggleField(f, e.currentTarget.checked)}
        aria-label={`Edit ${specOf(side, f)?.label ?? f}`}
        data-testid={`batch-check-${f}`}
      />
      <div style={{ flex: 1 }}>
        <FieldInput
          spec={specOf(side, f)!}
          control={form.control}
          keys={keys}
          disabled={!checked.has(f)}
          error={errors[f]?.message}
          testPrefix="batch-input-"
        />
      </div>
    </Group>
  );

  return (
    <Modal
      opened
      onClose={onClose}
      size="90%"
      title={
        <Text fw={700}>
          {side === 'embarking' ? 'Edit Multiple Embarking Crews' : 'Edit Multiple Disembarking Crews'}
        </Text>
      }
    >
      <form onSubmit={(e) => void submit(e)} noValidate data-testid={`batch-${side}-form`}>
        <Stack gap="sm">
          {offered.length === 0 ? <Text c="dimmed">You have no fields to edit on this side.</Text> : null}
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            {offered.map(fieldRow)}
            {withRemarks ? (
              <FieldInput
                spec={specOf(side, 'hotel_remarks')!}
                control={form.control}
                keys={keys}
                disabled={!checked.has('arrive_inn_id')}
                error={errors['hotel_remarks']?.message}
                testPrefix="batch-input-"
              />
            ) : null}
          </SimpleGrid>
          <BatchCrewTable
            side={side}
            crews={crews}
            fields={[...checked]}
            picked={picked}
            onPick={setPicked}
            keys={keys}
          />
          <FormActions
            busy={command.busy}
            onCancel={onClose}
            waitsForSave
            submitLabel="Update"
            submitDisabled={checked.size === 0 || selected.length === 0}
            left={<Text size="sm">{selected.length} crew selected</Text>}
            submitTestId="batch-submit"
          />
        </Stack>
      </form>
    </Modal>
  );
}
