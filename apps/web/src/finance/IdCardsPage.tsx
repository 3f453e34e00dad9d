import { Badge, Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { trpc } from '../shared/trpc';
import { PageTitle } from '../shared/ui/PageTitle';
import { FileViewer } from '../shared/ui/FileViewer';
import { showAlert } from '../shared/ui/alerts';
import { CrewSearchSelect, type PickedCrew } from './CrewSearchSelect';
import { usePdfJob } from './use-pdf-job';

const PLACE = 'GENERATE ID';
const MAX = 40;

/**
 * Crew ID cards (/v/other-reports/generate-id): pick crews one by one, then print their cards
 * (photo, name, rank, crew code), eight to an A4 sheet, through the report workers.
 */
export function IdCardsPage() {
  const [picked, setPicked] = useState<PickedCrew[]>([]);
  const [error, setError] = useState<string | undefined>();
  const generate = trpc.finance.idCards.generate.useMutation();
  const job = usePdfJob(PLACE, trpc.finance.idCards.status.useQuery);
  const add = (c: PickedCrew | null) => {
    if (!c || picked.some((p) => p.id === c.id)) return;
    if (picked.length >= MAX) return showAlert(`${PLACE} FAILED`, [`At most ${MAX} crews at a time`]);
    setPicked([...picked, c]);
    setError(undefined);
  };
  const submit = () => {
    if (picked.length === 0) return setError('Choose at least one crew');
    void job.start(() => generate.mutateAsync({ crewIds: picked.map((p) => p.id) }));
  };
  return (
    <Stack gap="md">
      <PageTitle>Generate ID</PageTitle>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <CrewSearchSelect value={null} onChange={add} error={error} label="Add crew" testId="id-crew" />
          <Group gap="xs" data-testid="id-picked">
            {picked.length === 0 ? <Text c="dimmed">No crew chosen yet</Text> : null}
            {picked.map((p) => (
              <Badge
                key={p.id}
                size="lg"
                variant="light"
                rightSection={
                  <CloseButton
                    size="xs"
                    aria-label={`Remove ${p.label}`}
                    onClick={() => setPicked(picked.filter((x) => x.id !== p.id))}
                  />
                }
              >
                {p.label}
              </Badge>
            ))}
          </Group>
          <Group>
            <Button onClick={submit} loading={job.busy || generate.isPending} data-testid="id-generate">
              Generate ID Cards ({picked.length})
            </Button>
          </Group>
        </Stack>
      </Paper>
      {job.file ? <FileViewer file={job.file} title="Crew ID Cards" onClose={job.close} /> : null}
    </Stack>
  );
}
