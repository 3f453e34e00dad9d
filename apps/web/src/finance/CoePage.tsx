import { Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { skipToken } from '@tanstack/react-query';
import { useState } from 'react';
import { coeInput, formatDate } from '@crewing/domain';
import { trpc } from '../shared/trpc';
import { PageTitle } from '../shared/ui/PageTitle';
import { EmptyRow } from '../shared/ui/EmptyRow';
import { FileViewer } from '../shared/ui/FileViewer';
import { CrewSearchSelect, type PickedCrew } from './CrewSearchSelect';
import { usePdfJob } from './use-pdf-job';
import { TableHead } from '../shared/ui/TableHead';

const PLACE = 'GENERATE COE';
type Errors = Partial<Record<'crewId' | 'signatoryName' | 'signatoryTitle' | 'purpose', string>>;

/**
 * The Certificate of Employment (/coe, 002 §2; holders of the `coe` grant, refused on the server
 * too): pick a crew, see his sea service with the company (from his sign-on and sign-off events),
 * name the signatory and the purpose, and generate the PDF through the report workers.
 */
export function CoePage() {
  const [crew, setCrew] = useState<PickedCrew | null>(null);
  const [values, setValues] = useState({ signatoryName: '', signatoryTitle: '', purpose: '' });
  const [errors, setErrors] = useState<Errors>({});
  const preview = trpc.finance.coe.preview.useQuery(crew ? { crewId: crew.id } : skipToken, {
    meta: { place: 'CERTIFICATE OF EMPLOYMENT' },
  });
  const generate = trpc.finance.coe.generate.useMutation();
  const job = usePdfJob(PLACE, trpc.finance.coe.status.useQuery);
  const submit = () => {
    const parsed = coeInput.safeParse({ crewId: crew?.id, ...values });
    if (!parsed.success) {
      const e: Errors = {};
      for (const i of parsed.error.issues)
        e[i.path[0] as keyof Errors] ??= i.path[0] === 'crewId' ? 'Choose a crew' : i.message;
      setErrors(e);
      return;
    }
    setErrors({});
    void job.start(() => generate.mutateAsync(parsed.data));
  };
  const rows = preview.data?.seaService ?? [];
  const text = (name: keyof typeof values, label: string, testId: string, placeholder?: string) => (
    <TextInput
      label={label}
      withAsterisk
      w={280}
      placeholder={placeholder}
      value={values[name]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setValues((old) => ({ ...old, [name]: value }));
      }}
      error={errors[name]}
      data-testid={testId}
    />
  );
  return (
    <Stack gap="md">
      <PageTitle>Certificate of Employment</PageTitle>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <CrewSearchSelect value={crew} onChange={setCrew} error={errors.crewId} testId="coe-crew" />
          <Group align="flex-start">
            {text('signatoryName', 'Signatory', 'coe-signatory')}
            {text('signatoryTitle', 'Signatory Title', 'coe-title')}
            {text('purpose', 'Purpose', 'coe-purpose', 'e.g. BANK LOAN, VISA APPLICATION')}
          </Group>
          <Group>
            <Button onClick={submit} loading={job.busy || generate.isPending} data-testid="coe-generate">
              Generate COE
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Text fw={700} mb="xs">
          Sea service with the company{preview.data ? ` — ${preview.data.crew.name}` : ''}
        </Text>
        <Table striped withTableBorder data-testid="coe-sea-service">
          <TableHead columns={['Vessel', 'Type', 'Rank', 'Embarked', 'Disembarked', 'Months']} />
          <Table.Tbody>
            {rows.length > 0 ? (
              rows.map((r, i) => (
                <Table.Tr key={i}>
                  <Table.Td>{r.vesselName}</Table.Td>
                  <Table.Td>{r.vesselTypeName ?? ''}</Table.Td>
                  <Table.Td>{r.rankName}</Table.Td>
                  <Table.Td>{formatDate(r.embarkDate)}</Table.Td>
                  <Table.Td>{r.disembarkDate ? formatDate(r.disembarkDate) : 'PRESENT'}</Table.Td>
                  <Table.Td>{r.months}</Table.Td>
                </Table.Tr>
              ))
            ) : (
              <EmptyRow
                colSpan={6}
                loading={crew !== null && preview.isPending}
                text={crew ? 'No sea service with the company on record' : 'Choose a crew'}
              />
            )}
          </Table.Tbody>
        </Table>
      </Paper>
      {job.file ? <FileViewer file={job.file} title="Certificate of Employment" onClose={job.close} /> : null}
    </Stack>
  );
}
