import { Grid, NavLink, Paper, Stack, Text } from '@mantine/core';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { StaffRecordFamilyKey } from '@crewing/domain';
import { hasPermission, useMe } from '../auth/session';
import { RecordFamilyPage } from '../records/RecordFamilyPage';
import { trpc } from '../shared/trpc';
import { AccountCard } from './AccountCard';
import { AgencyNumbersCard } from './AgencyNumbersCard';
import { EmployeeInfoCard } from './EmployeeInfoCard';
import { PersonalInfoCard } from './PersonalInfoCard';
import { StaffHeader, type Staff } from './StaffHeader';
import { StaffHistory } from './StaffHistory';
import { staffRecords } from './staff-records';
import { RouteTabs } from '../shared/ui/RouteTabs';
import { NotLoaded } from '../shared/ui/NotLoaded';

/** 000 §2 tabs and 002 §2 /v/staff/{id} routes; beyond the profile, the staff database's (000 §6). */
const TABS = [
  { path: 'profile', label: 'Staff Profile' },
  { path: 'document/gov', label: 'Documents', family: 'document', database: true },
  { path: 'work/exp', label: 'Work Experience', family: 'workExperience', database: true },
  { path: 'loan/cash', label: 'Cash Advance', family: 'cashAdvance', database: true },
] as const;

/** Staff profile side navigation (000 §2): Employee Information and Education only with the staff database. */
const SECTIONS = [
  { path: '201', label: '201 Profile' },
  { path: 'employee', label: 'Employee Information', database: true },
  { path: 'education', label: 'Education', database: true },
  { path: 'account', label: 'Account' },
] as const;

function Records({ family, userId }: { family: StaffRecordFamilyKey; userId: number }) {
  return <RecordFamilyPage key={family} records={staffRecords} familyKey={family} ownerId={userId} />;
}

function Profile({ staff, section }: { staff: Staff; section: string }) {
  const database = hasPermission(useMe().data, 'staff.database');
  const sections = SECTIONS.filter((s) => !('database' in s) || database);
  const current = sections.find((s) => s.path === section);
  if (!current) return <Navigate to={`/v/staff/${staff.id}/profile/201`} replace />;
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 2 }}>
        <Paper withBorder p={4}>
          {sections.map((s) => (
            <NavLink
              key={s.path}
              component={Link}
              to={`/v/staff/${staff.id}/profile/${s.path}`}
              label={s.label}
              active={s.path === section}
              data-testid={`staff-section-${s.path}`}
            />
          ))}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 10 }}>
        {section === '201' ? (
          <Stack>
            <PersonalInfoCard staff={staff} />
            <AgencyNumbersCard staff={staff} />
            <Records family="language" userId={staff.id} />
            <Records family="contact" userId={staff.id} />
          </Stack>
        ) : section === 'employee' ? (
          <EmployeeInfoCard staff={staff} />
        ) : section === 'education' ? (
          <Records family="education" userId={staff.id} />
        ) : (
          <AccountCard staff={staff} />
        )}
      </Grid.Col>
    </Grid>
  );
}

/** /v/staff/{id}/...: the staff detail header, the four tabs and the record's History panel. */
export function StaffPage() {
  const { id: raw } = useParams();
  const id = Number(raw);
  const valid = Number.isInteger(id) && id > 0;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const staff = trpc.staff.get.useQuery({ id }, { enabled: valid, meta: { place: 'STAFF' } });
  const database = hasPermission(useMe().data, 'staff.database');
  const tabs = TABS.filter((t) => !('database' in t) || database);
  const rest = pathname.replace(/^\/v\/staff\/\d+\/?/, '');
  const tab = tabs.find((t) => rest === t.path || rest.startsWith(`${t.path}/`)) ?? TABS[0];
  if (!valid) return <Text c="red">Staff not found</Text>;
  if (!staff.data) return <NotLoaded query={staff} notFound="Staff not found" />;
  return (
    <Stack gap="md">
      <StaffHeader staff={staff.data} />
      <RouteTabs
        tabs={tabs.map((t) => ({ value: t.path, label: t.label }))}
        value={tab.path}
        onChange={(v) => navigate(`/v/staff/${id}/${v === 'profile' ? 'profile/201' : v}`)}
        testId={(v) => `staff-tab-${v.split('/')[0]}`}
      />
      {'family' in tab ? (
        <Records family={tab.family} userId={id} />
      ) : (
        <Profile staff={staff.data} section={rest.split('/')[1] ?? '201'} />
      )}
      {database ? <StaffHistory userId={id} /> : null}
    </Stack>
  );
}
