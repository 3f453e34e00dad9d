import { Modal, Table, Text } from '@mantine/core';
import { useMasterKeys } from '../../shared/use-master-keys';
import type { CrewRef } from '../shared/api-types';
import { keyName } from '../../key-lists/use-key-list';
import { showValue, specOf, type Values } from '../shared/fields';
import { TableHead } from '../../shared/ui/TableHead';

function Rows({ rows }: { rows: Array<[string, string]> }) {
  return (
    <Table withTableBorder withColumnBorders>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={170}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** 001 §2.4 Crew Contact Info. */
export function ContactInfoModal({ crew, onClose }: { crew: CrewRef; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>Crew Contact Info</Text>} data-testid="contact-modal">
      <Rows
        rows={[
          ['Name', crew.name],
          ['Contact Number', crew.contactNumber ?? ''],
          ['Email', crew.email ?? ''],
          ['Facebook Name', crew.fbMail ?? ''],
        ]}
      />
    </Modal>
  );
}

/** 001 §2.4 Hotel Quarantine Details (read-only); 'Not Yet Checked In' without a hotel. */
export function HotelModal({ innId, onClose }: { innId: number | null; onClose: () => void }) {
  const keys = useMasterKeys().data;
  const inn = innId === null ? undefined : keys?.inns.find((i) => i.id === innId);
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>Hotel Quarantine Details</Text>}>
      <div data-testid="hotel-modal">
        {inn ? (
          <Rows
            rows={[
              ['Hotel Name', inn.name],
              ['Contact Number', inn.telephone ?? ''],
              ['Address', inn.address ?? ''],
            ]}
          />
        ) : (
          <Text c="dimmed">Not Yet Checked In</Text>
        )}
      </div>
    </Modal>
  );
}

/** 001 §2.4 PCR Test Details: two tests; 'Not Yet Tested' when a test has no date and no laboratory. */
export function PcrModal({ values, onClose }: { values: Values; onClose: () => void }) {
  const keys = useMasterKeys().data;
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>PCR Test Details</Text>} size="lg">
      <Table withTableBorder withColumnBorders data-testid="pcr-modal">
        <TableHead columns={['Test', 'Test Date', 'Molecular Lab', 'Result']} />
        <Table.Tbody>
          {[1, 2].map((n) => {
            const date = values[`rapid_date${n}`];
            const lab = values[`lab${n}_id`];
            const tested = !!date || !!lab;
            return (
              <Table.Tr key={n}>
                <Table.Td>{n === 1 ? '1st' : '2nd'}</Table.Td>
                {tested ? (
                  <>
                    <Table.Td>{showValue(specOf('embarking', `rapid_date${n}`), date, keys)}</Table.Td>
                    <Table.Td>{keyName(keys, 'laboratory', lab)}</Table.Td>
                    <Table.Td>
                      <Text fw={700} c={values[`rapid_result${n}`] === true ? 'red' : 'green'}>
                        {values[`rapid_result${n}`] === true ? 'POSITIVE' : 'NEGATIVE'}
                      </Text>
                    </Table.Td>
                  </>
                ) : (
                  <Table.Td colSpan={3}>
                    <Text c="dimmed">Not Yet Tested</Text>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
