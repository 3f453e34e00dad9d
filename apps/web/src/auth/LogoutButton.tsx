import { Button, type ButtonProps } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { handleApiError } from '../shared/api-errors';
import { trpc } from '../shared/trpc';
import { LOGIN_PATH, useClearSession } from './session';

/** Sign out: the server revokes the session and clears its cookie; the cache is dropped. */
export function LogoutButton(props: Pick<ButtonProps, 'variant' | 'color' | 'size'>) {
  const navigate = useNavigate();
  const clearSession = useClearSession();
  const logout = trpc.auth.logout.useMutation();
  const onClick = async () => {
    try {
      await logout.mutateAsync();
    } catch (err) {
      handleApiError(err, { place: 'LOGOUT' });
      return;
    }
    clearSession();
    navigate(LOGIN_PATH, { replace: true });
  };
  return (
    <Button
      size="xs"
      variant="light"
      {...props}
      loading={logout.isPending}
      onClick={() => void onClick()}
      data-testid="logout"
    >
      Sign out
    </Button>
  );
}
