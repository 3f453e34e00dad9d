import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '@crewing/domain';
import type { MarinaShow } from '@crewing/domain/compliance/index';
import { trpc } from '../../shared/trpc';
import { usePagedSearch } from '../../shared/use-paged-search';
import { ListTable } from '../../shared/ui/ListTable';
import { PageTitle } from '../../shared/ui/PageTitle';
import { SearchInput } from '../../shared/ui/SearchInput';
import { FleetVesselSelects } from '../../shared/ui/FleetVesselSelects';
import { ShowControl } from '../../shared/ui/ShowControl';
import { MarinaCell } from './MarinaMark';
import { CrewFileLink } from '../../shared/ui/CrewFileLink';

const SHOW: Array<{ value: MarinaShow; label: string }> = [
  { value: 'ALL', label: 'Not Verified' },
  { value: 'UNCHECKED', label: 'Never Checked' },
  { value: 'FAILED', label: 'Not Found / Mismatch' },
];
const HEAD = ['Crew', 'Rank', 'Vessel', 'Certificate / License', 'Number', 'Issued', 'MARINA'];
const PATHS = { 'crew-certificate': 'crew-document/certificate', 'crew-license': 'document/licenses' } as const;

interface Filters {
  fleetId?: number;
  vesselId?: number;
}

/**
 * Issue 31 §3, Compliance › MARINA Verification: the certificates and licenses of active crews
 * issued on or after 9 Nov 2021 (from then on MARINA's site verifies them by serial or QR) that no
 * check verified, oldest issue first; by fleet, vessel and crew (a fleet-bound user reads his
 * fleets' crews only). "Verify at MARINA" records the check; a verified one leaves the list.
 */
export function MarinaPage() {
  const [show, setShow] = useState<MarinaShow>('ALL');
  const [f, setF] = useState<Filters>({});
  const { page, setPage, typed, type, search } = usePagedSearch();
  const filter = (patch: Partial<Filters>) => (setF((old) => ({ ...old, ...patch })), setPage(1));
  const list = trpc.compliance.marina.unverified.useQuery(
    {
      show,
      page,
      perPage: 50,
      ...(search ? { search } : {}),
      ...(f.fleetId ? { fleetId: f.fleetId } : {}),
      ...(f.vesselId ? { vesselId: f.vesselId } : {}),
    },
    { meta: { place: 'MARINA VERIFICATION' }, placeholderData: keepPreviousData },
  );
  const counts = list.data?.counts;
  return (
    <Stack gap="md" data-testid="marina">
      <PageTitle>MARINA Verification</PageTitle>
      <Text size="sm" c="dimmed">
        Certificates and licenses issued on or after 9 Nov 2021 can be checked by serial number or QR code on
        MARINA&apos;s online verification; those not yet verified are listed here.
      </Text>
      <Paper withBorder p="md">
        <Group justify="space-between" align="flex-end" mb="sm">
          <Group gap="sm" align="flex-end">
            <ShowControl
              options={SHOW}
              value={show}
              counts={counts}
              onChange={(v) => (setShow(v), setPage(1))}
              testId="marina-show"
            />
            <FleetVesselSelects value={f} onChange={filter} />
          </Group>
          <SearchInput value={typed} onChange={type} testId="marina-search" />
        </Group>
        <ListTable
          paged={list}
          head={HEAD}
          emptyText="Every one verified"
          testId="marina-list"
          onPage={setPage}
          minWidth={1000}
        >
          {(list.data?.items ?? []).map((r) => (
            <Table.Tr key={`${r.family}:${r.recordId}`} data-testid={`marina-row-${r.recordId}`}>
              <Table.Td>
                <CrewFileLink crewId={r.crewId} screen={PATHS[r.family]}>
                  {r.crewCode ? `${r.crewName} (${r.crewCode})` : r.crewName}
                </CrewFileLink>
              </Table.Td>
              <Table.Td>{r.rank}</Table.Td>
              <Table.Td>{r.vessel}</Table.Td>
              <Table.Td>{r.document}</Table.Td>
              <Table.Td>{r.number ?? '—'}</Table.Td>
              <Table.Td>{formatDate(r.issuedDate)}</Table.Td>
              <Table.Td>
                <MarinaCell
                  issuedDate={r.issuedDate}
                  target={{
                    crewId: r.crewId,
                    family: r.family,
                    recordId: r.recordId,
                    label: [r.document, r.number].filter(Boolean).join(' '),
                    number: r.number,
                  }}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      </Paper>
    </Stack>
  );
}
