import { Button, Checkbox, Group, Paper, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { updateEmployeeInfoInput } from '@crewing/domain';
import { useMe } from '../auth/session';
import { passwordsMatch, schemaResolver } from '../shared/schema-resolver';
import { trpc } from '../shared/trpc';
import { commandAlerts, useCommand } from '../shared/use-command';
import { useMasterKeys } from '../shared/use-master-keys';
import { blockedByPassword } from './password-alert';
import { formOf } from './PersonalInfoCard';
import type { Staff } from './StaffHeader';
import { changesOf, OPTIONS, StaffFields, type StaffField, type StaffFormValues } from './staff-form';

const FIELDS: StaffField[] = [
  { name: 'employeeId', label: 'Employee ID', kind: 'text', required: true },
  { name: 'userTypeId', label: 'User Type', kind: 'select', required: true, options: OPTIONS.userType },
  { name: 'status', label: 'Status', kind: 'select', required: true, options: OPTIONS.status },
  { name: 'dateHired', label: 'Date Hired', kind: 'date' },
  { name: 'dateEnd', label: 'Date End', kind: 'date' },
];
const PRINCIPAL: StaffField = { name: 'principalId', label: 'Principal', kind: 'select', options: OPTIONS.principal };
const PASSWORDS: StaffField[] = [
  { name: 'password', label: 'New Password', kind: 'password' },
  { name: 'confirmPassword', label: 'Confirm Password', kind: 'password' },
];
const matchPasswords = passwordsMatch<StaffFormValues>('password', 'confirmPassword');
const positionsOf = (v: StaffFormValues) =>
  (v.positionIds ?? '')
    .split(',')
    .filter(Boolean)
    .map(Number)
    .sort((a, b) => a - b);

/**
 * Employee Information (000 §2, §5): an editable form; in edit mode the department radio tree and
 * the position checkbox tree. A blank password keeps the current one; a typed one needs its
 * confirmation. Users with the staff-database grant do not see principal, username and password (000 §6).
 */
export function EmployeeInfoCard({ staff }: { staff: Staff }) {
  const keys = useMasterKeys().data;
  const isAdmin = !!useMe().data?.roles.isSystemAdmin;
  const utils = trpc.useUtils();
  const update = trpc.staff.updateEmployee.useMutation();
  const [editing, setEditing] = useState(false);
  const fields = isAdmin ? [...FIELDS, PRINCIPAL] : FIELDS;
  const loaded: StaffFormValues = {
    ...formOf([...fields, { name: 'departmentId', label: '', kind: 'select' }], staff),
    positionIds: [...staff.positionIds].sort((a, b) => a - b).join(','),
    password: '',
    confirmPassword: '',
  };
  const payload = (v: StaffFormValues) => {
    const changes: Record<string, unknown> = changesOf(
      [...fields, { name: 'departmentId', label: '', kind: 'select' }],
      loaded,
      v,
    );
    if (v.positionIds !== loaded.positionIds) changes.positionIds = positionsOf(v);
    return {
      userId: staff.id,
      baseVersion: staff.version,
      changes,
      ...(v.password ? { password: v.password, confirmPassword: v.confirmPassword } : {}),
    };
  };
  const { control, handleSubmit, setError, reset, formState, watch } = useForm<StaffFormValues>({
    values: loaded,
    resolver: schemaResolver(updateEmployeeInfoInput, {
      toInput: payload,
      check: (v) => (v.password ? matchPasswords(v) : {}),
    }),
  });
  const command = useCommand<StaffFormValues, StaffFormValues>({
    ...commandAlerts('Update', 'Staff Employee Information', { place: 'UPDATE' }),
    form: {
      setError,
      fields: [...fields.map((f) => f.name), 'departmentId', 'positionIds', 'password', 'confirmPassword'],
    },
    run: async (values, commandId) => {
      await update.mutateAsync({ ...(payload(values) as Parameters<typeof update.mutateAsync>[0]), commandId });
      await Promise.all([
        utils.staff.get.invalidate({ id: staff.id }),
        utils.staff.history.invalidate({ userId: staff.id }),
      ]);
    },
    onSuccess: () => setEditing(false),
  });
  const errors = formState.errors;
  const typedPassword = (watch('password') ?? '') !== '';
  return (
    <Paper withBorder p="md" data-testid="staff-employee-card">
      <form onSubmit={(e) => void handleSubmit(command.submit, blockedByPassword('UPDATE'))(e)} noValidate>
        <Group justify="space-between" mb="sm">
          <Text fw={700}>Employee Information</Text>
          <Group gap="xs">
            {editing ? (
              <>
                <Button size="xs" type="submit" loading={command.busy} data-testid="staff-employee-update">
                  Update
                </Button>
                <Button size="xs" variant="default" onClick={() => (reset(loaded), setEditing(false))}>
                  Cancel
                </Button>
              </>
            ) : (
              <Button size="xs" variant="light" onClick={() => setEditing(true)} data-testid="staff-employee-edit">
                Edit
              </Button>
            )}
          </Group>
        </Group>
        <Stack>
          <StaffFields fields={fields} control={control} errors={errors} keys={keys} readOnly={!editing} />
          {isAdmin ? (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label="Username" value={staff.username ?? ''} readOnly variant="filled" />
              {editing ? (
                <StaffFields
                  fields={typedPassword ? PASSWORDS : PASSWORDS.slice(0, 1)}
                  control={control}
                  errors={errors}
                  keys={keys}
                  cols={2}
                />
              ) : null}
            </SimpleGrid>
          ) : null}
          {editing ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Controller
                control={control}
                name="departmentId"
                render={({ field }) => (
                  <Radio.Group
                    label="Department"
                    withAsterisk
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.departmentId?.message}
                    data-testid="staff-department-tree"
                  >
                    <Stack gap={4} mt="xs" pl="sm" style={{ borderLeft: '2px solid #dee2e6' }}>
                      {(keys?.departments ?? []).map((d) => (
                        <Radio key={d.id} value={String(d.id)} label={`${d.code} — ${d.name}`} />
                      ))}
                    </Stack>
                  </Radio.Group>
                )}
              />
              <Controller
                control={control}
                name="positionIds"
                render={({ field }) => (
                  <Checkbox.Group
                    label="Positions"
                    value={field.value ? field.value.split(',') : []}
                    onChange={(v) =>
                      field.onChange(
                        v
                          .map(Number)
                          .sort((a, b) => a - b)
                          .join(','),
                      )
                    }
                    error={errors.positionIds?.message}
                  >
                    <Stack gap={4} mt="xs" pl="sm" style={{ borderLeft: '2px solid #dee2e6' }}>
                      {(keys?.positions ?? []).map((p) => (
                        <Checkbox key={p.id} value={String(p.id)} label={`${p.short_name} — ${p.name}`} />
                      ))}
                    </Stack>
                  </Checkbox.Group>
                )}
              />
            </SimpleGrid>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Department"
                value={`${staff.departmentCode ?? ''} — ${staff.departmentName ?? ''}`}
                readOnly
                variant="filled"
              />
              <TextInput
                label="Positions"
                value={staff.positions.map((p) => p.name).join(', ')}
                readOnly
                variant="filled"
              />
            </SimpleGrid>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
