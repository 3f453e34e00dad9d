import { Alert, Badge, Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '@crewing/domain';
import { hasPermission, useMe } from '../../auth/session';
import { trpc, type RouterOutputs } from '../../shared/trpc';
import { useCommand } from '../../shared/use-command';

type Invited = RouterOutputs['portal']['office']['invite'];
const STATUS_COLOR = { invited: 'yellow', active: 'green', inactive: 'gray' } as const;
const DANGER = { color: 'red', variant: 'light' } as const;
const when = (v: string | Date | null | undefined) => (v ? formatDate(v, 'DD MMM YYYY HH:mm') : '—');

/**
 * Issue 29 §1, the office's side: DSS or a crewing officer invites the crew to his portal from his
 * 201 file (by mail, or with a one-time code to hand over when no mail server is set), and
 * deactivates the account. The server refuses everyone else; this card only says so.
 */
export function PortalAccountCard({ crewId }: { crewId: number }) {
  const me = useMe().data;
  const allowed = hasPermission(me, 'portal.accounts');
  const utils = trpc.useUtils();
  const account = trpc.portal.office.account.useQuery({ crewId }, { enabled: allowed });
  const [invited, setInvited] = useState<Invited | null>(null);
  const invite = trpc.portal.office.invite.useMutation();
  const deactivate = trpc.portal.office.deactivate.useMutation();
  const refresh = () => void utils.portal.office.account.invalidate({ crewId });
  const sendInvite = useCommand<null>({
    confirm: 'create',
    confirmText: 'Invite this crew to the crew portal?',
    place: 'INVITE',
    successMessage: 'The crew is invited to the portal',
    run: async (_v, commandId) => setInvited(await invite.mutateAsync({ crewId, commandId })),
    onSuccess: refresh,
  });
  const sendDeactivate = useCommand<null>({
    confirm: 'update',
    confirmText: 'Deactivate this crew\u2019s portal account?',
    place: 'DEACTIVATE',
    successMessage: 'The portal account is deactivated',
    run: (_v, commandId) => deactivate.mutateAsync({ crewId, commandId }),
    onSuccess: refresh,
  });
  if (!allowed)
    return (
      <Paper withBorder p="md">
        <Text>Only DSS and crewing officers manage a crew&apos;s portal account.</Text>
      </Paper>
    );
  const a = account.data?.account ?? null;
  // Invite while not active (again after a deactivation); deactivate while invited or active.
  const actions = [
    ...(a?.status !== 'active'
      ? [{ label: a ? 'Invite again' : 'Invite to the portal', testId: 'portal-invite', command: sendInvite, look: {} }]
      : []),
    ...(a && a.status !== 'inactive'
      ? [{ label: 'Deactivate', testId: 'portal-deactivate', command: sendDeactivate, look: DANGER }]
      : []),
  ];
  return (
    <Paper withBorder p="md" data-testid="portal-account">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={700}>Crew Portal Account</Text>
          {a ? (
            <Badge color={STATUS_COLOR[a.status]} variant="light" data-testid="portal-account-status">
              {a.status.toUpperCase()}
            </Badge>
          ) : (
            <Badge color="gray" variant="light" data-testid="portal-account-status">
              NOT INVITED
            </Badge>
          )}
        </Group>
        <Text size="sm">
          E-mail on the 201 file: <b>{account.data?.crewEmail ?? 'none'}</b>
        </Text>
        {a ? (
          <Text size="sm" data-testid="portal-account-dates">
            Invited {when(a.invited_at)} by {a.invited_by} ({a.mailed ? 'by mail' : 'with a code'}) · Activated{' '}
            {when(a.activated_at)} · Last sign-in {when(a.last_sign_in_at)}
          </Text>
        ) : null}
        {invited ? <InvitationResult invited={invited} /> : null}
        <Group>
          {actions.map((x) => (
            <Button
              key={x.testId}
              size="xs"
              {...x.look}
              loading={x.command.busy}
              data-testid={x.testId}
              onClick={() => void x.command.submit(null)}
            >
              {x.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

function InvitationResult({ invited }: { invited: Invited }) {
  if (invited.mailed)
    return (
      <Alert color="green" data-testid="portal-invite-result">
        The invitation was sent to the crew&apos;s e-mail address.
      </Alert>
    );
  return (
    <Alert color="blue" data-testid="portal-invite-result">
      <Stack gap={4}>
        <Text size="sm">
          {'mailFailed' in invited
            ? 'The mail could not be sent. '
            : 'No mail server is set (SMTP_URL), so hand this code over. '}
          The crew opens /portal/activate and enters it within 14 days; it works once.
        </Text>
        <Code fz="lg" data-testid="portal-invite-code">
          {invited.code}
        </Code>
      </Stack>
    </Alert>
  );
}
