import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { bindApiErrors } from '../shared/api-errors';
import { trpc } from '../shared/trpc';
import { LOGIN_PATH, RESET_PASSWORD_PATH, useClearSession } from './session';

/** Connects the error module to the router and the cache (it lives outside React). */
export function ApiErrorBindings() {
  const navigate = useNavigate();
  const clearSession = useClearSession();
  const utils = trpc.useUtils();
  useEffect(() => {
    bindApiErrors({
      onUnauthorized: () => {
        clearSession();
        navigate(LOGIN_PATH, { replace: true });
      },
      onPasswordExpired: () => {
        // The server said the password is out of date: believe it before the refetch answers.
        utils.auth.me.setData(undefined, (old) => (old ? { ...old, passwordCurrent: false } : old));
        navigate(RESET_PASSWORD_PATH, { replace: true });
      },
    });
  }, [navigate, clearSession, utils]);
  return null;
}
