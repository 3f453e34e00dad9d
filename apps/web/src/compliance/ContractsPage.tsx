import { Stack, Text } from '@mantine/core';
import { RecordFamilyPage } from '../records/RecordFamilyPage';
import { contractRecords } from './contract-records';
import { eRegistrationRecords } from './e-registration-records';
import { SbecsPanel } from './SbecsPanel';

/**
 * Issue 31 §1: the crew's employment contracts (one per sign-on) and their extensions and
 * amendments, under his DMW e-Registration number (issue 31 §4), and each deployment's SBECS pack; a change DMW Advisory 3-2024 forbids is refused under its field with the rule's words.
 */
export function ContractsPage({ crewId }: { crewId: number }) {
  return (
    <Stack gap="lg" data-testid="contracts">
      <RecordFamilyPage records={eRegistrationRecords} familyKey="eRegistration" ownerId={crewId} />
      <RecordFamilyPage records={contractRecords} familyKey="contract" ownerId={crewId} />
      <RecordFamilyPage records={contractRecords} familyKey="contractChange" ownerId={crewId} />
      <Text size="sm" c="dimmed">
        Extensions and amendments follow DMW Advisory 3-2024: never beyond 12 months from departure, never shorter than
        one month, never lowering basic, overtime or leave pay, and no wage change with less than a month left.
      </Text>
      <SbecsPanel crewId={crewId} />
    </Stack>
  );
}
