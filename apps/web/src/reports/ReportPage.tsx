import { Alert, Button, Group, Paper, Progress, Select, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { todayIn, type Permission } from '@crewing/domain';
import {
  DEFAULT_POEA_SIGNATORY,
  dateRangeErrors,
  previousMonth,
  reportSpec,
  type ReportFilters,
  type ReportFormat,
  type ReportKey,
} from '@crewing/domain/reports/index';
import { handleApiError } from '../shared/api-errors';
import { trpc } from '../shared/trpc';
import { useMasterKeys } from '../shared/use-master-keys';
import { PageTitle } from '../shared/ui/PageTitle';
import { EmptyRow } from '../shared/ui/EmptyRow';
import { MyReports } from './MyReports';
import { useReportRun } from './use-report-run';

import { idOptions } from '../shared/ui/form-fields';
import { DayRange } from '../shared/ui/DayRange';
import { idSelects } from '../shared/ui/FilterSelect';

type Group = 'poea' | 'crew' | 'principal' | 'rankStatistics';
const GROUP_OF: Partial<Record<Permission, Group>> = {
  'reports.poea': 'poea',
  'reports.crew': 'crew',
  'reports.principal': 'principal',
  'rank-statistics.read': 'rankStatistics',
};

interface Preview {
  columns: { label: string; align: 'right' | 'center' | null; nowrap: boolean }[];
  rows: string[][];
  total: number;
  subtitle: string[];
  totals: string[];
}
type Api = {
  preview: {
    useQuery: (
      input: { report: string; filters: ReportFilters },
      opts: object,
    ) => { data?: Preview; error: unknown; isFetching: boolean };
  };
  generate: {
    useMutation: () => {
      mutateAsync: (i: { report: string; filters: ReportFilters; format: ReportFormat }) => Promise<{ jobId: string }>;
      isPending: boolean;
    };
  };
};

const num = (v: string | null) => (v ? Number(v) : undefined);
const pick = (f: ReportFilters) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== '')) as ReportFilters;

/**
 * One report screen (issue 12): the report's filters, the on-screen table (reloaded when a filter
 * changes), Generate per format with the run's live progress, and 'My reports'. The 002 §5 date
 * rules show under the fields before anything is asked of the server, which checks them again.
 */
export function ReportPage({ report, extra }: { report: ReportKey; extra?: { report: ReportKey; label: string }[] }) {
  const spec = reportSpec(report);
  const group = GROUP_OF[spec.permission]!;
  const api = (trpc.reports as unknown as Record<Group, Api>)[group];
  const keys = useMasterKeys().data;
  const today = todayIn(new Date());
  const [f, setF] = useState<ReportFilters>(() => ({
    ...(spec.filters.includes('dateRange') ? previousMonth(today) : {}),
    ...(spec.filters.includes('signatory') ? { signatoryId: DEFAULT_POEA_SIGNATORY } : {}),
  }));
  const set = (patch: Partial<ReportFilters>) => setF((old) => ({ ...old, ...patch }));
  const idSelect = idSelects(f, set);
  const dateErrors = useMemo(
    () => (spec.filters.includes('dateRange') ? dateRangeErrors(f, today) : {}),
    [f, today, spec.filters],
  );
  const missingRank = spec.required?.includes('rank') && !f.rankId;
  const ready = Object.keys(dateErrors).length === 0 && !missingRank;
  const filters = pick(f);
  const preview = api.preview.useQuery(
    { report, filters },
    { enabled: ready, placeholderData: keepPreviousData, meta: { place: spec.title.toUpperCase() } },
  );
  const generate = api.generate.useMutation();
  const place = `GENERATE ${spec.title.toUpperCase()}`;
  const { run, follow } = useReportRun(place);
  const signatories = trpc.reports.poea.signatories.useQuery(undefined, {
    enabled: spec.filters.includes('signatory'),
    staleTime: 60_000,
  });
  const busy = generate.isPending || run?.state === 'waiting' || run?.state === 'active';

  const start = async (key: ReportKey, format: ReportFormat) => {
    if (!ready) return;
    try {
      const r = await generate.mutateAsync({ report: key, filters, format });
      follow(r.jobId);
    } catch (err) {
      handleApiError(err, { place });
    }
  };

  const vessels = (keys?.vessels ?? []).filter((v) => !f.fleetId || v.fleetId === f.fleetId);
  const data = preview.data;
  return (
    <Stack>
      <PageTitle>{spec.title}</PageTitle>
      <Paper withBorder p="md">
        <Group align="flex-start" wrap="wrap">
          {spec.filters.includes('dateRange') ? (
            <DayRange
              value={f}
              onChange={set}
              errors={dateErrors}
              w={190}
              testIds={{ dateFrom: 'date-from', dateTo: 'date-to' }}
            />
          ) : null}
          {spec.filters.includes('fleet')
            ? idSelect(
                'fleetId',
                { label: 'Fleet', placeholder: 'All fleets', data: idOptions(keys?.fleets), w: 200 },
                { vesselId: undefined },
              )
            : null}
          {spec.filters.includes('vessel')
            ? idSelect('vesselId', {
                label: 'Vessel',
                placeholder: 'All vessels',
                searchable: true,
                data: idOptions(vessels),
                w: 220,
              })
            : null}
          {spec.filters.includes('rank')
            ? idSelect('rankId', {
                label: 'Rank',
                placeholder: missingRank ? 'Select a rank' : 'All ranks',
                clearable: !spec.required?.includes('rank'),
                searchable: true,
                data: (keys?.ranks ?? []).map((x) => ({ value: String(x.id), label: `${x.name} (${x.alias})` })),
                error: missingRank ? 'Please select a rank' : undefined,
                w: 240,
                'data-testid': 'rank',
              })
            : null}
          {spec.filters.includes('port')
            ? idSelect('portId', {
                label: 'Port',
                placeholder: 'All ports outside the Philippines',
                searchable: true,
                data: idOptions(keys?.ports),
                w: 240,
              })
            : null}
          {spec.filters.includes('signatory') ? (
            <Select
              label="Signatory"
              data={(signatories.data ?? []).map((s) => ({
                value: String(s.id),
                label: s.name ? `${s.name} — ${s.title}` : s.title,
              }))}
              value={String(f.signatoryId ?? DEFAULT_POEA_SIGNATORY)}
              onChange={(v) => set({ signatoryId: num(v) ?? DEFAULT_POEA_SIGNATORY })}
              allowDeselect={false}
              w={320}
              data-testid="signatory"
            />
          ) : null}
        </Group>
        <Group mt="md">
          {[{ report, label: spec.title }, ...(extra ?? [])].flatMap((r) =>
            reportSpec(r.report).formats.map((format) => (
              <Button
                key={`${r.report}-${format}`}
                onClick={() => void start(r.report, format)}
                disabled={!ready || busy}
                data-testid={`generate-${r.report}-${format}`}
              >
                {extra ? `${r.label}: ` : ''}Generate {format === 'pdf' ? 'PDF' : 'Excel'}
              </Button>
            )),
          )}
        </Group>
        {run ? (
          <Stack gap={4} mt="sm" data-testid="report-progress" data-state={run.state}>
            <Text size="sm">
              {run.title}:{' '}
              {run.state === 'completed'
                ? `done — ${run.fileName ?? ''}`
                : run.state === 'failed'
                  ? `failed — ${run.error ?? ''}`
                  : `${run.state === 'waiting' ? 'waiting' : 'rendering'} ${run.progress}%`}
            </Text>
            <Progress
              value={run.progress}
              color={run.state === 'failed' ? 'red' : run.state === 'completed' ? 'green' : 'blue'}
              animated={run.state === 'active'}
            />
          </Stack>
        ) : null}
      </Paper>
      <Paper withBorder p="md">
        {data?.subtitle.map((l) => (
          <Text key={l} size="sm" c="dimmed">
            {l}
          </Text>
        ))}
        {data && data.total > data.rows.length ? (
          <Alert color="yellow" my="xs">
            Showing the first {data.rows.length} of {data.total} rows; the file has them all.
          </Alert>
        ) : null}
        <Table striped withTableBorder fz="sm" data-testid="report-table">
          <Table.Thead>
            <Table.Tr>
              {(data?.columns ?? []).map((c) => (
                <Table.Th key={c.label} ta={c.align ?? undefined}>
                  {c.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {!data || data.rows.length === 0 ? (
              <EmptyRow
                loading={ready && preview.isFetching}
                colSpan={Math.max(1, data?.columns.length ?? 1)}
                text={ready ? 'No records found' : 'Correct the filters to see the report'}
              />
            ) : null}
            {(data?.rows ?? []).map((row, i) => (
              <Table.Tr key={i} data-testid="report-row">
                {row.map((cell, j) => (
                  <Table.Td
                    key={j}
                    ta={data?.columns[j]?.align ?? undefined}
                    style={data?.columns[j]?.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                  >
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {data?.totals.map((t) => (
          <Text key={t} fw={700} mt="xs">
            {t}
          </Text>
        ))}
      </Paper>
      <MyReports compact />
    </Stack>
  );
}
