import { Loader, Modal, Table, Text } from '@mantine/core';
import { formatDate } from '@crewing/domain';
import { trpc } from '../shared/trpc';
import { TableHead } from '../shared/ui/TableHead';

/**
 * 001 §2.4 View covid vaccine: the crew's doses; 'No Vaccine Record' without any. Opened from the
 * crew change board's vaccinated icon; the doses are the covid vaccine area's records.
 */
export function VaccineModal({ crew, onClose }: { crew: { crewId: number; name: string }; onClose: () => void }) {
  const query = trpc.covidVaccine.byCrew.useQuery({ crewId: crew.crewId }, { meta: { place: 'LOAD COVID VACCINE' } });
  const doses = query.data ?? [];
  return (
    <Modal opened onClose={onClose} size="lg" title={<Text fw={700}>View covid vaccine</Text>}>
      <div data-testid="vaccine-modal">
        <Text size="sm" mb="xs">
          {crew.name}
        </Text>
        {query.isPending ? <Loader size="sm" /> : null}
        {query.isSuccess && doses.length === 0 ? <Text c="dimmed">No Vaccine Record</Text> : null}
        {doses.length > 0 ? (
          <Table withTableBorder withColumnBorders striped>
            <TableHead columns={['Brand', 'Dose No.', 'Inoculate Date', 'Country']} />
            <Table.Tbody>
              {doses.map((d) => (
                <Table.Tr key={d.id} data-testid="vaccine-dose">
                  <Table.Td>{d.brand}</Table.Td>
                  <Table.Td>{d.doseNo}</Table.Td>
                  <Table.Td>{formatDate(d.inoculateDate)}</Table.Td>
                  <Table.Td>{d.country ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
      </div>
    </Modal>
  );
}
