import { COMPANY_PROFILE_ID, companyProfileDecider, companyProfileStream, type CompanyProfile } from '@crewing/domain';
import type { EventMetadata } from '@crewing/events';
import type { Services } from '../platform/services.js';

/** The demo agency (issue 25): what every printed document of the demo carries. */
export const DEMO_COMPANY_PROFILE: CompanyProfile = {
  name: 'VMC CREW MANAGEMENT, INC.',
  shortName: 'VMC',
  address: '8TH FLOOR MARINA TOWER, ROXAS BOULEVARD, ERMITA, MANILA 1000, PHILIPPINES',
  licenceNo: 'DMW LICENSE NO. POEA-123-LB-031522-R',
  logoFileId: null,
  officers: [
    { title: 'PRESIDENT', name: 'ANTONIO R. VILLANUEVA' },
    { title: 'VICE PRESIDENT - OPERATIONS', name: 'MARIA CRISTINA L. DE LEON' },
    { title: 'GENERAL MANAGER', name: 'RAMON S. CASTILLO' },
    { title: 'CREWING MANAGER', name: 'JOSEFINA M. REYES' },
  ],
  marinaBlocksLineUp: false,
};

/** Settings › Company Profile for the demo, through the command handler like an administrator's save. */
export async function seedCompanyProfile(services: Services, meta: Omit<EventMetadata, 'commandId'>): Promise<number> {
  await services.commands.handle(companyProfileDecider, {
    streamId: companyProfileStream.id(COMPANY_PROFILE_ID),
    command: {
      type: 'ChangeCompanyProfile',
      data: { changes: DEMO_COMPANY_PROFILE, logoKnown: null, by: 'SEED', at: services.clock().toISOString() },
    },
    commandId: 'seed-company-profile',
    metadata: meta,
  });
  return 1;
}
