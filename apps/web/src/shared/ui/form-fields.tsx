import { Select, type SelectProps } from '@mantine/core';
import {
  Controller,
  get,
  type Control,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormRegister,
} from 'react-hook-form';
import { DayInput } from './DayInput';

/** The Active/Inactive choice of a status select ('1' and '0', as the forms hold it). */
export const ACTIVE_STATUS = [
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];

/**
 * Binds a text input to the form: its registration and its error message (the one under the
 * input). `const field = bindField(register, errors)`, then `<TextInput label="IPN" {...field('ipn')} />`.
 */
export function bindField<T extends FieldValues>(register: UseFormRegister<T>, errors: FieldErrors<T>) {
  return (name: FieldPath<T>) => ({
    error: (get(errors, name) as { message?: string } | undefined)?.message,
    ...register(name),
  });
}

type SelectFieldProps<T extends FieldValues> = Omit<SelectProps, 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** What a cleared select stands for (a status select keeps '1'); null when not given. */
  fallback?: string;
  'data-testid'?: string;
};

/** A Mantine select bound to a form field through a Controller, with its error under it. */
export function SelectField<T extends FieldValues>({ control, name, fallback, ...rest }: SelectFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...rest}
          value={field.value as string | null}
          onChange={(v) => field.onChange(v ?? fallback ?? null)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

type DayFieldProps<T extends FieldValues> = Omit<Parameters<typeof DayInput>[0], 'value' | 'onChange' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** A day input ('YYYY-MM-DD', '' for none) bound to a form field, with its error under it. */
export function DayField<T extends FieldValues>({ control, name, ...rest }: DayFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DayInput
          {...rest}
          value={(field.value as string | null | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
