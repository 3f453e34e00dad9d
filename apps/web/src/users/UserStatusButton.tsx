import { Button } from '@mantine/core';
import { trpc } from '../shared/trpc';
import { useCommand } from '../shared/use-command';
import type { UserDetail } from './api-types';
import { fromDetail, singleChange } from './user-form';

/** Activate / deactivate is an update of the status field (a deactivated user is signed out). */
export function UserStatusButton({ user }: { user: UserDetail }) {
  const utils = trpc.useUtils();
  const update = trpc.users.update.useMutation();
  const active = user.status === 1;
  const command = useCommand<0 | 1>({
    confirm: 'update',
    place: active ? 'DEACTIVATE USER' : 'ACTIVATE USER',
    successMessage: 'User Successfuly Updated',
    run: async (status, commandId) => {
      const changes = singleChange(fromDetail(user), { status: status === 1 ? '1' : '0' });
      await update.mutateAsync({ userId: user.id, baseVersion: user.version, changes, commandId });
      await Promise.all([
        utils.users.get.invalidate({ id: user.id }),
        utils.users.history.invalidate({ userId: user.id }),
      ]);
      void utils.users.list.invalidate();
    },
  });
  return (
    <Button
      color={active ? 'red' : 'green'}
      variant="light"
      loading={command.busy}
      onClick={() => void command.submit(active ? 0 : 1)}
      data-testid="user-status-toggle"
    >
      {active ? 'Deactivate' : 'Activate'}
    </Button>
  );
}
