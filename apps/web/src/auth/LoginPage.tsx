import { Alert, Button, PasswordInput, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { loginInput } from '@crewing/domain';
import { isSeafarerLogin } from '@crewing/domain/portal/index';
import { describeError, formFieldName } from '../shared/api-errors';
import { schemaResolver } from '../shared/schema-resolver';
import { trpc } from '../shared/trpc';
import { bindField } from '../shared/ui/form-fields';
import { AuthCard } from './AuthCard';
import { useClearSession } from './session';

/** Issue 11: a sign-in that gets no answer stops spinning ("not shown" in the spec: 15 s). */
const LOGIN_TIMEOUT_MS = 15_000;

/** Rejects like a failed fetch (no server code), so the catalogue's connection message shows. */
function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TypeError('Login timed out')), ms);
    p.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

interface LoginForm {
  username: string;
  password: string;
}

/** Login (002 §2 '/'); the route guard sends the user on once `auth.me` knows them. */
export function LoginPage() {
  const utils = trpc.useUtils();
  const clearSession = useClearSession();
  // Sent at once even offline (no waiting for the network), and given up after LOGIN_TIMEOUT_MS.
  const login = trpc.auth.login.useMutation({ networkMode: 'always' });
  // Issue 29: a seafarer signs in here with his e-mail address and lands in his portal.
  const seafarerLogin = trpc.portal.auth.login.useMutation({ networkMode: 'always' });
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<LoginForm>({
    defaultValues: { username: '', password: '' },
    resolver: schemaResolver(loginInput),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (isSeafarerLogin(values.username)) {
        const seafarer = await withTimeout(seafarerLogin.mutateAsync(values), LOGIN_TIMEOUT_MS);
        clearSession();
        utils.portal.auth.me.setData(undefined, seafarer);
        return navigate('/portal', { replace: true });
      }
      const { user } = await withTimeout(login.mutateAsync(values), LOGIN_TIMEOUT_MS);
      clearSession();
      utils.auth.me.setData(undefined, user);
    } catch (err) {
      const info = describeError(err);
      if (info.code === null) return setFormError('Failed to connect on API Login Server');
      if (info.fieldErrors) {
        for (const [key, messages] of Object.entries(info.fieldErrors)) {
          const field = formFieldName(key);
          if (field === 'username' || field === 'password') setError(field, { message: messages.join(', ') });
          else setFormError(messages.join(', '));
        }
        return;
      }
      if (info.code === 'UNAUTHORIZED' || info.code === 'TOO_MANY_REQUESTS') {
        return setError('password', { message: info.message });
      }
      setFormError(info.code === 'INTERNAL_SERVER_ERROR' ? 'SYSTEM ERROR' : `ERROR ${info.httpStatus ?? info.code}`);
    }
  });

  const field = bindField(register, formState.errors);
  return (
    <AuthCard title="Crewing Back Office" w={380} onSubmit={onSubmit}>
      {formError ? (
        <Alert color="red" data-testid="login-error">
          {formError}
        </Alert>
      ) : null}
      <TextInput label="Username" autoComplete="username" data-testid="login-username" {...field('username')} />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        data-testid="login-password"
        {...field('password')}
      />
      <Button type="submit" loading={formState.isSubmitting} data-testid="login-submit">
        Login
      </Button>
    </AuthCard>
  );
}
