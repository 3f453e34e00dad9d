import { Stack } from '@mantine/core';
import type { CrewDetail } from './api-types';
import { CrewHistoryTable } from './CrewHistoryTable';
import { CrewProfileCard } from './CrewProfileCard';

/** 201 Profile and Personal Information (002 §2 /v/crew/{id}/profile/...): the identity and its edit history. */
export function CrewProfilePage({ crew }: { crew: CrewDetail }) {
  return (
    <Stack gap="md">
      <CrewProfileCard crew={crew} />
      <CrewHistoryTable crewId={crew.id} />
    </Stack>
  );
}
