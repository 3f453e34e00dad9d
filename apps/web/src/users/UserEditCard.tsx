import { TextInput } from '@mantine/core';
import { trpc } from '../shared/trpc';
import { useEditCard } from '../shared/use-edit-card';
import { useMasterKeys } from '../shared/use-master-keys';
import type { UserDetail } from './api-types';
import { extraChecks, PROFILE_FIELDS, toProfile, userProfileEdit } from './user-form';
import { UserProfileFields } from './UserProfileFields';
import { EditCardForm } from '../shared/ui/EditCardHeader';

/**
 * The user's profile, read-only until Edit; Update sends only the changed fields with the
 * version the edit started from, so the server merges other people's edits of other fields and
 * reports same-field conflicts under the inputs.
 */
export function UserEditCard({ user }: { user: UserDetail }) {
  const keys = useMasterKeys();
  const utils = trpc.useUtils();
  const update = trpc.users.update.useMutation();
  const card = useEditCard(user, userProfileEdit, {
    toInput: (v) => ({ userId: user.id, changes: toProfile(v) }),
    check: (v, before) => extraChecks(before)(v),
    command: {
      place: 'UPDATE USER',
      successMessage: 'User Successfuly Updated',
      fields: PROFILE_FIELDS,
      run: async ({ changes, baseVersion }, commandId) => {
        await update.mutateAsync({ userId: user.id, baseVersion, changes, commandId });
        await Promise.all([
          utils.users.get.invalidate({ id: user.id }),
          utils.users.history.invalidate({ userId: user.id }),
        ]);
        void utils.users.list.invalidate();
      },
      // The view behind the form is refreshed; Cancel shows the other user's values.
      onError: () => void utils.users.get.invalidate({ id: user.id }),
    },
  });
  const { control, register, formState } = card.form;

  return (
    <EditCardForm card={card} title="Profile" testId="user">
      <TextInput label="Username" value={user.username} readOnly variant="filled" w={{ base: '100%', sm: 300 }} />
      <UserProfileFields
        control={control}
        register={register}
        errors={formState.errors}
        keys={keys.data}
        readOnly={!card.editing}
      />
    </EditCardForm>
  );
}
