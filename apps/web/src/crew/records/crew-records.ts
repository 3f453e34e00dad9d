import { CREW_RECORD_FAMILIES, type CrewRecordFamilyKey, type RecordFamily } from '@crewing/domain';
import { trpc, type RouterInputs } from '../../shared/trpc';
import type { FamilyApi } from '../../records/records-api';
import { bindRecords, ownerRecords } from '../../records/bind-records';

/** The families `crew.records` serves (the debriefing records are the debriefing area's procedures). */
export type CrewRecordsKey = keyof RouterInputs['crew']['records'] & CrewRecordFamilyKey;
/** The crew's id as the procedures name it. */
type CrewOwner = { crewId: number };

/** The crew 201 file's records: `crew.records.<family>`, the crew's field history. */
export const crewRecords = ownerRecords<CrewRecordsKey, CrewOwner>({
  families: CREW_RECORD_FAMILIES,
  input: (crewId) => ({ crewId }),
  router: trpc.crew,
  utils: (utils) => utils.crew,
});

/**
 * Families on the crew's stream that another area's router serves (the compliance contracts, the
 * e-Registration): the crew's own id as input and his field history; a command reads the
 * area's lists (`invalidate`) and his history again.
 */
export function crewOwnedRecords<K extends string>(
  families: Readonly<Record<K, RecordFamily>>,
  family: (key: K) => FamilyApi<CrewOwner>,
  invalidate: (utils: ReturnType<typeof trpc.useUtils>) => Promise<unknown>,
) {
  return bindRecords<K, CrewOwner>({
    families,
    family,
    input: crewRecords.input,
    useHistory: crewRecords.useHistory,
    refresh: (utils, crew) => [invalidate(utils), utils.crew.history.invalidate(crew)],
  });
}
