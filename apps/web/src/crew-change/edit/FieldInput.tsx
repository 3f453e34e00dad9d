import { Checkbox, Select, Text, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { ReactNode } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { DATE_FORMAT } from '@crewing/domain';
import { parseDay } from '../../shared/ui/parse-day';
import type { MasterKeys } from '../../shared/trpc';
import { keyOptions } from '../../key-lists/use-key-list';
import type { FieldSpec } from '../shared/fields';
import type { FormValues } from './form-values';

interface Props {
  spec: FieldSpec;
  control: Control<FormValues>;
  keys: MasterKeys | undefined;
  disabled?: boolean;
  error?: string | undefined;
  /** A gap shown under the input that does not block the save (amber, not red). */
  warning?: string | undefined;
  label?: ReactNode;
  /** data-testid of the input: '{prefix}{field}'. */
  testPrefix?: string;
}

/** One record field as an input: searchable select for ids, date input, 5-row textarea, result checkbox. */
export function FieldInput({
  spec,
  control,
  keys,
  disabled = false,
  error,
  warning,
  label = spec.label,
  testPrefix = 'field-',
}: Props) {
  const testId = `${testPrefix}${spec.name}`;
  return (
    <Controller
      control={control}
      name={spec.name}
      render={({ field }) => {
        switch (spec.input) {
          case 'key':
            return (
              <Select
                label={label}
                searchable
                clearable
                data={keyOptions(keys, spec.keys!, field.value)}
                value={typeof field.value === 'string' ? field.value : null}
                onChange={(v) => field.onChange(v)}
                onBlur={field.onBlur}
                disabled={disabled}
                error={error}
                data-testid={testId}
                comboboxProps={{ withinPortal: true }}
              />
            );
          case 'date':
            return (
              <DateInput
                label={label}
                valueFormat={DATE_FORMAT}
                dateParser={parseDay}
                // As the board shows dates (001 §9, '20 NOV 2026').
                styles={{ input: { textTransform: 'uppercase' } }}
                clearable
                value={typeof field.value === 'string' ? field.value : null}
                onChange={(v) => field.onChange(v)}
                onBlur={field.onBlur}
                disabled={disabled}
                error={error}
                description={
                  warning ? (
                    <Text span size="xs" c="orange.8" data-testid={`${testId}-warning`}>
                      {warning}
                    </Text>
                  ) : undefined
                }
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                data-testid={testId}
                popoverProps={{ withinPortal: true }}
              />
            );
          case 'flag':
            return (
              <Checkbox
                label="POSITIVE"
                checked={field.value === true}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
                disabled={disabled}
                error={error}
                data-testid={testId}
                mt={30}
              />
            );
          default:
            return (
              <Textarea
                label={label}
                rows={5}
                value={typeof field.value === 'string' ? field.value : ''}
                onChange={(e) => field.onChange(e.currentTarget.value)}
                onBlur={field.onBlur}
                disabled={disabled}
                error={error}
                data-testid={testId}
              />
            );
        }
      }}
    />
  );
}
