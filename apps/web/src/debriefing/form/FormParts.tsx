import { Checkbox, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import {
  ANSWERS,
  DEBRIEFING_DOCUMENTS,
  DEBRIEFING_QUESTIONS,
  DEBRIEFING_SECTIONS,
  JIS_KEYS,
  JIS_RATINGS,
  SCHOLAR_ASSESSMENTS,
  TOP_MANAGEMENT_SECTIONS,
} from '@crewing/domain';
import type { FormState } from './form-state';
import { TableHead } from '../../shared/ui/TableHead';

export interface PartProps {
  value: FormState;
  onChange: (next: FormState) => void;
  readOnly: boolean;
  errors: Record<string, string>;
  officer: boolean;
}

const TOP = new Set<number>(TOP_MANAGEMENT_SECTIONS);

/** Sections with remarks and printing remarks (002 §7); the ones top management reads are marked. */
export function SectionsPart({ value, onChange, readOnly, errors }: PartProps) {
  return (
    <Paper withBorder p="md" data-testid="debriefing-sections">
      <Text fw={700} mb="sm">
        Debriefing Sections
      </Text>
      <Stack gap="sm">
        {DEBRIEFING_SECTIONS.map((s) => {
          const k = String(s.id);
          const e = value.sections[k]!;
          const set = (patch: Partial<typeof e>) =>
            onChange({ ...value, sections: { ...value.sections, [k]: { ...e, ...patch } } });
          return (
            <SimpleGrid key={k} cols={{ base: 1, md: 2 }} data-testid={`section-${k}`}>
              <Textarea
                label={`${s.id}. ${s.name}${TOP.has(s.id) ? ' (TOP MANAGEMENT)' : ''}`}
                autosize
                minRows={2}
                readOnly={readOnly}
                value={e.remarks}
                error={errors[`sections.${k}.remarks`]}
                onChange={(ev) => set({ remarks: ev.currentTarget.value })}
                data-testid={`section-${k}-remarks`}
              />
              <Textarea
                label="Printing Remarks"
                autosize
                minRows={2}
                readOnly={readOnly}
                value={e.printRemarks}
                error={errors[`sections.${k}.printRemarks`]}
                onChange={(ev) => set({ printRemarks: ev.currentTarget.value })}
              />
            </SimpleGrid>
          );
        })}
      </Stack>
    </Paper>
  );
}

/** Officer questions (officers only) and crew-comment questions: an answer and a comment each. */
export function QuestionsPart({ value, onChange, readOnly, officer }: PartProps) {
  const questions = DEBRIEFING_QUESTIONS.filter((q) => q.group === 'crew' || officer);
  return (
    <Paper withBorder p="md" data-testid="debriefing-questions">
      <Text fw={700} mb="sm">
        {officer ? 'Officer and Crew Comment Questions' : 'Crew Comment Questions'}
      </Text>
      <Table withTableBorder>
        <Table.Tbody>
          {questions.map((q) => {
            const e = value.answers[q.key]!;
            const set = (patch: Partial<typeof e>) =>
              onChange({ ...value, answers: { ...value.answers, [q.key]: { ...e, ...patch } } });
            return (
              <Table.Tr key={q.key}>
                <Table.Td>{q.text}</Table.Td>
                <Table.Td w={110}>
                  <Select
                    size="xs"
                    data={[...ANSWERS]}
                    value={e.answer}
                    readOnly={readOnly}
                    clearable={!readOnly}
                    aria-label={`Answer ${q.key}`}
                    onChange={(v) => set({ answer: v as typeof e.answer })}
                  />
                </Table.Td>
                <Table.Td w="35%">
                  <TextInput
                    size="xs"
                    value={e.comment}
                    readOnly={readOnly}
                    aria-label={`Comment ${q.key}`}
                    onChange={(ev) => set({ comment: ev.currentTarget.value })}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** The JIS keys and remarks, in the 002 §9 order. */
export function JisPart({ value, onChange, readOnly }: PartProps) {
  return (
    <Paper withBorder p="md" data-testid="debriefing-jis">
      <Text fw={700} mb="sm">
        JIS
      </Text>
      <Table withTableBorder>
        <Table.Tbody>
          {JIS_KEYS.map((j) => {
            const e = value.jis[j.key]!;
            const set = (patch: Partial<typeof e>) =>
              onChange({ ...value, jis: { ...value.jis, [j.key]: { ...e, ...patch } } });
            return (
              <Table.Tr key={j.key} data-testid={`jis-${j.key}`}>
                <Table.Td w={60}>{j.key.toUpperCase()}</Table.Td>
                <Table.Td>{j.name}</Table.Td>
                <Table.Td w={150}>
                  <Select
                    size="xs"
                    data={[...JIS_RATINGS]}
                    value={e.rating}
                    readOnly={readOnly}
                    clearable={!readOnly}
                    aria-label={`Rating ${j.key}`}
                    onChange={(v) => set({ rating: v })}
                  />
                </Table.Td>
                <Table.Td w="35%">
                  <TextInput
                    size="xs"
                    value={e.remarks}
                    readOnly={readOnly}
                    aria-label={`Remarks ${j.key}`}
                    onChange={(ev) => set({ remarks: ev.currentTarget.value })}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** The scholar and fast-track assessment. */
export function ScholarPart({ value, onChange, readOnly }: PartProps) {
  const s = value.scholar;
  const set = (patch: Partial<typeof s>) => onChange({ ...value, scholar: { ...s, ...patch } });
  return (
    <Paper withBorder p="md" data-testid="debriefing-scholar">
      <Text fw={700} mb="sm">
        Scholar and Fast Track Assessment
      </Text>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Checkbox
          label="Scholar"
          checked={s.scholar}
          disabled={readOnly}
          onChange={(e) => set({ scholar: e.currentTarget.checked })}
        />
        <Checkbox
          label="Fast Track"
          checked={s.fastTrack}
          disabled={readOnly}
          onChange={(e) => set({ fastTrack: e.currentTarget.checked })}
        />
        <Select
          label="Assessment"
          data={[...SCHOLAR_ASSESSMENTS]}
          value={s.assessment}
          readOnly={readOnly}
          clearable={!readOnly}
          onChange={(v) => set({ assessment: v })}
        />
      </SimpleGrid>
      <Textarea
        mt="sm"
        label="Remarks"
        autosize
        minRows={2}
        readOnly={readOnly}
        value={s.remarks}
        onChange={(e) => set({ remarks: e.currentTarget.value })}
      />
    </Paper>
  );
}

/** Document scanning, storing and clearance, in the 002 §9 display order. */
export function DocumentsPart({ value, onChange, readOnly }: PartProps) {
  return (
    <Paper withBorder p="md" data-testid="debriefing-documents">
      <Text fw={700} mb="sm">
        Document Scanning and Clearance Checklist
      </Text>
      <Table withTableBorder>
        <TableHead columns={['Code', 'Document', 'Scanned', 'Stored', 'Cleared', 'Remarks']} />
        <Table.Tbody>
          {DEBRIEFING_DOCUMENTS.map((d) => {
            const e = value.documents[d.code]!;
            const set = (patch: Partial<typeof e>) =>
              onChange({ ...value, documents: { ...value.documents, [d.code]: { ...e, ...patch } } });
            return (
              <Table.Tr key={d.code} data-testid={`document-${d.code}`}>
                <Table.Td>{d.code.toUpperCase()}</Table.Td>
                <Table.Td>{d.name}</Table.Td>
                {(['scanned', 'stored', 'cleared'] as const).map((f) => (
                  <Table.Td key={f}>
                    <Checkbox
                      checked={e[f]}
                      disabled={readOnly}
                      aria-label={`${f} ${d.code}`}
                      onChange={(ev) => set({ [f]: ev.currentTarget.checked })}
                    />
                  </Table.Td>
                ))}
                <Table.Td>
                  <TextInput
                    size="xs"
                    value={e.remarks}
                    readOnly={readOnly}
                    aria-label={`Remarks ${d.code}`}
                    onChange={(ev) => set({ remarks: ev.currentTarget.value })}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
