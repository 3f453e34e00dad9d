import { Checkbox, NumberInput, Select, TextInput, Textarea } from '@mantine/core';
import type { FieldSpec } from '@crewing/domain';
import type { FormValues } from './record-values';
import type { Option } from '../key-lists/use-key-list';
import { AttachmentsInput } from './AttachmentsInput';
import { DayInput } from '../shared/ui/DayInput';

export interface RecordFieldProps {
  name: string;
  spec: FieldSpec;
  value: FormValues[string];
  onChange: (v: FormValues[string]) => void;
  readOnly: boolean;
  error?: string | undefined;
  /** key and record fields: the choices. */
  options: Option[];
}

/** One field of a record form, drawn from its spec: the family declares it, the pattern draws it. */
export function RecordField({ name, spec, value, onChange, readOnly, error, options }: RecordFieldProps) {
  const common = {
    label: spec.label,
    withAsterisk: spec.required && !readOnly,
    readOnly,
    variant: readOnly ? 'filled' : 'default',
    error,
    'data-testid': `record-${name}`,
  };
  const text = typeof value === 'string' ? value : '';
  switch (spec.input) {
    case 'textarea':
      return (
        <Textarea {...common} autosize minRows={2} value={text} onChange={(e) => onChange(e.currentTarget.value)} />
      );
    case 'date':
      return <DayInput {...common} value={text} onChange={onChange} />;
    case 'number':
      return (
        <NumberInput
          {...common}
          min={spec.min}
          max={spec.max}
          step={spec.step}
          allowDecimal={spec.step !== 1}
          value={text === '' ? '' : Number(text)}
          onChange={(v) => onChange(v === '' ? '' : String(v))}
        />
      );
    case 'key':
    case 'record':
    case 'choice': {
      const data = spec.input === 'choice' ? [...(spec.options ?? [])] : options;
      return (
        <Select
          {...common}
          searchable
          clearable={!spec.required}
          data={data}
          value={text || null}
          onChange={(v) => onChange(v ?? '')}
        />
      );
    }
    case 'flag':
      return (
        <Checkbox
          mt="lg"
          label={spec.label}
          disabled={readOnly}
          checked={value === true}
          error={error}
          data-testid={`record-${name}`}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
      );
    case 'files':
      return (
        <AttachmentsInput
          name={name}
          spec={spec}
          value={Array.isArray(value) ? value : []}
          onChange={onChange}
          readOnly={readOnly}
          error={error}
        />
      );
    default:
      return <TextInput {...common} value={text} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
}
