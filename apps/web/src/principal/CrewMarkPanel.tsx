import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { trpc, type RouterOutputs } from '../shared/trpc';
import { describeError } from '../shared/api-errors';
import { notifySuccess, showAlert } from '../shared/ui/alerts';
import { CrewMarkBadge } from './CrewMarkBadge';
import { ReasonModal } from './ReasonModal';

type Crew = RouterOutputs['principal']['crew'];
type Mark = 'PREFERRED' | 'BARRED';

const TITLE: Record<Mark, string> = { PREFERRED: 'Mark as preferred', BARRED: 'Mark as not wanted' };

/**
 * Issue 30 §3: the principal marks a crew as preferred or not wanted on his vessels, saying why;
 * the crewing office's line-up shows his preferred crews first and refuses the ones he does not want.
 */
export function CrewMarkPanel({ crew, onChanged }: { crew: Crew; onChanged: () => void }) {
  const [editing, setEditing] = useState<Mark | null>(null);
  const clear = trpc.principal.clearCrewMark.useMutation();
  const remove = async () => {
    try {
      await clear.mutateAsync({ crewId: crew.id });
      notifySuccess('REMOVE MARK', `Mark removed from ${crew.name}`);
      onChanged();
    } catch (e) {
      showAlert('REMOVE MARK', [describeError(e).message]);
    }
  };
  const m = crew.mark;
  return (
    <Paper withBorder p="md" data-testid="crew-mark-panel">
      <Group justify="space-between" align="center">
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            On your vessels
          </Text>
          {m ? (
            <Group gap="xs">
              <CrewMarkBadge mark={m.mark} />
              <Text size="sm" data-testid="crew-mark-current">
                {m.reason}
              </Text>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              No mark: the crewing office lines him up as any other crew
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          <Button size="xs" variant="light" color="teal" onClick={() => setEditing('PREFERRED')}>
            {TITLE.PREFERRED}
          </Button>
          <Button size="xs" variant="light" color="red" onClick={() => setEditing('BARRED')} data-testid="mark-barred">
            {TITLE.BARRED}
          </Button>
          {m ? (
            <Button size="xs" variant="subtle" loading={clear.isPending} onClick={() => void remove()}>
              Remove mark
            </Button>
          ) : null}
        </Group>
      </Group>
      {editing ? (
        <MarkModal
          crew={crew}
          mark={editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            onChanged();
          }}
        />
      ) : null}
    </Paper>
  );
}

function MarkModal({
  crew,
  mark,
  onClose,
  onDone,
}: {
  crew: Crew;
  mark: Mark;
  onClose: () => void;
  onDone: () => void;
}) {
  const save = trpc.principal.markCrew.useMutation();
  return (
    <ReasonModal
      title={`${TITLE[mark]}: ${crew.name}`}
      testId="crew-mark"
      field="reason"
      label="Reason"
      description={
        mark === 'BARRED'
          ? 'The crewing office reads this when it cannot line him up for your vessels'
          : 'Why you want him on your vessels'
      }
      initial={crew.mark?.mark === mark ? crew.mark.reason : ''}
      save={{
        label: 'Save',
        place: 'MARK CREW',
        success: `${crew.name} marked ${mark === 'BARRED' ? 'not wanted' : 'preferred'}`,
      }}
      send={(reason) => save.mutateAsync({ crewId: crew.id, mark, reason })}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
