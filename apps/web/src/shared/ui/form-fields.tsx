import { PasswordInput, Select, type PasswordInputProps, type SelectProps } from '@mantine/core';
import {
  Controller,
  get,
  type Control,
  type ControllerProps,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormRegister,
} from 'react-hook-form';
import { CheckboxGrid } from './CheckboxGrid';
import { DayInput } from './DayInput';

/** The Active/Inactive choice of a status select ('1' and '0', as the forms hold it). */
export const ACTIVE_STATUS = [
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];

/** A select's or checkbox grid's options from master rows: the id as the value, the name as the label. */
export const idOptions = (rows: ReadonlyArray<{ id: number; name: string }> | undefined) =>
  (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));

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
  rules?: ControllerProps<T>['rules'];
  /** What else a choice changes, after the field takes it (a vessel's choice clears its off-signer). */
  onChosen?: (value: string | null) => void;
  'data-testid'?: string;
};

/** A Mantine select bound to a form field through a Controller, with its error under it. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  fallback,
  rules,
  onChosen,
  ...rest
}: SelectFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      rules={rules}
      render={({ field, fieldState }) => (
        <Select
          {...rest}
          value={field.value as string | null}
          onChange={(v) => {
            field.onChange(v ?? fallback ?? null);
            onChosen?.(v);
          }}
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

type CheckboxGridFieldProps<T extends FieldValues> = Omit<
  Parameters<typeof CheckboxGrid>[0],
  'value' | 'onChange' | 'error'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** The form holds the choice as one string joined by it (the staff form holds strings only); a list otherwise. */
  joinedBy?: string;
};

/** A checkbox grid (positions, grants) bound to a form field, with its error under it. */
export function CheckboxGridField<T extends FieldValues>({
  control,
  name,
  joinedBy,
  ...rest
}: CheckboxGridFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const held = field.value as string[] | string | undefined;
        const value = typeof held === 'string' ? (held ? held.split(joinedBy ?? ',') : []) : (held ?? []);
        return (
          <CheckboxGrid
            {...rest}
            value={value}
            onChange={(v) => field.onChange(joinedBy === undefined ? v : v.join(joinedBy))}
            error={fieldState.error?.message}
          />
        );
      }}
    />
  );
}

type NewPasswordInput = Omit<PasswordInputProps, 'autoComplete'> & { label: string; 'data-testid'?: string };

/** A new password and its confirmation, side by side in the caller's grid; the browser offers to make one up. */
export function NewPasswordInputs({ inputs }: { inputs: readonly [NewPasswordInput, NewPasswordInput] }) {
  return (
    <>
      {inputs.map((props) => (
        <PasswordInput key={props.label} autoComplete="new-password" {...props} />
      ))}
    </>
  );
}
