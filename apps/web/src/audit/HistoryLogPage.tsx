import { Anchor, Button, Group, Paper, Select, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, skipToken } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DATE_FORMAT } from '@crewing/domain';
import { trpc } from '../shared/trpc';
import { PageTitle } from '../shared/ui/PageTitle';
import { ListPagination } from '../shared/ui/Pagination';
import { TableHead } from '../shared/ui/TableHead';
import { EmptyRow } from '../shared/ui/EmptyRow';
import { IntegrityPanel } from './IntegrityPanel';

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

/**
 * The Crew filter (002 §7 history logs crewID): searches crews by name, crew code, applicant no.
 * or IPN on the server as the user types; the chosen crew keeps his label from crew.get.
 */
function CrewFilter({
  crewId,
  onChange,
}: {
  crewId: number | undefined;
  onChange: (crewId: number | undefined) => void;
}) {
  const [search, setSearch] = useState('');
  // The label of the crew picked from the list; a crew named by the address is looked up once.
  const [picked, setPicked] = useState<{ id: number; label: string } | null>(null);
  const known = crewId !== undefined && picked?.id === crewId ? picked.label : null;
  const chosen = trpc.crew.get.useQuery(crewId === undefined || known ? skipToken : { id: crewId }, {
    meta: { silent: true },
  });
  const chosenLabel =
    crewId === undefined ? null : (known ?? (chosen.data ? crewLabel(chosen.data) : `CREW ${crewId}`));
  // The search box shows the chosen crew's label: that is not a search.
  const [typed] = useDebouncedValue(search.trim() === chosenLabel ? '' : search.trim(), 300);
  const found = trpc.crew.list.useQuery(typed ? { search: typed, status: 'all', rowCount: 20 } : skipToken, {
    placeholderData: keepPreviousData,
    meta: { place: 'SEARCH CREW' },
  });
  const options = (typed ? (found.data?.items ?? []) : []).map((c) => ({ value: String(c.id), label: crewLabel(c) }));
  if (!typed && crewId !== undefined && chosenLabel) options.push({ value: String(crewId), label: chosenLabel });
  return (
    <Select
      label="Crew"
      placeholder="Search name or crew code"
      searchable
      clearable
      // The server already matched what was typed (applicant no. and IPN too): show its answer as is.
      filter={({ options: all }) => all}
      data={options}
      value={crewId === undefined ? null : String(crewId)}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(v, option) => {
        const id = crewIdOf(v);
        setPicked(id !== undefined && option ? { id, label: option.label } : null);
        onChange(id);
      }}
      nothingFoundMessage={typed ? (found.isFetching ? 'Searching…' : 'No crew found') : 'Type a name or crew code'}
      w={300}
      data-testid="history-crew-filter"
    />
  );
}

function crewLabel(c: { name: string; crewCode: string | null }) {
  return c.crewCode ? `${c.name} (${c.crewCode})` : c.name;
}

/** History log: every recorded change, newest first, with who and from where; by crew and record type (002 §7). */
export function HistoryLogPage() {
  const [params, setParams] = useSearchParams();
  const crewId = crewIdOf(params.get('crewId'));
  const recordType = recordTypeOf(params.get('recordType'));
  const [page, setPage] = useState(1);
  // Back to page 1 whenever a filter changes, whether from the selects or from the address.
  const filterKey = `${crewId ?? ''}|${recordType ?? ''}`;
  const [pagedFor, setPagedFor] = useState(filterKey);
  if (pagedFor !== filterKey) {
    setPagedFor(filterKey);
    setPage(1);
  }
  const [record, setRecord] = useState('');
  const [streamId] = useDebouncedValue(record.trim(), 300);
  const types = trpc.audit.recordTypes.useQuery(undefined, { staleTime: 60_000, meta: { place: 'HISTORY LOG' } });
  const log = trpc.audit.list.useQuery(
    {
      page,
      perPage: PER_PAGE,
      ...(streamId ? { streamId } : {}),
      ...(crewId ? { crewId } : {}),
      ...(recordType ? { recordType } : {}),
    },
    { placeholderData: keepPreviousData, meta: { place: 'HISTORY LOG' } },
  );
  /** A filter change goes to the address, so a link such as ?crewId=12 opens filtered. */
  const filter = (patch: { crewId?: number | undefined; recordType?: string | undefined }) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined) next.delete(k);
      else next.set(k, String(v));
    }
    setParams(next, { replace: true });
  };
  const typeOptions = [...new Set([...(types.data ?? []), ...(recordType ? [recordType] : [])])].map((t) => ({
    value: t,
    label: recordTypeLabel(t),
  }));
  const data = log.data;
  return (
    <>
      <PageTitle>History Log</PageTitle>
      <IntegrityPanel />
      <Paper withBorder p="md">
        <Group mb="sm" align="flex-end">
          <CrewFilter crewId={crewId} onChange={(id) => filter({ crewId: id })} />
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
          <TextInput
            label="Record"
            description="e.g. user-12"
            value={record}
            onChange={(e) => {
              setRecord(e.currentTarget.value);
              setPage(1);
            }}
            w={200}
          />
          <Button
            variant="default"
            onClick={() => void Promise.all([log.refetch(), types.refetch()])}
            loading={log.isFetching}
          >
            Refresh
          </Button>
        </Group>
        <Table.ScrollContainer minWidth={1200}>
          <Table striped withTableBorder data-testid="history-log">
            <TableHead
              columns={[
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
              ]}
            />
            <Table.Tbody>
              {data && data.items.length === 0 ? (
                <EmptyRow colSpan={10} loading={false} text="No records found" />
              ) : null}
              {(data?.items ?? []).map((r, i) => (
                <Table.Tr key={String(r.position)}>
                  <Table.Td>{((data?.page ?? 1) - 1) * PER_PAGE + i + 1}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {dayjs(r.recordedAt).format(`${DATE_FORMAT} HH:mm:ss`).toUpperCase()}
                  </Table.Td>
                  <Table.Td>
                    {r.crewId !== null ? (
                      <Anchor component={Link} to={`/v/crew/${r.crewId}`} size="sm">
                        {r.crewId}
                      </Anchor>
                    ) : null}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{recordTypeLabel(r.recordType)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.streamId}</Table.Td>
                  <Table.Td>{r.eventType}</Table.Td>
                  <Table.Td>{r.summary}</Table.Td>
                  <Table.Td>{r.userName}</Table.Td>
                  <Table.Td>{[r.device, r.browser, r.os].filter(Boolean).join(' / ')}</Table.Td>
                  <Table.Td>{r.ip}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ListPagination of={data} onChange={setPage} />
      </Paper>
    </>
  );
}
