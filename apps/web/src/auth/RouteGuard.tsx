import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { Permission } from '@crewing/domain';
import { hasPermission, homePath, LOGIN_PATH, PRINCIPAL_HOME, RESET_PASSWORD_PATH, useMe } from './session';

/**
 * The route guard of 002 §2:
 * - no session: every login-required page goes to Login;
 * - a session with a current password: Login and Reset Password go to the crew list;
 * - a session with an out-of-date password: every login-required page goes to Reset Password.
 */
function Gate({ children }: { children: (me: ReturnType<typeof useMe>['data']) => ReactNode }) {
  const me = useMe();
  if (me.isPending) {
    return (
      <Center h="100vh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  // A failed refetch keeps the last answer; only a first load that failed blocks the page.
  if (me.isError && me.data === undefined) {
    return (
      <Center h="100vh">
        <Stack align="center">
          <Text fw={700}>SERVER ERROR</Text>
          <Text>ERROR ON SIGN IN CHECK</Text>
          <Text>Please contact your system administrator.</Text>
          <Button onClick={() => void me.refetch()}>Try again</Button>
        </Stack>
      </Center>
    );
  }
  return <>{children(me.data ?? null)}</>;
}

/** Login: only without a session. */
export function PublicOnly({ children }: { children: ReactNode }) {
  return (
    <Gate>
      {(me) => {
        if (!me) return children;
        return <Navigate to={me.passwordCurrent ? homePath(me) : RESET_PASSWORD_PATH} replace />;
      }}
    </Gate>
  );
}

/** Reset Password: only with a session whose password is out of date. */
export function ResetOnly({ children }: { children: ReactNode }) {
  return (
    <Gate>
      {(me) => {
        if (!me) return <Navigate to={LOGIN_PATH} replace />;
        if (me.passwordCurrent) return <Navigate to={homePath(me)} replace />;
        return children;
      }}
    </Gate>
  );
}

/** Every other page: a session with a current password. */
export function RequireSession() {
  const { pathname } = useLocation();
  return (
    <Gate>
      {(me) => {
        if (!me) return <Navigate to={LOGIN_PATH} replace />;
        if (!me.passwordCurrent) return <Navigate to={RESET_PASSWORD_PATH} replace />;
        // Issue 30: a principal user reads his own screens only (the server refuses him the office's).
        if (me.principalId != null && !pathname.startsWith(PRINCIPAL_HOME))
          return <Navigate to={PRINCIPAL_HOME} replace />;
        return <Outlet />;
      }}
    </Gate>
  );
}

/** Pages a permission opens; others are sent Home (as the legacy did for /coe). */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const me = useMe();
  // A principal user has no Home of the office's (it would send him round): his own screens.
  if (!hasPermission(me.data, permission))
    return <Navigate to={me.data?.principalId != null ? homePath(me.data) : '/v'} replace />;
  return <>{children}</>;
}
