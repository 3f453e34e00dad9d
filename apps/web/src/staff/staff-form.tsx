import { NumberInput, PasswordInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { SUFFIXES } from '../users/user-form';
import { keyOptions } from '../key-lists/use-key-list';
import type { MasterKeys } from '../shared/trpc';
import { idOptions } from '../shared/ui/form-fields';

/** The staff forms hold every input as text ('' = empty) and convert once on submit. */
export type StaffFormValues = Record<string, string>;

export interface StaffField {
  name: string;
  label: string;
  kind: 'text' | 'email' | 'password' | 'date' | 'number' | 'select' | 'int';
  required?: boolean;
  options?: (keys: MasterKeys | undefined) => Array<{ value: string; label: string }>;
  step?: number;
}

export const OPTIONS = {
  suffix: () => SUFFIXES.map((s) => ({ value: s, label: s })),
  gender: () => [
    { value: '1', label: 'Male' },
    { value: '0', label: 'Female' },
  ],
  status: () => [
    { value: '1', label: 'Active' },
    { value: '0', label: 'Inactive' },
  ],
  civilStatus: (k: MasterKeys | undefined) => keyOptions(k, 'civil-status'),
  religion: (k: MasterKeys | undefined) => keyOptions(k, 'religion'),
  userType: (k: MasterKeys | undefined) => idOptions(k?.userTypes),
  principal: (k: MasterKeys | undefined) => keyOptions(k, 'principal'),
  department: (k: MasterKeys | undefined) =>
    (k?.departments ?? []).map((d) => ({ value: String(d.id), label: `${d.code} — ${d.name}` })),
};

/** 000 §3 / §5: the personal fields, as Add New Staff and the Personal Information card show them. */
export const PERSONAL_FIELDS: StaffField[] = [
  { name: 'firstName', label: 'First Name', kind: 'text', required: true },
  { name: 'middleName', label: 'Middle Name', kind: 'text' },
  { name: 'lastName', label: 'Last Name', kind: 'text', required: true },
  { name: 'suffix', label: 'Suffix', kind: 'select', options: OPTIONS.suffix },
  { name: 'birthdate', label: 'Birth Date', kind: 'date' },
  { name: 'birthplace', label: 'Birth Place', kind: 'text' },
  { name: 'male', label: 'Gender', kind: 'select', options: OPTIONS.gender },
  { name: 'civilStatusId', label: 'Civil Status', kind: 'select', options: OPTIONS.civilStatus },
  { name: 'religionId', label: 'Religion', kind: 'select', options: OPTIONS.religion },
  { name: 'height', label: 'Height (cm)', kind: 'int', step: 1 },
  { name: 'weight', label: 'Weight (kg)', kind: 'number', step: 0.1 },
  { name: 'email', label: 'Personal Email', kind: 'email' },
  { name: 'vmcEmail', label: 'Company Email', kind: 'email' },
];

const NUMBER_KINDS = new Set(['number', 'int']);
const ID_FIELDS = new Set([
  'male',
  'status',
  'civilStatusId',
  'religionId',
  'userTypeId',
  'principalId',
  'departmentId',
]);

/** One input's value for the server: numbers and ids as numbers, blanks absent (or null in an edit). */
export function toValue(f: StaffField, raw: string | undefined, blank: null | undefined): unknown {
  const v = (raw ?? '').trim();
  if (v === '') return blank;
  if (NUMBER_KINDS.has(f.kind) || ID_FIELDS.has(f.name)) return Number(v);
  return v;
}

export function toPayload(fields: StaffField[], values: StaffFormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = toValue(f, values[f.name], undefined);
    if (v !== undefined) out[f.name] = v;
  }
  return out;
}

/** Only the fields that changed, an emptied one as null (002 §4: an edit sends what it changes). */
export function changesOf(
  fields: StaffField[],
  before: StaffFormValues,
  after: StaffFormValues,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields)
    if ((before[f.name] ?? '').trim() !== (after[f.name] ?? '').trim()) out[f.name] = toValue(f, after[f.name], null);
  return out;
}

export const asText = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The inputs of a field list, read-only or editable, server and schema errors under each. */
export function StaffFields({
  fields,
  control,
  errors,
  keys,
  readOnly = false,
  cols = 4,
}: {
  fields: StaffField[];
  control: Control<StaffFormValues>;
  errors: FieldErrors<StaffFormValues>;
  keys: MasterKeys | undefined;
  readOnly?: boolean;
  cols?: number;
}) {
  const ro = { readOnly, variant: readOnly ? 'filled' : 'default' } as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: cols }}>
      {fields.map((f) => (
        <Controller
          key={f.name}
          control={control}
          name={f.name}
          render={({ field }) => {
            const common = {
              label: f.label,
              withAsterisk: f.required && !readOnly,
              error: errors[f.name]?.message,
              'data-testid': `staff-field-${f.name}`,
              ...ro,
            };
            switch (f.kind) {
              case 'select':
                return (
                  <Select
                    {...common}
                    data={f.options?.(keys) ?? []}
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    clearable={!f.required && !readOnly}
                    searchable
                  />
                );
              case 'date':
                return (
                  <DateInput
                    {...common}
                    valueFormat="DD MMMM YYYY"
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    clearable={!readOnly}
                  />
                );
              case 'number':
              case 'int':
                return (
                  <NumberInput
                    {...common}
                    step={f.step}
                    value={field.value}
                    onChange={(v) => field.onChange(String(v))}
                    hideControls
                  />
                );
              case 'password':
                return (
                  <PasswordInput
                    {...common}
                    autoComplete="new-password"
                    value={field.value}
                    onChange={field.onChange}
                  />
                );
              default:
                return (
                  <TextInput
                    {...common}
                    type={f.kind === 'email' ? 'email' : 'text'}
                    value={field.value}
                    onChange={field.onChange}
                  />
                );
            }
          }}
        />
      ))}
    </SimpleGrid>
  );
}
