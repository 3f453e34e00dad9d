import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate } from '@crewing/domain';
import { trpc } from '../shared/trpc';
import { PortalFrame } from './PortalFrame';
import { MyCrewChange } from './MyCrewChange';
import { MyDocuments } from './MyDocuments';
import { MyAvailability } from './MyAvailability';
import { MyNotifications } from './MyNotifications';
import { MyRequests } from './MyRequests';
import { CorrectionRequest } from './CorrectionRequest';

/** Issue 29 §2: the seafarer's own page; his 201 summary, read-only (My profile). */
export function PortalHome() {
  return (
    <PortalFrame>
      <Stack gap="md">
        <Title order={1} size="h3">
          My Crew Portal
        </Title>
        <MyNotifications />
        <MyCrewChange />
        <MyDocuments />
        <MyAvailability />
        <MyRequests />
        <MyProfile />
      </Stack>
    </PortalFrame>
  );
}

function MyProfile() {
  const profile = trpc.portal.my.profile.useQuery();
  const p = profile.data;
  if (!p) return null;
  const rows: Array<[string, string | null]> = [
    ['Crew code', p.crewCode],
    ['Name', [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ')],
    ['Rank', p.rank],
    ['Birthdate', p.birthdate ? formatDate(p.birthdate) : null],
    ['E-mail', p.email],
    ['Contact number', p.contactNumber],
    ['Availability', p.availabilityDate ? formatDate(p.availabilityDate) : null],
  ];
  return (
    <Paper withBorder p="sm" data-testid="portal-profile">
      <Title order={2} size="h4" mb="xs">
        My profile
      </Title>
      <Table>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w="40%">
                {label}
              </Table.Th>
              <Table.Td>{value ?? <Text c="dimmed">—</Text>}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <CorrectionRequest />
    </Paper>
  );
}
