import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatDate } from '@crewing/domain';
import type { RouterOutputs } from '../shared/trpc';
import { hasPermission, useMe } from '../auth/session';
import { VesselImage } from './VesselImage';
import { BackButton } from '../shared/ui/BackButton';

type Vessel = NonNullable<RouterOutputs['vessel']['get']>;

/** 000 §2 Vessel detail header: every field, the fallback texts, dates DD MMM YYYY, ACTIVE / INACTIVE, Back. */
export function VesselHeader({ vessel }: { vessel: Vessel }) {
  const canEdit = hasPermission(useMe().data, 'vessel.manage');
  const f = vessel.fields;
  const l = vessel.labels;
  // Tonnages read with thousands separators (30,000), as the legacy's header showed them.
  const text = (k: string) =>
    f[k] === undefined || f[k] === null || f[k] === ''
      ? '—'
      : typeof f[k] === 'number'
        ? f[k].toLocaleString('en-US')
        : String(f[k]);
  const key = (k: string, fallback: string) => l[k] ?? fallback;
  const date = (k: string) => (typeof f[k] === 'string' ? formatDate(f[k]).toUpperCase() : '—');
  const rows: Array<[string, string]> = [
    ['Short Name', text('alias2')],
    ['PNI Code', text('pniCode')],
    ['Contract Term', text('contractTerm')],
    ['Email', text('email')],
    ['Trade Route', key('tradeRouteId', 'No Trade Route')],
    ['Dead Weight', text('deadWeight')],
    ['Vessel Type', key('vesselTypeId', 'No Vessel Type')],
    ['Salary Type', key('salaryTypeId', 'No Salary Type')],
    ['Total Crew', text('totalCrew')],
    ['Management', key('managementId', 'No Management')],
    ['Classification', text('classification')],
    ['Filipino Crew', text('filipinoCrew')],
    ['POEA Principal', key('principalId', 'No Principal')],
    ['Date Launched', date('dateLaunched')],
    ['Foreign Crew', text('foreignCrew')],
    // Vessels saved before the flag became a key show their flag text.
    ['Current Flag', l.flagId ?? vessel.legacyFlag ?? '—'],
    ['Date Delivered', date('dateDelivered')],
    ['Registry Port', key('portId', 'No Port')],
    ['Fleet Number', text('fleetNo')],
    ['Gross Ton', text('grossTon')],
    ['Vessel Size', key('vesselSizeId', 'No Vessel Size')],
    ['CBA', text('cba')],
    ['Net Ton', text('netTon')],
    ['Division', key('divisionId', 'No Division')],
  ];
  return (
    <Paper withBorder p="md" data-testid="vessel-header">
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <VesselImage vesselId={vessel.id} fileId={vessel.imageFileId} />
        <Stack gap="xs" style={{ flex: 1 }}>
          <Group justify="space-between">
            <Group gap="sm">
              <Title order={1} size="h3" data-testid="vessel-name">
                {String(f.name)}
              </Title>
              <Text c="dimmed">{String(f.code)}</Text>
              <Badge color={vessel.active ? 'green' : 'gray'} data-testid="vessel-status">
                {vessel.active ? 'ACTIVE' : 'INACTIVE'}
              </Badge>
            </Group>
            <Group gap="xs">
              {canEdit ? (
                <Button
                  size="xs"
                  variant="light"
                  component={Link}
                  to={`/v/masterlist/vessel/add?id=${vessel.id}`}
                  data-testid="vessel-edit"
                >
                  Edit
                </Button>
              ) : null}
              <BackButton to="/v/masterlist/vessel/index" size="xs" />
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 2, md: 3 }} spacing={4} verticalSpacing={2}>
            {rows.map(([label, value]) => (
              <Text size="sm" key={label}>
                <Text span c="dimmed" size="sm">
                  {label}:{' '}
                </Text>
                <Text span fw={500} size="sm" data-testid={`vessel-field-${label}`}>
                  {value}
                </Text>
              </Text>
            ))}
          </SimpleGrid>
        </Stack>
      </Group>
    </Paper>
  );
}
