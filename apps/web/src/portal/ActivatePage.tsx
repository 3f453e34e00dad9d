import { Alert, Anchor, Button, PasswordInput, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { activateSeafarerInput } from '@crewing/domain/portal/index';
import { handleApiError } from '../shared/api-errors';
import { passwordsMatch, schemaResolver } from '../shared/schema-resolver';
import { trpc } from '../shared/trpc';
import { bindField } from '../shared/ui/form-fields';
import { AuthCard } from '../auth/AuthCard';

interface ActivateForm {
  code: string;
  password: string;
  confirmPassword: string;
}
const FIELDS = ['code', 'password', 'confirmPassword'] as const;
const PASSWORDS = [
  ['password', 'Password'],
  ['confirmPassword', 'Confirm Password'],
] as const;

/**
 * Issue 29 §1: the seafarer opens the mail's link (its code filled in) or types the code the office
 * handed him, and sets his password (the staff accounts' rules). He then signs in with his e-mail.
 */
export function ActivatePage() {
  const [params] = useSearchParams();
  const activate = trpc.portal.auth.activate.useMutation();
  const [email, setEmail] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<ActivateForm>({
    defaultValues: { code: params.get('code') ?? '', password: '', confirmPassword: '' },
    resolver: schemaResolver(activateSeafarerInput, { check: passwordsMatch('password', 'confirmPassword') }),
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      setEmail((await activate.mutateAsync(values)).email);
    } catch (err) {
      handleApiError(err, { place: 'ACTIVATE', form: { setError, fields: FIELDS } });
    }
  });
  const field = bindField(register, formState.errors);
  return (
    <AuthCard title="Crew Portal" w={340} onSubmit={onSubmit}>
      {email ? (
        <Alert color="green" data-testid="portal-activated">
          <Text size="sm">
            Your account is active. Sign in with your e-mail address <b>{email}</b> and your new password.
          </Text>
          <Anchor component={Link} to="/" data-testid="portal-to-login">
            Go to sign in
          </Anchor>
        </Alert>
      ) : (
        <>
          <Text size="sm">Enter the activation code from your invitation and choose your password.</Text>
          <TextInput
            label="Activation code"
            autoComplete="one-time-code"
            data-testid="activate-code"
            {...field('code')}
          />
          {PASSWORDS.map(([name, label]) => (
            <PasswordInput
              key={name}
              label={label}
              autoComplete="new-password"
              data-testid={`activate-${name}`}
              {...field(name)}
            />
          ))}
          <Button type="submit" loading={formState.isSubmitting} data-testid="activate-submit">
            Activate
          </Button>
        </>
      )}
    </AuthCard>
  );
}
