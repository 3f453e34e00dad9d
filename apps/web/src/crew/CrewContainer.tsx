import { Alert, Button, Group, NavLink as MantineNavLink, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, NavLink, Route, Routes, useLocation, useNavigate, useParams } from 'react-router-dom';
import { crewStream, topics } from '@crewing/domain';
import { useTopic } from '../shared/realtime';
import { trpc } from '../shared/trpc';
import { CREW_RECORD_ROUTES, PROFILE_LINKS } from './crew-tabs';
import { useCrewFile } from '../shared/crew-file';
import { CrewPersonalInfoPage, CrewProfilePage } from './CrewProfilePage';
import { InHouseExperiencePage } from './experience/InHouseExperiencePage';
import { RecordFamilyPage } from '../records/RecordFamilyPage';
import { crewRecords } from './records/crew-records';
import { CrewSummary } from './CrewSummary';
import { BiodataModal } from './biodata/BiodataModal';
import { PageLoader } from '../shared/ui/PageLoader';
import { CrewAsOfPicker } from './as-of/CrewAsOfPicker';

const LIST = '/v/masterlist/crew/index';

/**
 * The Crew 201 container (000 §2): loads the crew by the route's id (again when it changes),
 * then shows the summary, the tabs and the nested view. The tabs, screens and side links come
 * from every area's manifest (`crewFile`: this area's crew-tabs.ts, documents, finance, debriefing).
 */
export function CrewContainer() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const crew = trpc.crew.get.useQuery({ id }, { enabled: valid, meta: { place: 'CREW 201' } });
  const [biodata, setBiodata] = useState(false);
  const { tabs, screens, sideLinks: sections } = useCrewFile();
  useTopic(valid ? topics.crew(id) : null);
  // The 201 history is folded with the edit itself: its push comes before the crew's own.
  useTopic(valid ? topics.history(crewStream.id(id)) : null);
  const base = `/v/crew/${id}/`;
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : '';

  const back = (
    <Button variant="default" onClick={() => navigate(LIST)}>
      Back
    </Button>
  );
  if (!valid || crew.isError) {
    return (
      <Stack gap="md">
        <Group>{back}</Group>
        <Alert color="red">{valid ? 'This crew could not be loaded.' : 'File Not Found'}</Alert>
      </Stack>
    );
  }
  if (!crew.data) {
    return <PageLoader />;
  }
  const c = crew.data;
  const section = Object.keys(sections).find((k) => rest.startsWith(k));
  const side = rest.startsWith('profile/') ? PROFILE_LINKS : section ? sections[section]! : [];
  return (
    <Stack gap="md" key={id}>
      <Group justify="flex-end" align="flex-end">
        {/* Issue 27: the file as it stood on a past day. */}
        <CrewAsOfPicker crewId={c.id} value={null} />
        <Button variant="light" onClick={() => setBiodata(true)} data-testid="crew-biodata">
          Biodata
        </Button>
        {back}
      </Group>
      {biodata ? <BiodataModal crewId={c.id} opened onClose={() => setBiodata(false)} /> : null}
      <CrewSummary crew={c} />
      <Group gap={4} data-testid="crew-tabs" wrap="wrap">
        {tabs.map((t) => (
          <Button
            key={t.to}
            component={Link}
            to={`${base}${t.to}`}
            size="xs"
            variant={rest.startsWith(t.section) || (t.also && rest.startsWith(t.also)) ? 'filled' : 'subtle'}
          >
            {t.label}
          </Button>
        ))}
      </Group>
      <Group align="flex-start" wrap="nowrap" gap="md">
        {side.length > 0 ? (
          <Stack gap={0} w={220} style={{ flexShrink: 0 }}>
            {side.map((l) => (
              <MantineNavLink
                key={l.to}
                component={NavLink}
                to={`${base}${l.to}`}
                label={l.label}
                active={rest === l.to}
              />
            ))}
          </Stack>
        ) : null}
        <div style={{ flex: 1, minWidth: 0 }}>
          <Routes>
            <Route path="profile/201" element={<CrewProfilePage crew={c} />} />
            <Route path="profile/personalinfo" element={<CrewPersonalInfoPage crew={c} />} />
            <Route path="workexperience/inhouse" element={<InHouseExperiencePage crewId={c.id} />} />
            {/* The other areas' screens: documents, covid vaccines, finance, debriefing records. */}
            {screens.map((s) => (
              <Route key={s.path} path={s.path} element={<div key={s.path}>{s.render(c.id)}</div>} />
            ))}
            {CREW_RECORD_ROUTES.map(([path, families]) => (
              <Route
                key={path}
                path={path}
                element={
                  <Stack gap="lg" key={path}>
                    {families.map((f) => (
                      <RecordFamilyPage key={f} records={crewRecords} familyKey={f} ownerId={c.id} />
                    ))}
                  </Stack>
                }
              />
            ))}
          </Routes>
        </div>
      </Group>
    </Stack>
  );
}
