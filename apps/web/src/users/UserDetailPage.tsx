import { Alert, Badge, Group, Stack } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { topics, userStream } from '@crewing/domain';
import { useTopic } from '../shared/realtime';
import { trpc } from '../shared/trpc';
import { PageTitle } from '../shared/ui/PageTitle';
import { AdminPasswordReset } from './AdminPasswordReset';
import { UserEditCard } from './UserEditCard';
import { UserHistoryTable } from './UserHistoryTable';
import { UserStatusButton } from './UserStatusButton';
import { BackButton } from '../shared/ui/BackButton';
import { PageLoader } from '../shared/ui/PageLoader';

export function UserDetailPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const user = trpc.users.get.useQuery({ id }, { enabled: valid, meta: { place: 'USER DETAIL' } });
  // Another administrator's edits of this user show here without a reload.
  useTopic(valid ? topics.user(id) : null);
  useTopic(valid ? topics.history(userStream.id(id)) : null);

  const back = <BackButton to="/v/settings/user" />;
  if (!valid || user.isError) {
    return (
      <>
        <PageTitle actions={back}>User</PageTitle>
        <Alert color="red">{valid ? 'This user could not be loaded.' : 'File Not Found'}</Alert>
      </>
    );
  }
  if (!user.data) {
    return <PageLoader />;
  }
  const u = user.data;
  const name = [u.firstName, u.middleName, u.lastName, u.suffix].filter(Boolean).join(' ');
  return (
    <Stack gap="md">
      <PageTitle
        actions={
          <>
            {back}
            <UserStatusButton user={u} />
          </>
        }
      >
        <Group gap="sm" component="span">
          <span data-testid="user-detail-name">{name}</span>
          <Badge color={u.status === 1 ? 'green' : 'gray'}>{u.status === 1 ? 'ACTIVE' : 'INACTIVE'}</Badge>
        </Group>
      </PageTitle>
      <UserEditCard user={u} />
      <AdminPasswordReset userId={u.id} />
      <UserHistoryTable userId={u.id} />
    </Stack>
  );
}
