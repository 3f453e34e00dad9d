import { Table } from '@mantine/core';

/** A table's header row of plain column titles, the same cells every list and form table writes. */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((c, i) => (
          <Table.Th key={i}>{c}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
