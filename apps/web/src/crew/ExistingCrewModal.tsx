import { Button, Group, Modal, Table, Text } from '@mantine/core';
import { formatDate } from '@crewing/domain';
import type { ExistingCrew } from './api-types';
import { TableHead } from '../shared/ui/TableHead';

interface Props {
  crews: ExistingCrew[] | null;
  onCancel: () => void;
  onSaveAnyway: () => void;
}

/** 002 §8: the possible-duplicate table; a warning, the user may still save (002 §3 fields). */
export function ExistingCrewModal({ crews, onCancel, onSaveAnyway }: Props) {
  return (
    <Modal
      opened={crews !== null}
      onClose={onCancel}
      size="xl"
      centered
      title={<Text fw={700}>CREW TO BE ADDED SEEMS EXISTING?</Text>}
    >
      <Table.ScrollContainer minWidth={800}>
        <Table striped withTableBorder data-testid="existing-crews">
          <TableHead
            columns={[
              'Applicant No.',
              'Crew Code',
              'IPN',
              'Last Name',
              'First Name',
              'Middle Name',
              'Suffix',
              'Birthdate',
              'Rank',
            ]}
          />
          <Table.Tbody>
            {(crews ?? []).map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{c.applicantno ?? ''}</Table.Td>
                <Table.Td>{c.crewcode ?? ''}</Table.Td>
                <Table.Td>{c.crewipn ?? ''}</Table.Td>
                <Table.Td>{c.last_name}</Table.Td>
                <Table.Td>{c.first_name}</Table.Td>
                <Table.Td>{c.middle_name ?? ''}</Table.Td>
                <Table.Td>{c.suffix ?? ''}</Table.Td>
                <Table.Td>{c.birthdate ? formatDate(c.birthdate) : ''}</Table.Td>
                <Table.Td title={c.rankName ?? ''}>{c.rankCode ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel} data-testid="existing-cancel">
          Cancel
        </Button>
        <Button color="orange" onClick={onSaveAnyway} data-testid="existing-save-anyway">
          Save Anyway
        </Button>
      </Group>
    </Modal>
  );
}
