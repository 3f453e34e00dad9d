import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@crewing/domain';
import { trpc, type RouterOutputs } from '../shared/trpc';
import { RenewDocument } from './RenewDocument';

type MyDocument = RouterOutputs['portal']['my']['documents'][number];

/** Expired reads red, inside a lead window amber (the office's colours, issue 9), valid green. */
const colourOf = (d: MyDocument) => (d.window === 'expired' ? 'red' : d.window ? 'orange' : 'green');

/** Issue 29 §2 My documents: his current documents, soonest expiry first, with the office's warnings. */
export function MyDocuments() {
  const docs = trpc.portal.my.documents.useQuery();
  return (
    <Paper withBorder p="sm" data-testid="portal-documents">
      <Title order={2} size="h4" mb="xs">
        My documents
      </Title>
      {docs.data?.length === 0 ? <Text c="dimmed">No documents on your 201 file yet.</Text> : null}
      <Stack gap="xs">
        {(docs.data ?? []).map((d) => (
          <Paper key={d.recordId} withBorder p="xs" data-testid={`portal-document-${d.recordId}`}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text fw={700} size="sm">
                  {d.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {d.kind}
                  {d.number ? ` · ${d.number}` : ''}
                </Text>
              </div>
              <Badge color={colourOf(d)} variant="light" style={{ flexShrink: 0 }}>
                {d.expiryDate ? formatDate(d.expiryDate) : 'NO EXPIRY'}
              </Badge>
            </Group>
            {d.warning ? (
              <Text size="xs" c={colourOf(d) === 'red' ? 'red.8' : 'orange.9'} fw={700} mt={4}>
                {d.warning === 'has expired' ? 'This document has expired' : `This document ${d.warning}`}
              </Text>
            ) : null}
            <RenewDocument doc={d} />
          </Paper>
        ))}
      </Stack>
    </Paper>
  );
}
