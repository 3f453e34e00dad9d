import { Alert, Button, Center, Group, Loader, NavLink as MantineNavLink, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, NavLink, Route, Routes, useLocation, useNavigate, useParams } from 'react-router-dom';
import { crewStream, topics } from '@crewing/domain';
import { useTopic } from '../shared/realtime';
import { trpc } from '../shared/trpc';
import { CREW_RECORD_ROUTES, CREW_TABS, PROFILE_LINKS, SECTION_LINKS } from './crew-tabs';
import { CrewPersonalInfoPage, CrewProfilePage } from './CrewProfilePage';
import { InHouseExperiencePage } from './experience/InHouseExperiencePage';
import { RecordFamilyPage } from '../records/RecordFamilyPage';
import { crewRecords } from './records/crew-records';
import { CrewSummary } from './CrewSummary';
import { BiodataModal } from './biodata/BiodataModal';
import { DOCUMENT_CREW_SCREENS, DOCUMENT_SECTION_LINKS } from '../documents/crew-routes';
import { FINANCE_CREW_SCREENS, FINANCE_SECTION_LINKS } from '../finance/crew-routes';
import { DEBRIEFING_CREW_SCREENS } from '../debriefing/crew-routes';

const LIST = '/v/masterlist/crew/index';

/**
 * The Crew 201 container (000 §2): loads the crew by the route's id (again when it changes),
 * then shows the summary, the tabs and the nested view. Tabs of other areas (documents) keep
 * their own placeholders until those areas build them.
 */
export function CrewContainer() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const crew = trpc.crew.get.useQuery({ id }, { enabled: valid, meta: { place: 'CREW 201' } });
  const [biodata, setBiodata] = useState(false);
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
    return (
      <Center p="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  const c = crew.data;
  const sections = { ...SECTION_LINKS, ...DOCUMENT_SECTION_LINKS, ...FINANCE_SECTION_LINKS };
  const section = Object.keys(sections).find((k) => rest.startsWith(k));
  const side = rest.startsWith('profile/') ? PROFILE_LINKS : section ? sections[section]! : [];
  return (
    <Stack gap="md" key={id}>
      <Group justify="flex-end">
        <Button variant="light" onClick={() => setBiodata(true)} data-testid="crew-biodata">
          Biodata
        </Button>
        {back}
      </Group>
      {biodata ? <BiodataModal crewId={c.id} opened onClose={() => setBiodata(false)} /> : null}
      <CrewSummary crew={c} />
      <Group gap={4} data-testid="crew-tabs" wrap="wrap">
        {CREW_TABS.map((t) => (
          <Button
            key={t.to}
            component={Link}
            to={`${base}${t.to}`}
            size="xs"
            variant={rest.startsWith(t.section) || ('also' in t && rest.startsWith(t.also)) ? 'filled' : 'subtle'}
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
            {/* The Docs / License tab's screens (the documents area declares them). */}
            {/* Cash advances, loans, withdrawals and evaluations (the finance area declares them). */}
            {FINANCE_CREW_SCREENS.map((s) => (
              <Route key={s.path} path={s.path} element={<div key={s.path}>{s.render(c.id)}</div>} />
            ))}
            {/* The debriefing records (the debriefing area declares them). */}
            {DEBRIEFING_CREW_SCREENS.map((s) => (
              <Route key={s.path} path={s.path} element={<div key={s.path}>{s.render(c.id)}</div>} />
            ))}
            {DOCUMENT_CREW_SCREENS.map((s) => (
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
