import { Divider, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { DATE_FORMAT, GRANT_LABELS, GRANTS } from '@crewing/domain';
import type { MasterKeys } from '../shared/trpc';
import { ACTIVE_STATUS, bindField, SelectField, idOptions, CheckboxGridField } from '../shared/ui/form-fields';
import { SUFFIXES, type UserFormValues } from './user-form';

interface Props {
  control: Control<UserFormValues>;
  register: UseFormRegister<UserFormValues>;
  errors: FieldErrors<UserFormValues>;
  keys: MasterKeys | undefined;
  readOnly?: boolean;
}

/** The user's profile inputs, shared by the create form and the detail page's edit mode. */
export function UserProfileFields({ control, register, errors, keys, readOnly = false }: Props) {
  const ro = { readOnly, variant: readOnly ? 'filled' : 'default' } as const;
  const field = bindField(register, errors);
  const select = (
    name: 'suffix' | 'userTypeId' | 'departmentId' | 'fleetId' | 'vesselTypeId',
    label: string,
    data: Array<{ value: string; label: string }>,
    required = false,
  ) => (
    <SelectField
      control={control}
      name={name}
      label={label}
      data={data}
      clearable={!required && !readOnly}
      withAsterisk={required}
      {...ro}
    />
  );
  return (
    <Stack gap="md">
      <Divider label="Personal Information" labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <TextInput label="First Name" withAsterisk {...ro} {...field('firstName')} />
        <TextInput label="Middle Name" {...ro} {...field('middleName')} />
        <TextInput label="Last Name" withAsterisk {...ro} {...field('lastName')} />
        {select(
          'suffix',
          'Suffix',
          SUFFIXES.map((s) => ({ value: s, label: s })),
        )}
        <Controller
          control={control}
          name="birthdate"
          render={({ field }) => (
            <DateInput
              label="Birthdate"
              valueFormat={DATE_FORMAT}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              clearable={!readOnly}
              maxDate={new Date()}
              error={errors.birthdate?.message}
              {...ro}
            />
          )}
        />
        <TextInput label="Personal Email" type="email" {...ro} {...field('email')} />
        <TextInput label="Company Email" type="email" {...ro} {...field('vmcEmail')} />
      </SimpleGrid>

      <Divider label="Employee Information" labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <TextInput label="Employee ID" withAsterisk {...ro} {...field('employeeId')} />
        {select('userTypeId', 'User Type', idOptions(keys?.userTypes), true)}
        {select(
          'departmentId',
          'Department',
          (keys?.departments ?? []).map((d) => ({ value: String(d.id), label: `${d.code} — ${d.name}` })),
          true,
        )}
        {select('fleetId', 'Fleet', idOptions(keys?.fleets))}
        {select('vesselTypeId', 'Vessel Type', idOptions(keys?.vesselTypes))}
        <TextInput label="Principal ID" inputMode="numeric" {...ro} {...field('principalId')} />
        <SelectField
          control={control}
          name="status"
          label="Status"
          data={ACTIVE_STATUS}
          fallback="1"
          allowDeselect={false}
          {...ro}
        />
      </SimpleGrid>

      <CheckboxGridField
        control={control}
        name="positionIds"
        label="Positions"
        options={idOptions(keys?.positions)}
        cols={{ base: 1, sm: 2, lg: 3 }}
        disabled={readOnly}
      />
      <CheckboxGridField
        control={control}
        name="grants"
        label="Grants"
        options={GRANTS.map((g) => ({ value: g, label: GRANT_LABELS[g] }))}
        cols={{ base: 1, sm: 2, lg: 3 }}
        disabled={readOnly}
      />
    </Stack>
  );
}
