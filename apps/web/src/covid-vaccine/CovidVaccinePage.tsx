import { Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { covidVaccineFamily as family, formatDate, type Attachment } from '@crewing/domain';
import { hasPermission, useMe } from '../auth/session';
import { RecordFamilyPage } from '../records/RecordFamilyPage';
import { RecordRowActions } from '../records/RecordRowActions';
import { crewRecords } from '../crew/records/crew-records';
import { trpc } from '../shared/trpc';
import { commandAlerts, useCommand } from '../shared/use-command';
import { FileLink, FileViewer, type ViewedFile } from '../shared/ui/FileViewer';
import type { OpenRecord } from '../records/RecordModal';
import { ownerWrites } from '../records/record-writes';
import type { RecordItem } from '../records/records-api';
import { CovidVaccineModal } from './CovidVaccineModal';
import { EmptyRow } from '../shared/ui/EmptyRow';
import { TableHead } from '../shared/ui/TableHead';

type Dose = RecordItem;

/** The dose as its modal opens it: without the key labels, so a brand no longer offered is not added as an INACTIVE choice. */
const fieldsOf = (d: Dose): OpenRecord => ({ id: d.id, version: d.version, fields: d.fields });

/**
 * 002 §2 crew-document/covid-vaccine: the crew's covid vaccine doses (000 §2 View Covid Vaccine
 * Record) and his international vaccines. Doses are edited only here and only by DSS (000 §6),
 * which the server enforces too (covid-vaccine.manage).
 */
export function CovidVaccinePage({ crewId }: { crewId: number }) {
  const me = useMe().data;
  const canEdit = hasPermission(me, 'covid-vaccine.manage');
  const list = trpc.crew.records.covidVaccine.list.useQuery(
    { crewId, perPage: 100 },
    { meta: { place: 'COVID VACCINE' } },
  );
  const options = crewRecords.useOptions(family, crewId);
  const refresh = crewRecords.useRefresh(crewId);
  const add = trpc.crew.records.covidVaccine.add.useMutation();
  const update = trpc.crew.records.covidVaccine.update.useMutation();
  const remove = trpc.crew.records.covidVaccine.remove.useMutation();
  const [open, setOpen] = useState<{ record: OpenRecord | null } | null>(null);
  const [viewing, setViewing] = useState<ViewedFile | null>(null);
  const del = useCommand<Dose>({
    ...commandAlerts('Delete', 'Covid Vaccine'),
    run: async (r, commandId) => (await remove.mutateAsync({ crewId, recordId: r.id, commandId }), await refresh()),
  });
  const doses = list.data?.items ?? [];
  const takenBy = (except: number | null) =>
    new Set(doses.filter((d) => d.id !== except).map((d) => Number(d.fields.doseNo)));
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" data-testid="covid-vaccines">
        <Group justify="space-between" mb="sm">
          <Text fw={700}>Covid Vaccine</Text>
          {canEdit ? (
            <Button size="xs" onClick={() => setOpen({ record: null })} data-testid="covid-vaccine-add">
              Add Covid Vaccine
            </Button>
          ) : null}
        </Group>
        <Table striped withTableBorder>
          <TableHead
            columns={['Dose', 'Vaccine Brand', 'Inoculate Date', 'Administering Country', 'PDF File', 'Action']}
          />
          <Table.Tbody>
            {doses.length === 0 ? (
              <EmptyRow colSpan={6} loading={list.isPending} text="No covid vaccine on record" />
            ) : null}
            {doses.map((d) => (
              <Table.Tr key={d.id} data-testid={`covid-vaccine-${d.id}`}>
                <Table.Td>{String(d.fields.doseNo)}</Table.Td>
                <Table.Td>{d.labels.vaccineBrandId ?? '—'}</Table.Td>
                <Table.Td>{formatDate(d.fields.inoculateDate as string)}</Table.Td>
                <Table.Td>{d.labels.countryId ?? '—'}</Table.Td>
                <Table.Td>
                  {((d.fields.file as Attachment[] | undefined) ?? []).map((a) => (
                    <FileLink key={a.fileId} file={a} onOpen={setViewing} />
                  ))}
                </Table.Td>
                <RecordRowActions
                  onView={() => setOpen({ record: fieldsOf(d) })}
                  onDelete={canEdit ? () => void del.submit(d) : undefined}
                  testIds={{ view: 'covid-vaccine-view' }}
                />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <RecordFamilyPage records={crewRecords} familyKey="internationalVaccine" ownerId={crewId} />
      {viewing ? <FileViewer file={viewing} onClose={() => setViewing(null)} /> : null}
      {open ? (
        <CovidVaccineModal
          key={open.record?.id ?? 'new'}
          record={open.record}
          taken={takenBy(open.record?.id ?? null)}
          recordCount={doses.length}
          canEdit={canEdit}
          options={options}
          onClose={() => setOpen(null)}
          {...ownerWrites({ crewId }, add, update, refresh)}
        />
      ) : null}
    </Stack>
  );
}
