import { Navigate, useParams } from 'react-router-dom';
import { userStream } from '@crewing/domain';
import { navSection, type WebArea } from '../shared/web-area';
import { UserCreatePage } from './UserCreatePage';
import { UserDetailPage } from './UserDetailPage';
import { UserListPage } from './UserListPage';

/** The legacy's duplicate user paths (002 §2 settings: user/{id}) forward to the ones with screens. */
function UserIdRedirect() {
  const { id } = useParams();
  return <Navigate to={`/v/settings/user-detail/${id ?? ''}`} replace />;
}

/** User accounts, under Settings. */
export const usersArea: WebArea = {
  routes: [
    { path: '/v/settings/user', permission: 'users.manage', element: <UserListPage /> },
    { path: '/v/settings/user-create', permission: 'users.manage', element: <UserCreatePage /> },
    { path: '/v/settings/user-detail/:id', permission: 'users.manage', element: <UserDetailPage /> },
    { path: '/v/settings/user/:id', element: <UserIdRedirect /> },
  ],
  redirects: [{ from: '/v/settings/create', to: '/v/settings/user-create' }],
  nav: navSection('Settings', [{ label: 'Users', to: '/v/settings/user', permission: 'users.manage' }]),
  live: (topic, utils) => {
    if (topic.kind === 'user') {
      void utils.users.get.invalidate({ id: topic.id });
      void utils.users.list.invalidate();
    }
    const userId = topic.kind === 'history' ? userStream.numberOf(topic.streamId) : null;
    if (userId !== null) void utils.users.history.invalidate({ userId });
  },
};
