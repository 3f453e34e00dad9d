import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@crewing/domain';
import { trpc, type RouterOutputs } from '../shared/trpc';
import { useQueuedRequests } from './live/upload-queue';

type MyRequest = RouterOutputs['portal']['my']['requests']['items'][number];
const COLOUR = { pending: 'orange', approved: 'green', rejected: 'red' } as const;
const STATUS = { pending: 'WAITING FOR REVIEW', approved: 'APPROVED', rejected: 'REJECTED' } as const;

/** What he asked, in a line: the renewed document's number and expiry, or the corrected field's value. */
function summary(r: MyRequest): string {
  if (r.kind === 'correction') return `${r.label}: ${r.value.text ?? ''}`;
  const parts = [
    r.value.number ? `No. ${r.value.number}` : null,
    r.value.expiryDate ? `expires ${formatDate(r.value.expiryDate)}` : null,
  ];
  return `Renewed ${r.label}${parts.some(Boolean) ? ` (${parts.filter(Boolean).join(', ')})` : ''}`;
}

/**
 * Issue 29 §2: what he sent the office and what became of it, with the reason of a rejection
 * ("reject sends a reason back"), and what waits in this browser for the link (issue 29 §3).
 * Asked again every 30 s, as his crew change is.
 */
export function MyRequests() {
  const requests = trpc.portal.my.requests.useQuery(undefined, { refetchInterval: 30_000 });
  const items = requests.data?.items ?? [];
  const queued = useQueuedRequests();
  if (items.length === 0 && queued.length === 0) return null;
  return (
    <Paper withBorder p="sm" data-testid="portal-requests">
      <Title order={2} size="h4" mb="xs">
        Sent to the office
      </Title>
      <Stack gap="xs">
        {queued.map((q) => (
          <Paper key={q.id} withBorder p="xs" data-testid="portal-queued">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {q.label}
              </Text>
              <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
                QUEUED
              </Badge>
            </Group>
            <Text size="sm" c="dimmed" mt={4}>
              Queued — will send when you are back online
            </Text>
          </Paper>
        ))}
        {items.map((r) => (
          <Paper key={r.id} withBorder p="xs" data-testid={`portal-request-${r.id}`}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {summary(r)}
              </Text>
              <Badge color={COLOUR[r.status]} variant="light" style={{ flexShrink: 0 }}>
                {STATUS[r.status]}
              </Badge>
            </Group>
            {r.reason ? (
              <Text size="sm" c="red.8" mt={4} data-testid={`portal-request-reason-${r.id}`}>
                Reason: {r.reason}
              </Text>
            ) : null}
          </Paper>
        ))}
      </Stack>
    </Paper>
  );
}
