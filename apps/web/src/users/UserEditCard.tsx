import { Paper, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { updateUserInput } from '@crewing/domain';
import { schemaResolver } from '../shared/schema-resolver';
import { trpc } from '../shared/trpc';
import { useCommand } from '../shared/use-command';
import { useEditBaseline } from '../shared/use-edit-baseline';
import { useMasterKeys } from '../shared/use-master-keys';
import type { UserDetail } from './api-types';
import { changedProfile, extraChecks, fromDetail, PROFILE_FIELDS, toProfile, type UserFormValues } from './user-form';
import { UserProfileFields } from './UserProfileFields';
import { EditCardHeader } from '../shared/ui/EditCardHeader';

/**
 * The user's profile, read-only until Edit; Update sends only the changed fields with the
 * version the edit started from, so the server merges other people's edits of other fields and
 * reports same-field conflicts under the inputs.
 */
export function UserEditCard({ user }: { user: UserDetail }) {
  const keys = useMasterKeys();
  const utils = trpc.useUtils();
  const update = trpc.users.update.useMutation();
  const edit = useEditBaseline(changedProfile, (values) => reset(values));
  const editing = edit.editing;
  const { control, register, handleSubmit, setError, reset, formState } = useForm<UserFormValues>({
    defaultValues: fromDetail(user),
    resolver: schemaResolver(updateUserInput, {
      toInput: (v) => ({ userId: user.id, changes: toProfile(v) }),
      check: (v) => extraChecks(edit.values())(v),
    }),
  });

  // Fresh server data (after a save, or a push about another user's change) shows when not editing.
  useEffect(() => {
    if (!editing) reset(fromDetail(user));
  }, [user, editing, reset]);

  const command = useCommand<{ changes: Partial<ReturnType<typeof toProfile>>; baseVersion: number }, UserFormValues>({
    confirm: 'update',
    place: 'UPDATE USER',
    successMessage: 'User Successfuly Updated',
    form: { setError, fields: PROFILE_FIELDS },
    run: async ({ changes, baseVersion }, commandId) => {
      await update.mutateAsync({ userId: user.id, baseVersion, changes, commandId });
      await Promise.all([
        utils.users.get.invalidate({ id: user.id }),
        utils.users.history.invalidate({ userId: user.id }),
      ]);
      void utils.users.list.invalidate();
    },
    onSuccess: edit.stop,
    // The view behind the form is refreshed; Cancel shows the other user's values.
    onError: () => void utils.users.get.invalidate({ id: user.id }),
  });

  const startEdit = () => edit.start(fromDetail(user), user.version);

  const onUpdate = handleSubmit(async (values) => {
    const changes = edit.pending(values);
    if (changes) await command.submit(changes);
  });

  return (
    <Paper withBorder p="md">
      <form onSubmit={(e) => void onUpdate(e)} noValidate>
        <Stack gap="md">
          <EditCardHeader
            title="Profile"
            editing={editing}
            busy={command.busy}
            onEdit={startEdit}
            onCancel={edit.stop}
            testId="user"
          />
          <TextInput label="Username" value={user.username} readOnly variant="filled" w={{ base: '100%', sm: 300 }} />
          <UserProfileFields
            control={control}
            register={register}
            errors={formState.errors}
            keys={keys.data}
            readOnly={!editing}
          />
        </Stack>
      </form>
    </Paper>
  );
}
