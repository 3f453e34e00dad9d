import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { updateUserInput } from '@crewing/domain';
import { schemaResolver } from '../shared/schema-resolver';
import { trpc, type UserDetail } from '../shared/trpc';
import { useCommand } from '../shared/use-command';
import { useMasterKeys } from '../shared/use-master-keys';
import { changedProfile, extraChecks, fromDetail, PROFILE_FIELDS, toProfile, type UserFormValues } from './user-form';
import { UserProfileFields } from './UserProfileFields';

/** The user's profile, read-only until Edit; Update sends only the changed fields. */
export function UserEditCard({ user }: { user: UserDetail }) {
  const keys = useMasterKeys();
  const utils = trpc.useUtils();
  const update = trpc.users.update.useMutation();
  const [editing, setEditing] = useState(false);
  const loaded = fromDetail(user);
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;
  const { control, register, handleSubmit, setError, reset, formState } = useForm<UserFormValues>({
    defaultValues: loaded,
    resolver: schemaResolver(updateUserInput, {
      toInput: (v) => ({ userId: user.id, changes: toProfile(v) }),
      check: (v) => extraChecks(loadedRef.current)(v),
    }),
  });

  // A fresh copy from the server (after a save, or another user's change) shows when not editing.
  useEffect(() => {
    if (!editing) reset(fromDetail(user));
  }, [user, editing, reset]);

  const command = useCommand<Partial<ReturnType<typeof toProfile>>, UserFormValues>({
    confirm: 'update',
    place: 'UPDATE USER',
    successMessage: 'User Successfuly Updated',
    form: { setError, fields: PROFILE_FIELDS },
    run: async (changes, commandId) => {
      await update.mutateAsync({ userId: user.id, baseVersion: user.version, changes, commandId });
      await Promise.all([utils.users.get.invalidate({ id: user.id }), utils.users.history.invalidate({ userId: user.id })]);
      void utils.users.list.invalidate();
    },
    onSuccess: () => setEditing(false),
    // After a conflict, load the other user's values: the messages say what changed, and the
    // next Update is made against the version the user has now seen.
    onError: () => void utils.users.get.invalidate({ id: user.id }),
  });

  const onUpdate = handleSubmit(async (values) => {
    const changes = changedProfile(loadedRef.current, values);
    if (Object.keys(changes).length === 0) return setEditing(false);
    await command.submit(changes);
  });

  const cancel = () => {
    reset(fromDetail(user));
    setEditing(false);
  };

  return (
    <Paper withBorder p="md">
      <form onSubmit={(e) => void onUpdate(e)} noValidate>
        <Stack gap="md">
          <Group justify="space-between">
            <Text fw={700}>Profile</Text>
            <Group gap="xs">
              {editing ? (
                <>
                  <Button variant="default" onClick={cancel} disabled={command.busy}>
                    Cancel
                  </Button>
                  <Button type="submit" loading={command.busy} data-testid="user-update">
                    Update
                  </Button>
                </>
              ) : (
                <Button onClick={() => setEditing(true)} data-testid="user-edit">
                  Edit
                </Button>
              )}
            </Group>
          </Group>
          <TextInput label="Username" value={user.username} readOnly variant="filled" w={{ base: '100%', sm: 300 }} />
          <UserProfileFields control={control} register={register} errors={formState.errors} keys={keys.data} readOnly={!editing} />
        </Stack>
      </form>
    </Paper>
  );
}
