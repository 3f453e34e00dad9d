import { Button, Group, Paper, Table } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '@crewing/domain';
import { hasPermission, useMe } from '../auth/session';
import { trpc } from '../shared/trpc';
import { useCommand } from '../shared/use-command';
import { useMasterKeys } from '../shared/use-master-keys';
import type { ExpiringWindow } from './api-types';
import { ListTable } from '../shared/ui/ListTable';
import { filterSelect, idSelects } from '../shared/ui/FilterSelect';
import { FleetVesselSelects } from '../shared/ui/FleetVesselSelects';
import { LinkCell } from '../shared/ui/LinkCell';

const PER_PAGE = 15;
const NOWRAP = { whiteSpace: 'nowrap' } as const;

const WINDOWS: Array<{ value: ExpiringWindow; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'expired', label: 'Expired' },
  { value: '30', label: 'Within 30 days' },
  { value: '60', label: 'Within 60 days' },
  { value: '90', label: 'Within 90 days' },
  { value: 'contract', label: 'Lapses before contract end' },
];

/** A row's window as the list says it ('30' is the nearest lead window the document falls in). */
export function windowText(window: string): string {
  if (window === 'expired') return 'Expired';
  if (window === 'contract') return 'Lapses before contract end';
  return `Within ${window} days`;
}

interface Filters {
  fleetId?: number;
  vesselId?: number;
  rankId?: number;
  window: ExpiringWindow;
}

/**
 * Expiring documents (issue 9 §6): the current documents of active crews that have expired,
 * expire within the lead windows or lapse before the contract end, soonest first. Documentation
 * staff can run the daily expiry check now.
 */
export function ExpiringDocuments() {
  const me = useMe().data;
  const keys = useMasterKeys().data;
  const [page, setPage] = useState(1);
  const [f, setF] = useState<Filters>({ window: 'all' });
  const change = (patch: Partial<Filters>) => (setF((old) => ({ ...old, ...patch })), setPage(1));
  const idSelect = idSelects(f, change);
  const select = filterSelect(f, change);
  const list = trpc.documents.expiring.useQuery(
    {
      page,
      perPage: PER_PAGE,
      window: f.window,
      ...(f.fleetId ? { fleetId: f.fleetId } : {}),
      ...(f.vesselId ? { vesselId: f.vesselId } : {}),
      ...(f.rankId ? { rankId: f.rankId } : {}),
    },
    { placeholderData: keepPreviousData, meta: { place: 'EXPIRING DOCUMENTS' } },
  );
  const run = trpc.documents.runExpiryAlerts.useMutation();
  const check = useCommand<null>({
    confirm: 'create',
    confirmText: 'Run the document expiry check now?',
    place: 'EXPIRY CHECK',
    successMessage: 'Expiry Check Started: new alerts arrive as notifications',
    failureMessage: 'Expiry Check Failed to Start',
    run: () => run.mutateAsync(),
  });
  const items = list.data?.items ?? [];
  return (
    <Paper withBorder p="md" data-testid="expiring-documents">
      <Group justify="space-between" align="flex-end" mb="sm">
        <Group gap="sm" align="flex-end">
          <FleetVesselSelects
            value={f}
            onChange={change}
            testIds={{ fleet: 'expiring-fleet', vessel: 'expiring-vessel' }}
          />
          {idSelect('rankId', {
            size: 'xs',
            label: 'Rank',
            placeholder: 'All ranks',
            searchable: true,
            data: (keys?.ranks ?? []).map((x) => ({
              value: String(x.id),
              label: x.alias ? `${x.name} (${x.alias})` : x.name,
            })),
            'data-testid': 'expiring-rank',
          })}
          {select('window', {
            size: 'xs',
            label: 'Window',
            data: WINDOWS,
            fallback: 'all',
            'data-testid': 'expiring-window',
          })}
        </Group>
        {hasPermission(me, 'documents.matrix.manage') ? (
          <Button size="xs" loading={check.busy} onClick={() => void check.submit(null)} data-testid="run-expiry-check">
            Run expiry check now
          </Button>
        ) : null}
      </Group>
      <ListTable
        head={['Crew', 'Rank', 'Vessel', 'Document', 'Number', 'Expiry Date', 'Window', 'Contract End']}
        minWidth={900}
        paged={list}
        emptyText="No expiring documents"
        testId="expiring-table"
        onPage={setPage}
      >
        {items.map((r) => {
          const expired = r.window === 'expired';
          return (
            <Table.Tr key={`${r.family}-${r.recordId}`} data-testid="expiring-row" data-window={r.window}>
              <LinkCell to={`/v/crew/${r.crewId}/crew-document/index`} size="sm">
                {r.name}
              </LinkCell>
              <Table.Td>{r.rank}</Table.Td>
              <Table.Td>{r.vessel}</Table.Td>
              <Table.Td>{r.document}</Table.Td>
              <Table.Td>{r.number ?? '—'}</Table.Td>
              <Table.Td
                c={expired ? 'red' : undefined}
                fw={expired ? 700 : undefined}
                style={NOWRAP}
                data-testid="expiring-date"
                data-expired={expired ? '1' : '0'}
              >
                {formatDate(r.expiryDate)}
              </Table.Td>
              <Table.Td style={NOWRAP}>{windowText(r.window)}</Table.Td>
              <Table.Td style={NOWRAP}>{r.contractEnd ? formatDate(r.contractEnd) : '—'}</Table.Td>
            </Table.Tr>
          );
        })}
      </ListTable>
    </Paper>
  );
}
