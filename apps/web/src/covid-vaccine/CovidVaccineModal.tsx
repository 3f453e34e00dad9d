import { Select } from '@mantine/core';
import { covidVaccineFamily as family, doseOptions } from '@crewing/domain';
import { RecordModal, type OpenRecord } from '../records/RecordModal';
import type { RecordFieldProps } from '../records/RecordField';
import type { Option } from '../key-lists/use-key-list';

interface Props {
  /** null: a new dose. */
  record: OpenRecord | null;
  /** The doses the crew's other records hold: disabled in the selection (000 §5). */
  taken: ReadonlySet<number>;
  recordCount: number;
  canEdit: boolean;
  options: (name: string) => Option[];
  add: (fields: Record<string, unknown>, commandId: string) => Promise<unknown>;
  update: (record: OpenRecord, changes: Record<string, unknown>, commandId: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * View Covid Vaccine Record (000 §2, §4, §5), the record pattern's modal: read-only first; Edit
 * becomes Update, Cancel reverts. Brand, inoculate date and dose are required; a dose another record
 * holds is disabled, the record's own stays selectable; options run 1 to the count of records plus
 * 20; the file is a PDF.
 */
export function CovidVaccineModal({ record, taken, recordCount, canEdit, options, add, update, onClose }: Props) {
  const doses = doseOptions(recordCount).map((n) => ({ value: String(n), label: String(n), disabled: taken.has(n) }));
  const dose = ({ value, onChange, readOnly, error }: RecordFieldProps) => (
    <Select
      label="Dose Number"
      withAsterisk={!readOnly}
      readOnly={readOnly}
      variant={readOnly ? 'filled' : 'default'}
      data={doses}
      value={typeof value === 'string' && value ? value : null}
      onChange={(v) => onChange(v ?? '')}
      error={error}
      data-testid="record-doseNo"
    />
  );
  return (
    <RecordModal
      family={family}
      record={record}
      startEditing={false}
      canManage={canEdit}
      options={options}
      onClose={onClose}
      add={add}
      update={update}
      title={record ? 'View Covid Vaccine Record' : 'Add Covid Vaccine Record'}
      size="lg"
      cols={2}
      inputs={{ doseNo: dose }}
    />
  );
}
