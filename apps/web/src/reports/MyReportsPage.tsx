import { Stack } from '@mantine/core';
import { PageTitle } from '../shared/ui/PageTitle';
import { MyReports } from './MyReports';

/** Every file the user generated (reports, checklists, biodata...), with live progress. */
export function MyReportsPage() {
  return (
    <Stack>
      <PageTitle>My Reports</PageTitle>
      <MyReports />
    </Stack>
  );
}
