import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router-dom';
import { formatDate } from '@crewing/domain';
import { hasPermission, useMe } from '../auth/session';
import type { RouterOutputs } from '../shared/trpc';
import { SheetButton } from './SheetButton';
import { StaffImage } from './StaffImage';

export type Staff = RouterOutputs['staff']['get'];

/** 000 §9: staff birthdate and date hired read DD MMMM YYYY. */
export const longDate = (v: string | null | undefined) => (v ? formatDate(v, 'DD MMMM YYYY') : '—');
const orDash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '—' : String(v));

/** 000 §2 Staff detail header: image, every field, the ACTIVE / INACTIVE badge, Biodata, Consent and Back. */
export function StaffHeader({ staff }: { staff: Staff }) {
  const navigate = useNavigate();
  const database = hasPermission(useMe().data, 'staff.database');
  const age = staff.birthdate ? dayjs().diff(staff.birthdate, 'year') : null;
  const rows: Array<[string, string]> = [
    ['Contact Number', '—'],
    ['Gender', staff.male === 1 ? 'Male' : staff.male === 0 ? 'Female' : '—'],
    ['Department', orDash(staff.departmentName)],
    ['Personal Email', orDash(staff.email)],
    ['Company Email', orDash(staff.vmcEmail)],
    ['Civil Status', orDash(staff.civilStatus)],
    ['Religion', orDash(staff.religion)],
    ['Age', orDash(age)],
    ['Birthdate', longDate(staff.birthdate)],
    ['Birth Place', orDash(staff.birthplace)],
    ['Height', staff.height ? `${staff.height} cm` : '—'],
    ['Weight', staff.weight ? `${staff.weight} kg` : '—'],
    ['Date Hired', longDate(staff.dateHired)],
    ['Address', orDash(staff.address)],
  ];
  const formal = [staff.lastName + ',', staff.firstName, staff.middleName, staff.suffix].filter(Boolean).join(' ');
  return (
    <Paper withBorder p="md" data-testid="staff-header">
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <StaffImage userId={staff.id} fileId={staff.imageFileId} />
        <Stack gap="xs" style={{ flex: 1 }}>
          <Group justify="space-between" align="flex-start">
            <div>
              <Group gap="xs">
                <Title order={1} size="h3" data-testid="staff-name">
                  {formal}
                </Title>
                <Badge color={staff.status === 1 ? 'green' : 'gray'} data-testid="staff-status">
                  {staff.status === 1 ? 'ACTIVE' : 'INACTIVE'}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                Employee ID: {staff.employeeId} · {staff.positions.map((p) => p.shortName).join('/') || 'No Position'}
              </Text>
            </div>
            <Group gap="xs">
              {/* The sheets print education and work experience: the staff database's (000 §6). */}
              {database ? <SheetButton userId={staff.id} kind="BIODATA" label="Biodata" /> : null}
              {database ? <SheetButton userId={staff.id} kind="CONSENT" label="Consent" /> : null}
              {/* A page opened from the list's View is a new tab with no history: Back goes to the list. */}
              <Button
                variant="default"
                onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/v/masterlist/staff'))}
              >
                Back
              </Button>
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xs" verticalSpacing={4}>
            {rows.map(([label, value]) => (
              <div key={label}>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text size="sm" fw={500} data-testid={`staff-header-${label.toLowerCase().replace(/\s+/g, '-')}`}>
                  {value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Stack>
      </Group>
    </Paper>
  );
}
