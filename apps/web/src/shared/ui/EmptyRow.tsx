import { Table, Text } from '@mantine/core';

/** A table's one row while it loads or when it has nothing to show. */
export function EmptyRow({ colSpan, loading, text }: { colSpan: number; loading: boolean; text: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Text c="dimmed" ta="center">
          {loading ? 'Loading…' : text}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
