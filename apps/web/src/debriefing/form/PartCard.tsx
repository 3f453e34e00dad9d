import { Paper, Select, Table, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

/** One part of the debriefing form (002 §7): a bordered card under its bold title. */
export function PartCard({ testId, title, children }: { testId: string; title: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p="md" data-testid={testId}>
      <Text fw={700} mb="sm">
        {title}
      </Text>
      {children}
    </Paper>
  );
}

type ChoiceRowProps = Parameters<typeof ChoiceRow>[0];

/** The questions and JIS tables: what is asked, a choice and a text on each row, under one border. */
export function ChoiceTable({
  rows,
  readOnly,
}: {
  rows: Array<Omit<ChoiceRowProps, 'readOnly'> & { key: string }>;
  readOnly: boolean;
}) {
  return (
    <Table withTableBorder>
      <Table.Tbody>
        {rows.map(({ key, ...row }) => (
          <ChoiceRow key={key} {...row} readOnly={readOnly} />
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * A row of the questions and JIS tables: what is asked (the leading cells), a choice and a
 * text beside it, each named for assistive technology by `<label> <key>`.
 */
export function ChoiceRow({
  testId,
  cells,
  readOnly,
  choice,
  text,
}: {
  testId?: string;
  cells: ReactNode;
  readOnly: boolean;
  choice: {
    label: string;
    w: number;
    data: readonly string[];
    value: string | null;
    onChange: (v: string | null) => void;
  };
  text: { label: string; value: string; onChange: (v: string) => void };
}) {
  return (
    <Table.Tr data-testid={testId}>
      {cells}
      <Table.Td w={choice.w}>
        <Select
          size="xs"
          data={[...choice.data]}
          value={choice.value}
          readOnly={readOnly}
          clearable={!readOnly}
          aria-label={choice.label}
          onChange={choice.onChange}
        />
      </Table.Td>
      <Table.Td w="35%">
        <TextInput
          size="xs"
          value={text.value}
          readOnly={readOnly}
          aria-label={text.label}
          onChange={(ev) => text.onChange(ev.currentTarget.value)}
        />
      </Table.Td>
    </Table.Tr>
  );
}
