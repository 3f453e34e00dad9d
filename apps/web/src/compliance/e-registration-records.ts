import { eRegistrationFamily } from '@crewing/domain/compliance/index';
import { trpc } from '../shared/trpc';
import { crewOwnedRecords } from '../crew/records/crew-records';

/** Issue 31 §4: the crew's DMW e-Registration number (`compliance.marina.eRegistration`), one per crew. */
export const eRegistrationRecords = crewOwnedRecords(
  { eRegistration: eRegistrationFamily } as const,
  () => trpc.compliance.marina.eRegistration,
  (utils) => utils.compliance.marina.invalidate(),
);
