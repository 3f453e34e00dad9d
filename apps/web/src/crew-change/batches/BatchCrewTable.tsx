import { Checkbox, ScrollArea, Table, Text } from '@mantine/core';
import type { MasterKeys } from '../../shared/trpc';
import { showValue, specOf, type Side } from '../shared/fields';
import { isEncoded, toggled, type Candidate } from './batch-candidates';

interface Props {
  side: Side;
  crews: Candidate[];
  fields: string[];
  picked: Set<number>;
  onPick: (next: Set<number>) => void;
  keys: MasterKeys | undefined;
}

/** The crew list of a batch edit: encoded crews are greyed and have no checkbox. */
export function BatchCrewTable({ side, crews, fields, picked, onPick, keys }: Props) {
  const open = crews.filter((c) => !isEncoded(c, fields));
  const all = open.length > 0 && open.every((c) => picked.has(c.crewChangeId));
  const toggle = (id: number, on: boolean) => onPick(toggled(picked, id, on));
  return (
    <ScrollArea.Autosize mah={380} type="auto">
      <Table withTableBorder striped stickyHeader data-testid="batch-crews">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                checked={all}
                indeterminate={!all && open.some((c) => picked.has(c.crewChangeId))}
                onChange={(e) => onPick(e.currentTarget.checked ? new Set(open.map((c) => c.crewChangeId)) : new Set())}
                aria-label="Select all crews"
                data-testid="batch-crew-all"
              />
            </Table.Th>
            <Table.Th>Vessel</Table.Th>
            <Table.Th>Rank</Table.Th>
            <Table.Th>Name of Crew</Table.Th>
            {fields.map((f) => (
              <Table.Th key={f}>{specOf(side, f)?.label ?? f}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {crews.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={4 + fields.length}>
                <Text c="dimmed">No crews on this board</Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
          {crews.map((c) => {
            const encoded = isEncoded(c, fields);
            return (
              <Table.Tr
                key={c.crewChangeId}
                c={encoded ? 'dimmed' : undefined}
                bg={encoded ? 'gray.1' : undefined}
                data-encoded={encoded || undefined}
              >
                <Table.Td>
                  {encoded ? null : (
                    <Checkbox
                      checked={picked.has(c.crewChangeId)}
                      onChange={(e) => toggle(c.crewChangeId, e.currentTarget.checked)}
                      aria-label={`Select ${c.crewName}`}
                      data-testid={`batch-crew-${c.crewChangeId}`}
                    />
                  )}
                </Table.Td>
                <Table.Td>{c.vesselName}</Table.Td>
                <Table.Td>{c.rankAlias}</Table.Td>
                <Table.Td>{c.crewName}</Table.Td>
                {fields.map((f) => (
                  <Table.Td key={f}>
                    {showValue(specOf(side, f), c.values[f], keys)}
                    {c.confirmed[f] ? ' (CONFIRMED)' : ''}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
