import { Button, Group, Modal, Paper, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { trpc, type RouterOutputs } from '../../shared/trpc';
import { commandAlerts, useCommand } from '../../shared/use-command';
import type { ChecklistRow } from './ChecklistRows';

type Recommendation = RouterOutputs['documents']['checklist']['get']['recommendation'];

const clean = (s: string) => (s.trim() === '' ? null : s.trim());

/**
 * Saving a checklist record the crew may not have yet (001 §2.6): the first save adds it, a later
 * one updates it; either way the checklist is read again. `subject` words the 002 §5 alerts.
 */
function useChecklistSave(o: {
  saved: boolean;
  place: string;
  subject: string;
  add: (commandId: string) => Promise<unknown>;
  update: (commandId: string) => Promise<unknown>;
  onSuccess?: () => void;
}) {
  const utils = trpc.useUtils();
  return useCommand<null>({
    ...commandAlerts('Save', o.subject, { place: o.place, confirm: o.saved ? 'update' : 'create' }),
    run: async (_v, commandId) => {
      await (o.saved ? o.update(commandId) : o.add(commandId));
      await utils.documents.checklist.get.invalidate();
    },
    ...(o.onSuccess ? { onSuccess: o.onSuccess } : {}),
  });
}

/** A row's initial and final remarks (001 §2.6), saved as the crew's checklist remark for that row. */
export function RemarksModal({
  crewId,
  row,
  canEdit,
  onClose,
}: {
  crewId: number;
  row: ChecklistRow;
  canEdit: boolean;
  onClose: () => void;
}) {
  const [initial, setInitial] = useState(row.initialRemarks ?? '');
  const [final, setFinal] = useState(row.finalRemarks ?? '');
  const add = trpc.crew.records.checklistRemark.add.useMutation();
  const update = trpc.crew.records.checklistRemark.update.useMutation();
  const fields = () => ({ initialRemarks: clean(initial), finalRemarks: clean(final) });
  const save = useChecklistSave({
    saved: Boolean(row.remarkRecordId),
    place: 'CHECKLIST REMARKS',
    subject: 'Checklist Remarks',
    add: (commandId) => add.mutateAsync({ crewId, fields: { rowKey: row.key, ...fields() }, commandId }),
    update: (commandId) =>
      update.mutateAsync({
        crewId,
        recordId: row.remarkRecordId!,
        baseVersion: row.remarkVersion ?? undefined,
        changes: fields(),
        commandId,
      }),
    onSuccess: onClose,
  });
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{row.document} — Remarks</Text>}>
      <Stack>
        {[
          { label: 'Initial Remarks', value: initial, set: setInitial, testId: 'remarks-initial' },
          { label: 'Final Remarks', value: final, set: setFinal, testId: 'remarks-final' },
        ].map((f) => (
          <TextInput
            key={f.testId}
            label={f.label}
            value={f.value}
            readOnly={!canEdit}
            onChange={(e) => f.set(e.currentTarget.value)}
            data-testid={f.testId}
          />
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          {canEdit ? (
            <Button loading={save.busy} onClick={() => void save.submit(null)} data-testid="remarks-save">
              Save
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}

/** Page 2's recommendation form, its eight numbered sections (001 §2.6), saved per vessel and rank. */
export function RecommendationForm({
  crewId,
  vesselId,
  rankId,
  value,
  canEdit,
}: {
  crewId: number;
  vesselId: number | null;
  rankId: number | null;
  value: Recommendation;
  canEdit: boolean;
}) {
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(value.sections.map((s) => [s.field, s.text])),
  );
  const add = trpc.crew.records.checklistRecommendation.add.useMutation();
  const update = trpc.crew.records.checklistRecommendation.update.useMutation();
  const fields = () => Object.fromEntries(value.sections.map((s) => [s.field, clean(texts[s.field] ?? '')]));
  const save = useChecklistSave({
    saved: Boolean(value.recordId),
    place: 'CHECKLIST RECOMMENDATION',
    subject: 'Recommendation',
    add: (commandId) =>
      add.mutateAsync({
        crewId,
        fields: { ...fields(), ...(vesselId ? { vesselId } : {}), ...(rankId ? { rankId } : {}) },
        commandId,
      }),
    update: async (commandId) => {
      const changes = Object.fromEntries(
        Object.entries(fields()).filter(([k, v]) => v !== clean(value.sections.find((s) => s.field === k)?.text ?? '')),
      );
      if (Object.keys(changes).length > 0)
        await update.mutateAsync({
          crewId,
          recordId: value.recordId!,
          baseVersion: value.version ?? undefined,
          changes,
          commandId,
        });
    },
  });
  return (
    <Paper withBorder p="md" data-testid="checklist-recommendation">
      <Text fw={700} mb="xs">
        Recommendation
      </Text>
      <SimpleGrid cols={2}>
        {value.sections.map((s) => (
          <Textarea
            key={s.field}
            label={`${s.no}. ${s.label}`}
            rows={5}
            readOnly={!canEdit}
            value={texts[s.field] ?? ''}
            onChange={(e) => setTexts({ ...texts, [s.field]: e.currentTarget.value })}
            data-testid={`recommendation-${s.field}`}
          />
        ))}
      </SimpleGrid>
      {canEdit ? (
        <Group justify="flex-end" mt="sm">
          <Button loading={save.busy} onClick={() => void save.submit(null)} data-testid="recommendation-save">
            Save Recommendation
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}
