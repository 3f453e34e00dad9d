import { Checkbox, Select, SimpleGrid, Stack, Table, TextInput, Textarea } from '@mantine/core';
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
import { ChoiceRow, PartCard } from './PartCard';

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
    <PartCard testId="debriefing-sections" title="Debriefing Sections">
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
    </PartCard>
  );
}

/** Officer questions (officers only) and crew-comment questions: an answer and a comment each. */
export function QuestionsPart({ value, onChange, readOnly, officer }: PartProps) {
  const questions = DEBRIEFING_QUESTIONS.filter((q) => q.group === 'crew' || officer);
  return (
    <PartCard
      testId="debriefing-questions"
      title={officer ? 'Officer and Crew Comment Questions' : 'Crew Comment Questions'}
    >
      <Table withTableBorder>
        <Table.Tbody>
          {questions.map((q) => {
            const e = value.answers[q.key]!;
            const set = (patch: Partial<typeof e>) =>
              onChange({ ...value, answers: { ...value.answers, [q.key]: { ...e, ...patch } } });
            return (
              <ChoiceRow
                key={q.key}
                cells={<Table.Td>{q.text}</Table.Td>}
                readOnly={readOnly}
                choice={{
                  label: `Answer ${q.key}`,
                  w: 110,
                  data: ANSWERS,
                  value: e.answer,
                  onChange: (v) => set({ answer: v as typeof e.answer }),
                }}
                text={{ label: `Comment ${q.key}`, value: e.comment, onChange: (comment) => set({ comment }) }}
              />
            );
          })}
        </Table.Tbody>
      </Table>
    </PartCard>
  );
}

/** The JIS keys and remarks, in the 002 §9 order. */
export function JisPart({ value, onChange, readOnly }: PartProps) {
  return (
    <PartCard testId="debriefing-jis" title="JIS">
      <Table withTableBorder>
        <Table.Tbody>
          {JIS_KEYS.map((j) => {
            const e = value.jis[j.key]!;
            const set = (patch: Partial<typeof e>) =>
              onChange({ ...value, jis: { ...value.jis, [j.key]: { ...e, ...patch } } });
            return (
              <ChoiceRow
                key={j.key}
                testId={`jis-${j.key}`}
                cells={
                  <>
                    <Table.Td w={60}>{j.key.toUpperCase()}</Table.Td>
                    <Table.Td>{j.name}</Table.Td>
                  </>
                }
                readOnly={readOnly}
                choice={{
                  label: `Rating ${j.key}`,
                  w: 150,
                  data: JIS_RATINGS,
                  value: e.rating,
                  onChange: (rating) => set({ rating }),
                }}
                text={{ label: `Remarks ${j.key}`, value: e.remarks, onChange: (remarks) => set({ remarks }) }}
              />
            );
          })}
        </Table.Tbody>
      </Table>
    </PartCard>
  );
}

/** The scholar and fast-track assessment. */
export function ScholarPart({ value, onChange, readOnly }: PartProps) {
  const s = value.scholar;
  const set = (patch: Partial<typeof s>) => onChange({ ...value, scholar: { ...s, ...patch } });
  return (
    <PartCard testId="debriefing-scholar" title="Scholar and Fast Track Assessment">
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
    </PartCard>
  );
}

/** Document scanning, storing and clearance, in the 002 §9 display order. */
export function DocumentsPart({ value, onChange, readOnly }: PartProps) {
  return (
    <PartCard testId="debriefing-documents" title="Document Scanning and Clearance Checklist">
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
    </PartCard>
  );
}
