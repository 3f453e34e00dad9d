import { Button, Group, Paper, Select, Table, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DATE_FORMAT } from '@crewing/domain';
import { trpc } from '../shared/trpc';
import { PageTitle } from '../shared/ui/PageTitle';
import { ListTable } from '../shared/ui/ListTable';
import { IntegrityPanel } from './IntegrityPanel';
import { FILTER_KEYS, HistoryFilters, type Filters } from './HistoryFilters';
import { RecordStory } from './RecordStory';
import { useReportRun } from '../reports/use-report-run';
import { CrewFileLink } from '../shared/ui/CrewFileLink';

/** 002 §9: the history log pages by 10. */
const PER_PAGE = 10;

const crewIdOf = (v: string | null) => (v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : undefined);
const recordTypeOf = (v: string | null) => (v && /^[a-z][a-z0-9-]{0,40}$/.test(v) ? v : undefined);

/** 'pandi-checkup' reads 'P&I CHECKUP', 'crew-change' 'CREW CHANGE'. */
export const recordTypeLabel = (type: string) =>
  type
    .split('-')
    .map((w) => (w === 'pandi' ? 'P&I' : w.toUpperCase()))
    .join(' ');

/** History log: every recorded change, newest first, with who and from where; by crew and record type (002 §7). */
export function HistoryLogPage() {
  const [params, setParams] = useSearchParams();
  const crewId = crewIdOf(params.get('crewId'));
  const recordType = recordTypeOf(params.get('recordType'));
  const filters = Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])) as Filters;
  const [page, setPage] = useState(1);
  const [story, setStory] = useState<string | null>(null);
  // Back to page 1 whenever a filter changes, whether from the filters or from the address.
  const filterKey = params.toString();
  const [pagedFor, setPagedFor] = useState(filterKey);
  if (pagedFor !== filterKey) {
    setPagedFor(filterKey);
    setPage(1);
  }
  const types = trpc.audit.recordTypes.useQuery(undefined, { staleTime: 60_000, meta: { place: 'HISTORY LOG' } });
  const userId = crewIdOf(filters.userId);
  const query = {
    ...(crewId ? { crewId } : {}),
    ...(recordType ? { recordType } : {}),
    ...(userId ? { userId } : {}),
    ...Object.fromEntries(
      (['streamId', 'dateFrom', 'dateTo', 'eventType', 'device', 'browser', 'ip'] as const)
        .filter((k) => filters[k] !== '')
        .map((k) => [k, filters[k]]),
    ),
  };
  const log = trpc.audit.list.useQuery(
    { page, perPage: PER_PAGE, ...query },
    { placeholderData: keepPreviousData, meta: { place: 'HISTORY LOG' } },
  );
  /** A filter change goes to the address, so a link such as ?crewId=12 opens filtered. */
  const filter = (patch: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    setParams(next, { replace: true });
  };
  const typeOptions = [...new Set([...(types.data ?? []), ...(recordType ? [recordType] : [])])].map((t) => ({
    value: t,
    label: recordTypeLabel(t),
  }));
  const data = log.data;
  // Issue 27: the filtered log as a file, a run of the report pipeline (its progress here, the file downloads when done).
  const exportRun = useReportRun('HISTORY LOG EXPORT');
  const exporting = trpc.audit.export.useMutation();
  const exportAs = (format: 'xlsx' | 'pdf') =>
    exporting.mutate({ ...query, format }, { onSuccess: (r) => exportRun.follow(r.jobId) });
  const running = exportRun.run && exportRun.run.state !== 'completed' && exportRun.run.state !== 'failed';
  return (
    <>
      <PageTitle>History Log</PageTitle>
      <IntegrityPanel />
      <Paper withBorder p="md">
        <HistoryFilters values={filters} onChange={filter} />
        <Group mb="sm" align="flex-end">
          <Select
            label="Record type"
            placeholder="All"
            searchable
            clearable
            data={typeOptions}
            value={recordType ?? null}
            onChange={(v) => filter({ recordType: recordTypeOf(v) })}
            w={220}
            data-testid="history-type-filter"
          />
          <Button
            variant="default"
            onClick={() => void Promise.all([log.refetch(), types.refetch()])}
            loading={log.isFetching}
          >
            Refresh
          </Button>
          <Button variant="default" onClick={() => exportAs('xlsx')} loading={exporting.isPending} disabled={!!running}>
            Export xlsx
          </Button>
          <Button variant="default" onClick={() => exportAs('pdf')} loading={exporting.isPending} disabled={!!running}>
            Export PDF
          </Button>
          {exportRun.run ? (
            <Text size="sm" data-testid="history-export-state">
              {exportRun.run.state === 'completed'
                ? `Exported: ${exportRun.run.fileName ?? ''}`
                : exportRun.run.state === 'failed'
                  ? 'Export failed'
                  : `Exporting… ${exportRun.run.progress ?? 0}%`}
            </Text>
          ) : null}
        </Group>
        <ListTable
          head={[
            '#',
            'Date',
            'Crew',
            'Record type',
            'Record',
            'Event',
            'Summary',
            'User',
            'Device / Browser / OS',
            'IP',
            '',
          ]}
          minWidth={1200}
          count={data?.items.length}
          loading={false}
          emptyText="No records found"
          testId="history-log"
          of={data}
          onPage={setPage}
        >
          {(data?.items ?? []).map((r, i) => (
            <Table.Tr key={String(r.position)}>
              <Table.Td>{((data?.page ?? 1) - 1) * PER_PAGE + i + 1}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {dayjs(r.recordedAt).format(`${DATE_FORMAT} HH:mm:ss`).toUpperCase()}
              </Table.Td>
              <Table.Td>
                {r.crewId !== null ? <CrewFileLink crewId={r.crewId}>{r.crewId}</CrewFileLink> : null}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{recordTypeLabel(r.recordType)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.streamId}</Table.Td>
              <Table.Td>{r.eventType}</Table.Td>
              <Table.Td>{r.summary}</Table.Td>
              <Table.Td>{r.userName}</Table.Td>
              <Table.Td>{[r.device, r.browser, r.os].filter(Boolean).join(' / ')}</Table.Td>
              <Table.Td>{r.ip}</Table.Td>
              <Table.Td>
                <Button size="compact-xs" variant="light" onClick={() => setStory(r.streamId)}>
                  Story
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      </Paper>
      <RecordStory streamId={story} onClose={() => setStory(null)} />
    </>
  );
}
