import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { REPORTS } from '@crewing/domain/reports/index';
import { hasPermission, useMe } from '../auth/session';
import { PageTitle } from '../shared/ui/PageTitle';

/** /v/report/others (002 §2 "Other Crew Reports", no content in the legacy): the reports outside the main list. */
export function OtherReportsPage() {
  const me = useMe().data;
  const others = REPORTS.filter(
    (r) =>
      (r.path.startsWith('/v/other-reports') || r.key === 'embark-requirements') && hasPermission(me, r.permission),
  );
  return (
    <Stack>
      <PageTitle>Other Crew Reports</PageTitle>
      <Paper withBorder p="md">
        <Stack gap="xs">
          {others.map((r) => (
            <Anchor key={r.key} component={Link} to={r.path}>
              {r.title}
            </Anchor>
          ))}
          {others.length === 0 ? <Text c="dimmed">No report for your role</Text> : null}
        </Stack>
      </Paper>
    </Stack>
  );
}
