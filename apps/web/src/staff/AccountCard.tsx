import { Button, Group, Modal, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { resetPasswordInput } from '@crewing/domain';
import { useMe } from '../auth/session';
import { passwordsMatch, schemaResolver } from '../shared/schema-resolver';
import { trpc } from '../shared/trpc';
import { useCommand } from '../shared/use-command';
import { blockedByPassword } from './password-alert';
import type { Staff } from './StaffHeader';
import { FormActions } from '../shared/ui/FormActions';
import { bindField, NewPasswordInputs } from '../shared/ui/form-fields';

type Form = { currentPassword: string; newPassword: string; confirmNewPassword: string };
const FIELDS = ['currentPassword', 'newPassword', 'confirmNewPassword'];

function ChangePasswordModal({ staff, onClose }: { staff: Staff; onClose: () => void }) {
  const utils = trpc.useUtils();
  const change = trpc.auth.resetPassword.useMutation();
  const { register, handleSubmit, setError, formState } = useForm<Form>({
    defaultValues: { currentPassword: '', newPassword: '', confirmNewPassword: '' },
    resolver: schemaResolver(resetPasswordInput, { check: passwordsMatch('newPassword', 'confirmNewPassword') }),
  });
  const command = useCommand<Form, Form>({
    confirm: 'update',
    confirmText: 'Are you sure you want to change your password?',
    place: 'CHANGE PASSWORD',
    successMessage: 'Password Successfully Updated',
    form: { setError, fields: FIELDS },
    run: async (values) => {
      await change.mutateAsync(values);
      await utils.staff.history.invalidate({ userId: staff.id });
    },
    onSuccess: onClose,
  });
  const e = formState.errors;
  const field = bindField(register, e);
  const blocked = (errors: typeof e) =>
    blockedByPassword('CHANGE PASSWORD')({ confirmPassword: errors.confirmNewPassword });
  return (
    <Modal opened onClose={onClose} title="Change Password">
      <form onSubmit={(ev) => void handleSubmit(command.submit, blocked)(ev)} noValidate>
        <Stack>
          <PasswordInput
            label="Old Password"
            withAsterisk
            autoComplete="current-password"
            {...field('currentPassword')}
          />
          <NewPasswordInputs
            inputs={[
              { label: 'New Password', withAsterisk: true, ...field('newPassword') },
              { label: 'Confirm New Password', withAsterisk: true, ...field('confirmNewPassword') },
            ]}
          />
          <FormActions
            busy={command.busy}
            onCancel={onClose}
            submitLabel="Update"
            submitTestId="change-password-save"
          />
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * Account (000 §2 System Account card): the username read-only and the password hidden; Change
 * Password (old, new, confirm) on the user's own account. An administrator sets someone else's
 * password from Employee Information.
 */
export function AccountCard({ staff }: { staff: Staff }) {
  const me = useMe().data;
  const own = me?.id === staff.id;
  const [changing, setChanging] = useState(false);
  return (
    <Paper withBorder p="md" data-testid="staff-account-card">
      <Group justify="space-between" mb="sm">
        <Text fw={700}>System Account</Text>
        {own ? (
          <Button size="xs" variant="light" onClick={() => setChanging(true)} data-testid="change-password">
            Change Password
          </Button>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {/* 000 §6: username and password are a system administrator's (and the user's own): the server sends null otherwise. */}
        <TextInput label="Username" value={staff.username ?? '—'} readOnly variant="filled" />
        <TextInput
          label="Password"
          value={staff.hasCredentials === false ? 'NO SIGN-IN' : '••••••••••'}
          readOnly
          variant="filled"
        />
      </SimpleGrid>
      {!own ? (
        <Text size="xs" c="dimmed" mt="xs">
          Only the staff member changes the password here; a system administrator sets a new one under Employee
          Information.
        </Text>
      ) : null}
      {changing ? <ChangePasswordModal staff={staff} onClose={() => setChanging(false)} /> : null}
    </Paper>
  );
}
