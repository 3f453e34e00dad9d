import { Stack } from '@mantine/core';
import { RecordFamilyPage } from '../../records/RecordFamilyPage';
import { crewRecords, type CrewRecordsKey } from './crew-records';

/** The record pattern's screens of some crew record families, one under the other (a crew 201 screen). */
export const families =
  (...keys: CrewRecordsKey[]) =>
  (crewId: number) => (
    <Stack gap="lg">
      {keys.map((k) => (
        <RecordFamilyPage key={k} records={crewRecords} familyKey={k} ownerId={crewId} />
      ))}
    </Stack>
  );
