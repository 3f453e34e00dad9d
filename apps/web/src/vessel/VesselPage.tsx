import { Stack } from '@mantine/core';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { VesselRecordFamilyKey } from '@crewing/domain';
import { topics } from '@crewing/domain';
import { hasPermission, useMe } from '../auth/session';
import { useTopic } from '../shared/realtime';
import { trpc } from '../shared/trpc';
import { VesselHeader } from './VesselHeader';
import { RecordFamilyPage } from '../records/RecordFamilyPage';
import { vesselRecords } from './vessel-records';
import { RouteTabs } from '../shared/ui/RouteTabs';
import { NotLoaded } from '../shared/ui/NotLoaded';

/** 000 §2 the tab bar: route names VesselDocument, VesselFlag, ... Flag History, Specification, ECDIS only for JES or DSS. */
const TABS: Array<{ path: string; label: string; family: VesselRecordFamilyKey; technical?: boolean }> = [
  { path: 'document', label: 'Documents', family: 'document' },
  { path: 'flag', label: 'Flag History', family: 'flag', technical: true },
  { path: 'specification', label: 'Specification', family: 'specification', technical: true },
  { path: 'ecdis', label: 'ECDIS', family: 'ecdis', technical: true },
  { path: 'visitation', label: 'Visitation', family: 'visitation' },
  { path: 'rank-salary', label: 'Salary Matrix', family: 'rankSalary' },
];

/** /v/vessel/{id}/{tab}: the header, then the child view once the vessel is loaded (000 §2). */
export function VesselPage() {
  const { id: raw, tab = 'document' } = useParams();
  const id = Number(raw);
  const navigate = useNavigate();
  const me = useMe().data;
  const valid = Number.isInteger(id) && id > 0;
  const vessel = trpc.vessel.get.useQuery({ id }, { enabled: valid, meta: { place: 'VESSEL' } });
  // The vessel's room: its records and image reach the open page (the area's live handler refetches).
  useTopic(valid ? topics.vessel(id) : null, () => void vessel.refetch());
  const tabs = TABS.filter((t) => !t.technical || hasPermission(me, 'vessel.technical'));
  const current = tabs.find((t) => t.path === tab);
  if (!current && me) return <Navigate to={`/v/vessel/${id}/document`} replace />;
  if (!vessel.data) return <NotLoaded query={vessel} notFound="Vessel not found" />;
  return (
    <Stack gap="md">
      <VesselHeader vessel={vessel.data} />
      <RouteTabs
        tabs={tabs.map((t) => ({ value: t.path, label: t.label }))}
        value={current?.path ?? 'document'}
        onChange={(v) => navigate(`/v/vessel/${id}/${v}`)}
        testId={(v) => `vessel-tab-${v}`}
      />
      {current ? (
        <RecordFamilyPage key={current.family} records={vesselRecords} familyKey={current.family} ownerId={id} />
      ) : null}
    </Stack>
  );
}
