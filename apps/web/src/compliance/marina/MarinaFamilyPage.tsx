import type { MarinaVerifiedFamily } from '@crewing/domain/compliance/index';
import { RecordFamilyPage } from '../../records/RecordFamilyPage';
import { crewRecords } from '../../crew/records/crew-records';
import { MarinaCell } from './MarinaMark';

const KEYS = { 'crew-certificate': 'crewCertificate', 'crew-license': 'crewLicense' } as const;

/** The crew's certificates or licenses (the record pattern's list) with each one's MARINA mark and check (issue 31 §3). */
export function MarinaFamilyPage({ crewId, family }: { crewId: number; family: MarinaVerifiedFamily }) {
  return (
    <RecordFamilyPage
      records={crewRecords}
      familyKey={KEYS[family]}
      ownerId={crewId}
      extraColumn={{
        label: 'MARINA',
        render: (r) => (
          <MarinaCell
            issuedDate={r.fields.issuedDate}
            target={{
              crewId,
              family,
              recordId: r.id,
              label: [r.labels.documentId, r.fields.number].filter(Boolean).join(' '),
              number: typeof r.fields.number === 'string' ? r.fields.number : null,
            }}
          />
        ),
      }}
    />
  );
}
