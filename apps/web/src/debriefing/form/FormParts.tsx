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
import type { ChangeEvent } from 'react';
import type { FormState } from './form-state';
import { TableHead } from '../../shared/ui/TableHead';
import { ChoiceTable, PartCard } from './PartCard';

export interface PartProps {
  value: FormState;
  onChange: (next: FormState) => void;
  readOnly: boolean;
  errors: Record<string, string>;
  officer: boolean;
}

const TOP = new Set<number>(TOP_MANAGEMENT_SECTIONS);

type Keyed = 'sections' | 'answers' | 'jis' | 'documents';

/** One entry of a keyed part of the form (a section, an answer, a JIS key, a document) and its setter. */
function entryOf<P extends Keyed>({ value, onChange }: Pick<PartProps, 'value' | 'onChange'>, part: P, key: string) {
  const e = value[part][key]! as FormState[P][string];
  const set = (patch: Partial<FormState[P][string]>) =>
    onChange({ ...value, [part]: { ...value[part], [key]: { ...e, ...patch } } });
  return [e, set] as const;
}

/** Sections with remarks and printing remarks (002 §7); the ones top management reads are marked. */
export function SectionsPart({ value, onChange, readOnly, errors }: PartProps) {
  return (
    <PartCard testId="debriefing-sections" title="Debriefing Sections">
      <Stack gap="sm">
        {DEBRIEFING_SECTIONS.map((s) => {
          const k = String(s.id);
          const [e, set] = entryOf({ value, onChange }, 'sections', k);
          /** Both texts of a section: a growing area bound to its field, its error under it. */
          const area = (f: 'remarks' | 'printRemarks') => ({
            autosize: true,
            minRows: 2,
            readOnly,
            value: e[f],
            error: errors[`sections.${k}.${f}`],
            onChange: (ev: ChangeEvent<HTMLTextAreaElement>) => set({ [f]: ev.currentTarget.value }),
          });
          return (
            <SimpleGrid key={k} cols={{ base: 1, md: 2 }} data-testid={`section-${k}`}>
              <Textarea
                label={`${s.id}. ${s.name}${TOP.has(s.id) ? ' (TOP MANAGEMENT)' : ''}`}
                {...area('remarks')}
                data-testid={`section-${k}-remarks`}
              />
              <Textarea label="Printing Remarks" {...area('printRemarks')} />
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
      <ChoiceTable
        rows={questions.map((q) => {
          const [e, set] = entryOf({ value, onChange }, 'answers', q.key);
          return {
            key: q.key,
            cells: <Table.Td>{q.text}</Table.Td>,
            choice: {
              label: `Answer ${q.key}`,
              w: 110,
              data: ANSWERS,
              value: e.answer,
              onChange: (v) => set({ answer: v as typeof e.answer }),
            },
            text: { label: `Comment ${q.key}`, value: e.comment, onChange: (comment) => set({ comment }) },
          };
        })}
        readOnly={readOnly}
      />
    </PartCard>
  );
}

/** The JIS keys and remarks, in the 002 §9 order. */
export function JisPart({ value, onChange, readOnly }: PartProps) {
  return (
    <PartCard testId="debriefing-jis" title="JIS">
      <ChoiceTable
        rows={JIS_KEYS.map((j) => {
          const [e, set] = entryOf({ value, onChange }, 'jis', j.key);
          return {
            key: j.key,
            testId: `jis-${j.key}`,
            cells: (
              <>
                <Table.Td w={60}>{j.key.toUpperCase()}</Table.Td>
                <Table.Td>{j.name}</Table.Td>
              </>
            ),
            choice: {
              label: `Rating ${j.key}`,
              w: 150,
              data: JIS_RATINGS,
              value: e.rating,
              onChange: (rating) => set({ rating }),
            },
            text: { label: `Remarks ${j.key}`, value: e.remarks, onChange: (remarks) => set({ remarks }) },
          };
        })}
        readOnly={readOnly}
      />
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
            const [e, set] = entryOf({ value, onChange }, 'documents', d.code);
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
