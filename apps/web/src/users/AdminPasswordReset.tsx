import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { adminResetPasswordInput } from '@crewing/domain';
import { passwordsMatch, schemaResolver } from '../shared/schema-resolver';
import { trpc } from '../shared/trpc';
import { useCommand } from '../shared/use-command';
import { FormActions } from '../shared/ui/FormActions';
import { bindField, NewPasswordInputs } from '../shared/ui/form-fields';

interface ResetValues {
  password: string;
  confirmPassword: string;
}
const FIELDS = ['password', 'confirmPassword'] as const;

/** An administrator sets a user's password; the user's sessions end and they reset it at sign-in. */
export function AdminPasswordReset({ userId }: { userId: number }) {
  const utils = trpc.useUtils();
  const resetPassword = trpc.users.resetPassword.useMutation();
  const { register, handleSubmit, setError, reset, formState } = useForm<ResetValues>({
    defaultValues: { password: '', confirmPassword: '' },
    resolver: schemaResolver(adminResetPasswordInput, {
      toInput: (v) => ({ ...v, userId }),
      check: passwordsMatch('password', 'confirmPassword'),
    }),
  });
  const command = useCommand<ResetValues, ResetValues>({
    confirm: 'update',
    place: 'RESET PASSWORD',
    successMessage: 'Password Successfully Reset',
    form: { setError, fields: FIELDS },
    run: async (values, commandId) => {
      await resetPassword.mutateAsync({ userId, ...values, commandId });
      void utils.users.get.invalidate({ id: userId });
      void utils.users.history.invalidate({ userId });
    },
    onSuccess: () => reset(),
  });
  const field = bindField(register, formState.errors);
  return (
    <Paper withBorder p="md">
      <form onSubmit={(e) => void handleSubmit(command.submit)(e)} noValidate>
        <Stack gap="sm">
          <Text fw={700}>Reset Password</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NewPasswordInputs
              inputs={[
                { label: 'New Password', 'data-testid': 'admin-reset-password', ...field('password') },
                { label: 'Confirm Password', 'data-testid': 'admin-reset-confirm', ...field('confirmPassword') },
              ]}
            />
          </SimpleGrid>
          <FormActions busy={command.busy} submitLabel="Reset Password" submitTestId="admin-reset-submit" />
        </Stack>
      </form>
    </Paper>
  );
}
