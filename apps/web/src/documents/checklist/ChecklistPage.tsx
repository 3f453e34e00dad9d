import { Button, Group, Loader, Paper, Select, SimpleGrid, Stack, Table, Tabs, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { CHECKLIST_FACTS, formatDate } from '@crewing/domain';
import { hasPermission, useMe } from '../../auth/session';
import { useMasterKeys } from '../../shared/use-master-keys';
import { trpc } from '../../shared/trpc';
import { FileViewer, type ViewedFile } from '../../shared/ui/FileViewer';
import { ChecklistRows, type ChecklistRow } from './ChecklistRows';
import { RecommendationForm, RemarksModal } from './ChecklistForms';
import { useChecklistExport } from './use-checklist-export';
import { idOptions } from '../../shared/ui/form-fields';

const Field = ({ label, value, note }: { label: string; value: string | null; note?: string }) => (
  <div>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm" fw={500}>
      {value || '—'}
    </Text>
    {note ? (
      <Text size="xs" c="red">
        {note}
      </Text>
    ) : null}
  </div>
);

/** The checklist's two exports, once the full name is there. */
const EXPORTS = [
  { format: 'pdf', label: 'Download PDF', variant: undefined },
  { format: 'xlsx', label: 'Export xlsx', variant: 'light' },
] as const;

/** The vessel or rank the checklist is prepared for; '' is 'No ... Selected' (null). */
function PreparedFor(props: {
  label: 'Vessel' | 'Rank';
  options: { value: string; label: string }[];
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  return (
    <Select
      label={props.label}
      w={260}
      searchable
      data={[{ value: '', label: `No ${props.label} Selected` }, ...props.options]}
      value={props.value ? String(props.value) : ''}
      onChange={(v) => props.onChange(v ? Number(v) : null)}
      allowDeselect={false}
      data-testid={`checklist-${props.label.toLowerCase()}`}
    />
  );
}

/**
 * Crew Document Checklist (001 §2.6): Page 1 and Page 2, prepared for the vessel and rank chosen
 * ('No Vessel Selected' / 'No Rank Selected' refetch it); download as PDF or export as xlsx once
 * the full name is there.
 */
export function ChecklistPage({ crewId }: { crewId: number }) {
  const keys = useMasterKeys().data;
  const me = useMe().data;
  const canEdit = hasPermission(me, 'documents.manage');
  // Not chosen yet (undefined): the server prepares it for his own vessel and rank (onboard, else
  // the crew change he is lined up on) and the selectors show them; null is 'No ... Selected'.
  const [vesselId, setVesselId] = useState<number | null | undefined>(undefined);
  const [rankId, setRankId] = useState<number | null | undefined>(undefined);
  const input = {
    crewId,
    ...(vesselId !== undefined ? { vesselId } : {}),
    ...(rankId !== undefined ? { rankId } : {}),
  };
  const q = trpc.documents.checklist.get.useQuery(input, {
    placeholderData: keepPreviousData,
    meta: { place: 'CHECKLIST' },
  });
  const [viewing, setViewing] = useState<ViewedFile | null>(null);
  const [remarks, setRemarks] = useState<ChecklistRow | null>(null);
  const exporter = useChecklistExport();
  const c = q.data;
  const shownVessel = vesselId === undefined ? (c?.vesselId ?? null) : vesselId;
  const shownRank = rankId === undefined ? (c?.rankId ?? null) : rankId;
  const half = Math.ceil((c?.certificates.length ?? 0) / 2);
  return (
    <Stack gap="md" data-testid="checklist">
      <Paper withBorder p="sm">
        <Group justify="space-between" align="flex-end">
          <Group>
            <PreparedFor label="Vessel" options={idOptions(keys?.vessels)} value={shownVessel} onChange={setVesselId} />
            <PreparedFor
              label="Rank"
              options={(keys?.ranks ?? []).map((r) => ({ value: String(r.id), label: `${r.alias} — ${r.name}` }))}
              value={shownRank}
              onChange={setRankId}
            />
            {q.isFetching ? <Loader size="xs" /> : null}
          </Group>
          {c?.fullName ? (
            <Group gap="xs">
              {EXPORTS.map(({ format, label, variant }) => (
                <Button
                  key={format}
                  size="xs"
                  variant={variant}
                  loading={exporter.busy(format)}
                  onClick={() => void exporter.run(input, format)}
                  data-testid={`checklist-download-${format}`}
                >
                  {label}
                </Button>
              ))}
            </Group>
          ) : null}
        </Group>
        {c ? (
          <Text size="xs" c="dimmed" mt={4}>
            Form {c.form.reference} · Revision date {c.form.revisionLabel}
          </Text>
        ) : null}
      </Paper>
      {!c ? (
        <Loader />
      ) : (
        <Tabs defaultValue="page1" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="page1">Page 1</Tabs.Tab>
            <Tabs.Tab value="page2" data-testid="checklist-page2">
              Page 2
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="page1" pt="sm">
            <Stack gap="sm">
              <Paper withBorder p="sm">
                <SimpleGrid cols={4} spacing="xs">
                  {CHECKLIST_FACTS.map((f) => (
                    <Field key={f.label} label={f.label} value={f.value(c)} note={f.note} />
                  ))}
                </SimpleGrid>
              </Paper>
              <Table withTableBorder withColumnBorders fz="xs" data-testid="checklist-dependents">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th colSpan={4}>Legal Dependents</Table.Th>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Sex</Table.Th>
                    <Table.Th>Relationship</Table.Th>
                    <Table.Th>Birthdate</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {Array.from({ length: 7 }, (_, i) => c.dependents[i]).map((d, i) => (
                    <Table.Tr key={i} h={26}>
                      <Table.Td>{d?.name ?? ''}</Table.Td>
                      <Table.Td>{d?.sex ?? ''}</Table.Td>
                      <Table.Td>{d?.relationship ?? ''}</Table.Td>
                      <Table.Td>{formatDate(d?.birthdate ?? null)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <ChecklistRows lines={c.documents} onView={setViewing} onRemarks={setRemarks} />
              <Text size="xs" c="dimmed">
                * mandatory for the rank · red: expired · green: valid · click the remarks to edit them
              </Text>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="page2" pt="sm">
            <Stack gap="sm">
              <SimpleGrid cols={2} data-testid="checklist-certificates">
                {[c.certificates.slice(0, half), c.certificates.slice(half)].map((lines, i) => (
                  <ChecklistRows key={i} lines={lines} withDetail={false} onView={setViewing} onRemarks={setRemarks} />
                ))}
              </SimpleGrid>
              <RecommendationForm
                key={`${c.vesselId}-${c.rankId}-${c.recommendation.version}`}
                crewId={crewId}
                vesselId={c.vesselId}
                rankId={c.rankId}
                value={c.recommendation}
                canEdit={canEdit}
              />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      )}
      {viewing ? <FileViewer file={viewing} onClose={() => setViewing(null)} /> : null}
      {remarks ? (
        <RemarksModal crewId={crewId} row={remarks} canEdit={canEdit} onClose={() => setRemarks(null)} />
      ) : null}
    </Stack>
  );
}
