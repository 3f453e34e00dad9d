import { Alert, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';

/**
 * The one placeholder for screens later work fills. It says so plainly and never shows a form
 * that could look as if it saved something.
 */
export function PlannedScreen({ title, arrivesWith }: { title: string; arrivesWith: string }) {
  const { id } = useParams();
  return (
    <Stack gap="md" data-testid="planned-screen">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Alert color="gray" variant="light" title="Not built yet">
        {title} — this screen arrives with {arrivesWith}; nothing here is saved yet.
        {id !== undefined ? ` (record ${id})` : ''}
      </Alert>
    </Stack>
  );
}
