import { Anchor, Button, Group, Paper, Select, Table } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '@crewing/domain';
import { hasPermission, useMe } from '../auth/session';
import { trpc } from '../shared/trpc';
import { useCommand } from '../shared/use-command';
import { useMasterKeys } from '../shared/use-master-keys';
import type { ExpiringWindow } from './api-types';
import { ListTable } from '../shared/ui/ListTable';
import { idOptions } from '../shared/ui/form-fields';

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
  fleetId: string | null;
  vesselId: string | null;
  rankId: string | null;
  window: ExpiringWindow;
}

const num = (v: string | null) => (v ? { value: Number(v) } : null);

/**
 * Expiring documents (issue 9 §6): the current documents of active crews that have expired,
 * expire within the lead windows or lapse before the contract end, soonest first. Documentation
 * staff can run the daily expiry check now.
 */
export function ExpiringDocuments() {
  const me = useMe().data;
  const keys = useMasterKeys().data;
  const [page, setPage] = useState(1);
  const [f, setF] = useState<Filters>({ fleetId: null, vesselId: null, rankId: null, window: 'all' });
  const change = (patch: Partial<Filters>) => (setF((old) => ({ ...old, ...patch })), setPage(1));
  const fleet = num(f.fleetId);
  const vessel = num(f.vesselId);
  const rank = num(f.rankId);
  const list = trpc.documents.expiring.useQuery(
    {
      page,
      perPage: PER_PAGE,
      window: f.window,
      ...(fleet ? { fleetId: fleet.value } : {}),
      ...(vessel ? { vesselId: vessel.value } : {}),
      ...(rank ? { rankId: rank.value } : {}),
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
  const vessels = (keys?.vessels ?? []).filter((v) => !fleet || v.fleetId === fleet.value);
  const items = list.data?.items ?? [];
  return (
    <Paper withBorder p="md" data-testid="expiring-documents">
      <Group justify="space-between" align="flex-end" mb="sm">
        <Group gap="sm" align="flex-end">
          <Select
            size="xs"
            label="Fleet"
            placeholder="All fleets"
            clearable
            data={idOptions(keys?.fleets)}
            value={f.fleetId}
            // A vessel of another fleet no longer fits the list.
            onChange={(v) => change({ fleetId: v, vesselId: null })}
            data-testid="expiring-fleet"
          />
          <Select
            size="xs"
            label="Vessel"
            placeholder="All vessels"
            clearable
            searchable
            data={idOptions(vessels)}
            value={f.vesselId}
            onChange={(v) => change({ vesselId: v })}
            data-testid="expiring-vessel"
          />
          <Select
            size="xs"
            label="Rank"
            placeholder="All ranks"
            clearable
            searchable
            data={(keys?.ranks ?? []).map((x) => ({
              value: String(x.id),
              label: x.alias ? `${x.name} (${x.alias})` : x.name,
            }))}
            value={f.rankId}
            onChange={(v) => change({ rankId: v })}
            data-testid="expiring-rank"
          />
          <Select
            size="xs"
            label="Window"
            allowDeselect={false}
            data={WINDOWS}
            value={f.window}
            onChange={(v) => change({ window: (v ?? 'all') as ExpiringWindow })}
            data-testid="expiring-window"
          />
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
              <Table.Td>
                <Anchor component={Link} to={`/v/crew/${r.crewId}/crew-document/index`} size="sm">
                  {r.name}
                </Anchor>
              </Table.Td>
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
