import { Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { createUserInput } from '@crewing/domain';
import { passwordsMatch, schemaResolver } from '../shared/schema-resolver';
import { trpc } from '../shared/trpc';
import { PageTitle } from '../shared/ui/PageTitle';
import { useCommand } from '../shared/use-command';
import { useMasterKeys } from '../shared/use-master-keys';
import { CREATE_FIELDS, emptyUserForm, extraChecks, toCreatePayload, type UserFormValues } from './user-form';
import { UserProfileFields } from './UserProfileFields';
import { BackButton } from '../shared/ui/BackButton';
import { FormActions } from '../shared/ui/FormActions';
import { bindField, NewPasswordInputs } from '../shared/ui/form-fields';

const matchPasswords = passwordsMatch<UserFormValues>('password', 'confirmPassword');
const noOtherErrors = extraChecks(null);

export function UserCreatePage() {
  const navigate = useNavigate();
  const keys = useMasterKeys();
  const utils = trpc.useUtils();
  const create = trpc.users.create.useMutation();
  const { control, register, handleSubmit, setError, formState } = useForm<UserFormValues>({
    defaultValues: emptyUserForm,
    resolver: schemaResolver(createUserInput, {
      toInput: toCreatePayload,
      check: (v) => ({ ...noOtherErrors(v), ...matchPasswords(v) }),
    }),
  });

  const command = useCommand<UserFormValues, UserFormValues>({
    confirm: 'create',
    place: 'CREATE USER',
    successMessage: 'Successfully create user.',
    form: { setError, fields: CREATE_FIELDS },
    run: async (values, commandId) => {
      const { id } = await create.mutateAsync({ ...toCreatePayload(values), commandId });
      void utils.users.list.invalidate();
      navigate(`/v/settings/user-detail/${id}`);
    },
  });

  const errors = formState.errors;
  const field = bindField(register, errors);
  return (
    <form onSubmit={(e) => void handleSubmit(command.submit)(e)} noValidate>
      <PageTitle actions={<BackButton to="/v/settings/user" />}>Add User</PageTitle>
      <Paper withBorder p="md">
        <Stack gap="lg">
          <UserProfileFields control={control} register={register} errors={errors} keys={keys.data} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="Username" withAsterisk autoComplete="off" {...field('username')} />
            <NewPasswordInputs
              inputs={[
                { label: 'Password', withAsterisk: true, ...field('password') },
                { label: 'Confirm Password', withAsterisk: true, ...field('confirmPassword') },
              ]}
            />
          </SimpleGrid>
          <FormActions busy={command.busy} submitTestId="user-create-submit" />
        </Stack>
      </Paper>
    </form>
  );
}
