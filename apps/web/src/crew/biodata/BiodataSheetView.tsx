import { Group, Image, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { RouterOutputs } from '../../shared/trpc';

export type BiodataSheet = RouterOutputs['crew']['biodata']['sheet'];
type Facts = BiodataSheet['personal'];
type SheetTable = BiodataSheet['education'];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4} data-testid="biodata-section">
      <Text fw={700} size="sm" c="white" bg="#1c3d6e" px={6} py={2}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function FactList({ facts }: { facts: Facts }) {
  return (
    <Table withRowBorders={false} verticalSpacing={2} fz="sm">
      <Table.Tbody>
        {facts.map((f) => (
          <Table.Tr key={f.label}>
            <Table.Td c="dimmed" w="40%">
              {f.label}
            </Table.Td>
            <Table.Td fw={600}>{f.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Grid({ table, caption = true }: { table: SheetTable; caption?: boolean }) {
  return (
    <Table withTableBorder withColumnBorders verticalSpacing={2} fz="xs" layout="fixed">
      {caption ? (
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 700 }}>{table.title}</Table.Caption>
      ) : null}
      <Table.Thead>
        <Table.Tr>
          {table.columns.map((c) => (
            <Table.Th key={c}>{c}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {table.rows.map((r, i) => (
          <Table.Tr key={i} c={r.warn ? 'red.8' : undefined} fw={r.warn ? 700 : undefined}>
            {r.cells.map((c, j) => (
              <Table.Td key={j}>{c}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The on-screen Crew Personal Data Sheet (000 §2): the same view model the PDF prints, its twelve
 * sections in the same order.
 */
export function BiodataSheetView({ sheet }: { sheet: BiodataSheet }) {
  const s = sheet.sections;
  const half = Math.ceil(sheet.personal.length / 2);
  return (
    <Paper withBorder p="md" data-testid="biodata-sheet">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" style={{ borderBottom: '2px solid #1c3d6e' }} pb={4}>
          <div>
            <Title order={3} c="#1c3d6e">
              {sheet.header.company}
            </Title>
            <Text fw={700} style={{ letterSpacing: 2 }}>
              {sheet.header.title}
            </Text>
          </div>
          <Text size="sm">
            DATE: <b>{sheet.header.date}</b>
          </Text>
        </Group>
        <Group gap="lg">
          {sheet.header.preparedFor.map((p) => (
            <Text key={p.label} size="xs">
              {p.label}: <b>{p.value}</b>
            </Text>
          ))}
        </Group>
        <Section title={s[1]}>
          <Title order={3} data-testid="biodata-name">
            {sheet.name}
          </Title>
        </Section>
        <Section title={s[2]}>
          <SimpleGrid cols={3}>
            {sheet.experience.map((e) => (
              <Paper key={e.label} withBorder p={6}>
                <Text size="xs" c="dimmed">
                  {e.label}
                </Text>
                <Text fw={700}>{e.value}</Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Section>
        <Group align="flex-start" grow>
          <Section title={s[3]}>
            <FactList facts={sheet.identity} />
          </Section>
          <Section title={s[4]}>
            <Group align="flex-start" wrap="nowrap">
              {sheet.photoFileId ? (
                <Image src={`/files/${sheet.photoFileId}`} alt="Crew image" w={110} h={130} fit="cover" />
              ) : (
                <Text w={110} h={130} c="dimmed" ta="center" pt={50} bg="gray.1" size="xs">
                  No Image Selected
                </Text>
              )}
              <FactList facts={sheet.categories} />
            </Group>
          </Section>
        </Group>
        <Section title={s[5]}>
          <SimpleGrid cols={2}>
            <FactList facts={sheet.personal.slice(0, half)} />
            <FactList facts={sheet.personal.slice(half)} />
          </SimpleGrid>
        </Section>
        <Group align="flex-start" grow>
          <Section title={s[6]}>
            <FactList facts={sheet.medical} />
          </Section>
          <Section title={s[7]}>
            <Grid table={sheet.education} caption={false} />
          </Section>
        </Group>
        <Section title={s[8]}>
          {sheet.header.contractEnd ? (
            <Text size="xs" c="red.8">
              Marked red: expires before the contract ends ({sheet.header.contractEnd}).
            </Text>
          ) : null}
          {sheet.documents.map((t) => (
            <Grid key={t.title} table={t} />
          ))}
        </Section>
        <Section title={s[9]}>
          {sheet.trainings.map((t) => (
            <Grid key={t.title} table={t} />
          ))}
        </Section>
        <Section title={s[10]}>
          <Grid table={sheet.seabased} caption={false} />
        </Section>
        <Section title={s[11]}>
          <SimpleGrid cols={3} spacing={4}>
            {sheet.legend.map((l) => (
              <Text key={l.code} size="xs">
                <b>{l.code}</b> — {l.name}
              </Text>
            ))}
          </SimpleGrid>
        </Section>
      </Stack>
    </Paper>
  );
}
