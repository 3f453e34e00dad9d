import { Alert, Button, Group, PasswordInput, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { resetPasswordInput } from '@crewing/domain';
import { handleApiError } from '../shared/api-errors';
import { passwordsMatch, schemaResolver } from '../shared/schema-resolver';
import { trpc } from '../shared/trpc';
import { notifySuccess } from '../shared/ui/alerts';
import { bindField } from '../shared/ui/form-fields';
import { AuthCard } from './AuthCard';
import { LogoutButton } from './LogoutButton';
import { CREW_LIST_PATH } from './session';

interface ResetForm {
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}
const FIELDS = ['currentPassword', 'newPassword', 'confirmNewPassword'] as const;

/**
 * Reset Password (002 §2). Reached when the password is older than 6 months. No extra
 * confirmation dialog: the user has just typed the current password, which is the confirmation.
 */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const reset = trpc.auth.resetPassword.useMutation();
  const { register, handleSubmit, setError, formState } = useForm<ResetForm>({
    defaultValues: { currentPassword: '', newPassword: '', confirmNewPassword: '' },
    resolver: schemaResolver(resetPasswordInput, { check: passwordsMatch('newPassword', 'confirmNewPassword') }),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values);
    } catch (err) {
      handleApiError(err, { place: 'RESET PASSWORD', form: { setError, fields: FIELDS } });
      return;
    }
    notifySuccess('RESET PASSWORD', 'Password Successfully Updated');
    utils.auth.me.setData(undefined, (old) => (old ? { ...old, passwordCurrent: true } : old));
    void utils.auth.me.invalidate();
    navigate(CREW_LIST_PATH, { replace: true });
  });

  const field = bindField(register, formState.errors);
  const password = (name: (typeof FIELDS)[number], label: string, autoComplete: string, testId: string) => (
    <PasswordInput label={label} autoComplete={autoComplete} data-testid={testId} {...field(name)} />
  );
  return (
    <AuthCard title="Reset Password" w={420} onSubmit={onSubmit}>
      <Alert color="yellow" variant="light">
        Your password was last changed more than 6 months ago. Choose a new one to continue.
      </Alert>
      {password('currentPassword', 'Current Password', 'current-password', 'reset-current')}
      {password('newPassword', 'New Password', 'new-password', 'reset-new')}
      {password('confirmNewPassword', 'Confirm New Password', 'new-password', 'reset-confirm')}
      <Button type="submit" loading={formState.isSubmitting} data-testid="reset-submit">
        Reset Password
      </Button>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Not you?
        </Text>
        <LogoutButton variant="subtle" />
      </Group>
    </AuthCard>
  );
}
