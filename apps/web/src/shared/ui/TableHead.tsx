import { Table } from '@mantine/core';

/** A column's title, with its width where the column is held to one. */
export type Column = string | { title: string; w: number };

/** A table's header row of plain column titles, the same cells every list and form table writes. */
export function TableHead({ columns }: { columns: readonly Column[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((c, i) =>
          typeof c === 'string' ? (
            <Table.Th key={i}>{c}</Table.Th>
          ) : (
            <Table.Th key={i} w={c.w}>
              {c.title}
            </Table.Th>
          ),
        )}
      </Table.Tr>
    </Table.Thead>
  );
}
