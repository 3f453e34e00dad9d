import { Alert, Box, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import dayjs from 'dayjs';
import { formatDate } from '@crewing/domain';
import { trpc } from '../shared/trpc';
import { PageTitle } from '../shared/ui/PageTitle';
import { FleetVesselPicker } from './FleetVesselPicker';
import { useVesselScreen } from './use-vessel-screen';
import type { RotationPlan } from './api-types';

type Segment = RotationPlan['crews'][number]['segments'][number];

/** A crew's segments as bars on a time line from today to the horizon. */
function Timeline({ segments, from, to }: { segments: Segment[]; from: string; to: string }) {
  const span = dayjs(to).diff(from, 'day');
  const pos = (d: string) => Math.min(100, Math.max(0, (dayjs(d).diff(from, 'day') / span) * 100));
  return (
    <Box pos="relative" h={22} bg="gray.0" style={{ borderRadius: 4 }}>
      {segments.map((s, i) => {
        const left = pos(s.from);
        const width = pos(s.to) - left;
        if (width <= 0) return null;
        const color =
          s.kind === 'CONTRACT'
            ? s.actual
              ? 'var(--mantine-color-blue-6)'
              : 'var(--mantine-color-blue-3)'
            : 'var(--mantine-color-green-2)';
        return (
          <Tooltip
            key={i}
            label={`${s.kind}${s.vesselName ? ` ${s.vesselName}` : ''}: ${formatDate(s.from)} – ${formatDate(s.to)}${s.actual ? '' : ' (projected)'}`}
          >
            <Box
              pos="absolute"
              top={2}
              h={18}
              style={{ left: `${left}%`, width: `${width}%`, background: color, borderRadius: 3 }}
            />
          </Tooltip>
        );
      })}
    </Box>
  );
}

/** Rotation plan (002 §2 /v/crewchange/rotationPlan): per crew of a vessel, the contracts and vacations ahead. */
export function RotationPlanPage() {
  const { filters: f, query: q } = useVesselScreen<RotationPlan>(trpc.planning.rotationPlan, 'LOAD ROTATION PLAN');
  const today = dayjs().format('YYYY-MM-DD');
  const horizon = q.data?.horizon ?? today;
  const ticks = q.data
    ? Array.from({ length: 7 }, (_, i) =>
        dayjs(today)
          .add((dayjs(horizon).diff(today, 'month') * i) / 6, 'month')
          .format('MMM YY')
          .toUpperCase(),
      )
    : [];
  return (
    <Stack gap="sm" data-testid="rotation-plan">
      <PageTitle>Rotation Plan</PageTitle>
      <FleetVesselPicker f={f} allVessels="--- Select Vessel ---" />
      {!f.vesselId ? (
        <Alert color="gray">Choose a vessel to see the rotations of its crews and relievers.</Alert>
      ) : null}
      <Group gap="md">
        <Legend color="var(--mantine-color-blue-6)" text="Contract under way or planned" />
        <Legend color="var(--mantine-color-blue-3)" text="Contract projected" />
        <Legend color="var(--mantine-color-green-2)" text="Vacation" />
      </Group>
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={90}>Rank</Table.Th>
            <Table.Th w={240}>Crew</Table.Th>
            <Table.Th>
              <Group justify="space-between">
                {ticks.map((t, i) => (
                  <Text key={i} size="xs" c="dimmed">
                    {t}
                  </Text>
                ))}
              </Group>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {q.data?.crews.map((c) => (
            <Table.Tr key={c.crewId} data-testid={`rotation-${c.crewId}`}>
              <Table.Td>{c.rankName}</Table.Td>
              <Table.Td>{c.name}</Table.Td>
              <Table.Td>
                <Timeline segments={c.segments} from={today} to={horizon} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function Legend({ color, text }: { color: string; text: string }) {
  return (
    <Group gap={4}>
      <Box w={14} h={10} style={{ background: color, borderRadius: 2 }} />
      <Text size="xs">{text}</Text>
    </Group>
  );
}
