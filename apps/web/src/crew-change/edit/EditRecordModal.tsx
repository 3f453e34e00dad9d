import { Divider, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useMasterKeys } from '../../shared/use-master-keys';
import type { Access, BoardRow } from '../shared/api-types';
import { activeEmbarking, isConfirmable, specOf, type Side } from '../shared/fields';
import { ConfirmableDate } from './ConfirmableDate';
import { FieldInput } from './FieldInput';
import { useRecordEditor } from './use-record-editor';
import { FormActions } from '../../shared/ui/FormActions';

/** Sections and rows of each editor (001 §2.4, §5). */
const LAYOUT: Record<Side, Array<{ title: string; rows: string[][] }>> = {
  embarking: [
    { title: 'Quarantine Hotel', rows: [['inn_id', 'check_in', 'check_out'], ['transfer_details']] },
    {
      title: 'Travel',
      rows: [
        ['departure_manila', 'embark_date', 'embark_port_id'],
        ['flight_details', 'remarks'],
      ],
    },
    {
      title: 'RT PCR Test',
      rows: [
        ['rapid_date1', 'lab1_id', 'rapid_result1'],
        ['rapid_date2', 'lab2_id', 'rapid_result2'],
      ],
    },
  ],
  disembarking: [
    {
      title: 'Disembarkation',
      rows: [['contract_reason_id', 'disembark_port_id'], ['disembark_date', 'arrive_manila'], ['flight_arrival']],
    },
    { title: 'Quarantine Hotel', rows: [['arrive_inn_id'], ['hotel_remarks', 'transfer_arrival'], ['remarks']] },
  ],
};

interface Props {
  side: Side;
  row: BoardRow;
  access: Access;
  onClose: () => void;
}

/** Edit Embarking Crew Details / Edit Disembarking Crew Details. */
export function EditRecordModal({ side, row, access, onClose }: Props) {
  const keys = useMasterKeys().data;
  const editor = useRecordEditor(side, row, access, onClose);
  const { control, formState } = editor.form;
  const watched = useWatch({
    control,
    name: ['inn_id', 'check_in', 'rapid_date1', 'lab1_id', 'rapid_date2', 'lab2_id'],
  });
  const [innId, checkIn, date1, lab1, date2, lab2] = watched;
  const crewName = side === 'embarking' ? (activeEmbarking(row)?.name ?? '') : (row.offSigner?.name ?? '');

  // 001 §5: check-out waits for a hotel or a check-in; a positive result waits for its lab or date.
  const blocked = (field: string): boolean => {
    if (side !== 'embarking') return false;
    if (field === 'check_out') return !innId && !checkIn;
    if (field === 'rapid_result1') return !lab1 && !date1;
    if (field === 'rapid_result2') return !lab2 && !date2;
    return false;
  };

  const input = (field: string) => {
    const spec = specOf(side, field)!;
    if (isConfirmable(side, field)) {
      return (
        <ConfirmableDate
          key={field}
          spec={spec}
          editor={editor}
          keys={keys}
          canConfirm={access.actions.confirm}
          canUndo={access.actions.undoConfirm}
        />
      );
    }
    const label = field.startsWith('rapid_result') ? ' ' : spec.label;
    return (
      <FieldInput
        key={field}
        spec={spec}
        label={label}
        control={control}
        keys={keys}
        disabled={!editor.writable.has(field) || blocked(field)}
        error={formState.errors[field]?.message}
        warning={formState.errors[field] ? undefined : editor.warnings[field]}
      />
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={
        <Text fw={700}>{side === 'embarking' ? 'Edit Embarking Crew Details' : 'Edit Disembarking Crew Details'}</Text>
      }
    >
      <form onSubmit={(e) => void editor.submit(e)} noValidate data-testid={`edit-${side}-form`}>
        <Stack gap="sm">
          <Text size="sm">
            <b>{row.rankAlias}</b> {crewName} — {row.vesselName}
          </Text>
          {LAYOUT[side].map((section) => (
            <Stack key={section.title} gap="xs">
              <Divider label={section.title} labelPosition="left" />
              {section.rows.map((fields) => (
                <SimpleGrid key={fields.join()} cols={{ base: 1, sm: fields.length }}>
                  {fields.map(input)}
                </SimpleGrid>
              ))}
            </Stack>
          ))}
          <FormActions
            busy={editor.busy}
            onCancel={onClose}
            waitsForSave
            submitLabel="Update"
            submitTestId="edit-submit"
          />
        </Stack>
      </form>
    </Modal>
  );
}
