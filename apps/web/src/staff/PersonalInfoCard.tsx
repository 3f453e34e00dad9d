import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { personalInfoChanges } from '@crewing/domain';
import { hasPermission, useMe } from '../auth/session';
import { schemaResolver } from '../shared/schema-resolver';
import { trpc } from '../shared/trpc';
import { commandAlerts, useCommand } from '../shared/use-command';
import { useMasterKeys } from '../shared/use-master-keys';
import type { Staff } from './StaffHeader';
import { asText, changesOf, PERSONAL_FIELDS, StaffFields, type StaffField, type StaffFormValues } from './staff-form';

const FIELDS: StaffField[] = [...PERSONAL_FIELDS, { name: 'address', label: 'Address', kind: 'text' }];

export const formOf = (fields: StaffField[], staff: Staff): StaffFormValues =>
  Object.fromEntries(fields.map((f) => [f.name, asText((staff as Record<string, unknown>)[f.name])]));

/**
 * 201 Profile, Personal Information card (000 §4): read-only until Edit; Update asks for
 * confirmation and sends only what changed; Cancel or a save returns to read-only with the stored record.
 */
export function PersonalInfoCard({ staff }: { staff: Staff }) {
  const keys = useMasterKeys().data;
  const canEdit = hasPermission(useMe().data, 'staff.database');
  const utils = trpc.useUtils();
  const update = trpc.staff.updatePersonal.useMutation();
  const [editing, setEditing] = useState(false);
  const loaded = formOf(FIELDS, staff);
  const { control, handleSubmit, setError, reset, formState } = useForm<StaffFormValues>({
    values: loaded,
    resolver: schemaResolver(personalInfoChanges, { toInput: (v) => changesOf(FIELDS, loaded, v) }),
  });
  const command = useCommand<StaffFormValues, StaffFormValues>({
    ...commandAlerts('Update', 'Staff Personal Information', { place: 'UPDATE' }),
    form: { setError, fields: FIELDS.map((f) => f.name) },
    run: async (values, commandId) => {
      const changes = changesOf(FIELDS, loaded, values) as Parameters<typeof update.mutateAsync>[0]['changes'];
      await update.mutateAsync({ userId: staff.id, baseVersion: staff.version, changes, commandId });
      await Promise.all([
        utils.staff.get.invalidate({ id: staff.id }),
        utils.staff.history.invalidate({ userId: staff.id }),
      ]);
    },
    onSuccess: () => setEditing(false),
  });
  const cancel = () => {
    reset(loaded);
    setEditing(false);
  };
  return (
    <Paper withBorder p="md" data-testid="staff-personal-card">
      <form onSubmit={(e) => void handleSubmit(command.submit)(e)} noValidate>
        <Group justify="space-between" mb="sm">
          <Text fw={700}>Personal Information</Text>
          {canEdit ? (
            <Group gap="xs">
              {editing ? (
                <>
                  <Button size="xs" type="submit" loading={command.busy} data-testid="staff-personal-update">
                    Update
                  </Button>
                  <Button size="xs" variant="default" onClick={cancel}>
                    Cancel
                  </Button>
                </>
              ) : (
                <Button size="xs" variant="light" onClick={() => setEditing(true)} data-testid="staff-personal-edit">
                  Edit
                </Button>
              )}
            </Group>
          ) : null}
        </Group>
        <StaffFields fields={FIELDS} control={control} errors={formState.errors} keys={keys} readOnly={!editing} />
      </form>
    </Paper>
  );
}
