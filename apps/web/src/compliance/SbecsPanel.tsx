import { Alert, Button, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { skipToken } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../shared/trpc';
import { FileViewer } from '../shared/ui/FileViewer';
import { usePdfJob } from '../finance/use-pdf-job';

const PLACE = 'SBECS PACK';

/**
 * Issue 31 §4: the SBECS processing pack of one of the crew's deployments (a contract of one
 * sign-on): what SBECS asks, what is missing named before filing, and Print (one PDF, through the
 * report workers).
 */
export function SbecsPanel({ crewId }: { crewId: number }) {
  const contracts = trpc.compliance.contracts.contract.list.useQuery({ crewId }, { meta: { place: PLACE } });
  const items = contracts.data?.items ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const contractId = chosen ?? items[0]?.id ?? null;
  const pack = trpc.compliance.sbecs.pack.useQuery(contractId === null ? skipToken : { crewId, contractId }, {
    meta: { place: PLACE },
  });
  const generate = trpc.compliance.sbecs.generate.useMutation();
  const job = usePdfJob(PLACE, trpc.compliance.sbecs.status.useQuery);
  return (
    <Stack gap="xs" data-testid="sbecs-pack">
      <Title order={3} size="h5">
        SBECS Processing Pack
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          Record the contract of a deployment above to prepare its SBECS pack.
        </Text>
      ) : (
        <>
          <Group align="flex-end">
            <NativeSelect
              label="Deployment"
              value={String(contractId ?? '')}
              onChange={(e) => setChosen(Number(e.currentTarget.value))}
              data={items.map((c) => ({ value: String(c.id), label: `Sign-on no. ${String(c.fields.signOnNo)}` }))}
            />
            <Button
              variant="light"
              loading={job.busy}
              disabled={contractId === null}
              onClick={() => void job.start(() => generate.mutateAsync({ crewId, contractId: contractId! }))}
              data-testid="sbecs-print"
            >
              Print SBECS pack
            </Button>
          </Group>
          {pack.data ? (
            pack.data.missing.length ? (
              <Alert color="red" title="Not ready to file" data-testid="sbecs-missing">
                Missing: {pack.data.missing.join('; ')}
              </Alert>
            ) : (
              <Alert color="teal" title="Ready to file">
                Every item SBECS asks is on file.
              </Alert>
            )
          ) : null}
          <Table withTableBorder striped>
            <Table.Tbody>
              {(pack.data?.lines ?? []).map((l) => (
                <Table.Tr key={`${l.section}:${l.item}`}>
                  <Table.Td>{l.section}</Table.Td>
                  <Table.Td>{l.item}</Table.Td>
                  <Table.Td c={l.value ? undefined : 'red.9'} fw={l.value ? undefined : 700}>
                    {l.value ?? 'MISSING'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
      {job.file ? <FileViewer file={job.file} title="SBECS Processing Pack" onClose={job.close} /> : null}
    </Stack>
  );
}
