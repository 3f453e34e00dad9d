import { Stack } from '@mantine/core';
import { PERSONAL_INFO_FIELDS } from '@crewing/domain';
import type { CrewDetail } from './api-types';
import { CrewHistoryTable } from './CrewHistoryTable';
import { CrewPersonalInfoCard } from './CrewPersonalInfoCard';
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

const PERSONAL_INFO = Object.keys(PERSONAL_INFO_FIELDS);

/** Personal Information (002 §2 /v/crew/{id}/profile/personalinfo): the card and the edit history of its fields. */
export function CrewPersonalInfoPage({ crew }: { crew: CrewDetail }) {
  return (
    <Stack gap="md">
      <CrewPersonalInfoCard crew={crew} />
      <CrewHistoryTable crewId={crew.id} fields={PERSONAL_INFO} testId="personal-info-history" />
    </Stack>
  );
}
