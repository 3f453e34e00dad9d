import { Anchor, Badge, Drawer, Stack, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { Link } from 'react-router-dom';
import { crewStream, DATE_FORMAT, todayIn } from '@crewing/domain';
import { crewAsOfPath } from '../crew/as-of/CrewAsOfPicker';
import { trpc } from '../shared/trpc';
import { TableHead } from '../shared/ui/TableHead';

const shown = (v: unknown) =>
  v === null || v === undefined || v === '' ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** Issue 27: a record's whole story, oldest first: each event, who, when, from where, every field old -> new. */
export function RecordStory({ streamId, onClose }: { streamId: string | null; onClose: () => void }) {
  const story = trpc.audit.story.useQuery(
    { streamId: streamId ?? '' },
    { enabled: streamId !== null, meta: { place: 'HISTORY LOG' } },
  );
  // A crew's story links each event to his 201 file as it stood just after it (issue 27).
  const crewId = streamId === null ? null : crewStream.numberOf(streamId);
  return (
    <Drawer
      closeButtonProps={{ 'aria-label': 'Close the story' }}
      opened={streamId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={`Story of ${streamId ?? ''}`}
    >
      <Stack gap="md" data-testid="record-story">
        {(story.data ?? []).map((e) => (
          <div key={e.position}>
            <Text size="sm" fw={700}>
              {dayjs(e.recordedAt).format(`${DATE_FORMAT} HH:mm:ss`).toUpperCase()} · {e.userName}{' '}
              <Badge variant="light" size="sm">
                {e.eventType}
              </Badge>
            </Text>
            <Text size="sm">{e.summary}</Text>
            {e.source ? <Text size="sm">{e.source}</Text> : null}
            <Text size="xs" c="dimmed">
              {[e.device, e.browser, e.os].filter(Boolean).join(' / ')} · {e.ip} · event {e.position}
            </Text>
            {crewId !== null ? (
              <Anchor
                component={Link}
                to={crewAsOfPath(crewId, todayIn(new Date(e.recordedAt)), e.position)}
                size="xs"
                data-testid="story-as-of"
              >
                201 file as of this event
              </Anchor>
            ) : null}
            {e.changes.length > 0 ? (
              <Table withTableBorder mt={4} fz="xs">
                <TableHead columns={['Field', 'Old', 'New']} />
                <Table.Tbody>
                  {e.changes.map((c) => (
                    <Table.Tr key={c.field}>
                      <Table.Td>{c.field}</Table.Td>
                      <Table.Td>{shown(c.oldValue)}</Table.Td>
                      <Table.Td>{shown(c.newValue)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : null}
          </div>
        ))}
        {story.data && story.data.length === 0 ? <Text size="sm">No events recorded for this record.</Text> : null}
      </Stack>
    </Drawer>
  );
}
