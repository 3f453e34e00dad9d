import { Alert, Badge, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatDate, sameValue, topics } from '@crewing/domain';
import { hasPermission, useMe } from '../../auth/session';
import { useTopic } from '../../shared/realtime';
import { trpc } from '../../shared/trpc';
import { commandAlerts, useCommand } from '../../shared/use-command';
import { PageTitle } from '../../shared/ui/PageTitle';
import { PrintButton } from '../PrintButton';
import { DueCrews } from '../lists/DueCrews';
import { DebriefingQueue } from '../lists/DebriefingQueue';
import { DocumentsPart, JisPart, QuestionsPart, ScholarPart, SectionsPart } from './FormParts';
import { TrainingPart } from './TrainingPart';
import { formPayload, toFormState, type Detail, type FormState } from './form-state';
import { BackButton } from '../../shared/ui/BackButton';
import { PageLoader } from '../../shared/ui/PageLoader';

/** Server field errors ('sections.3.remarks') under the inputs that have them; the rest in the alert. */
function errorsOf(err: unknown): Record<string, string> {
  const fe = (err as { data?: { fieldErrors?: Record<string, string[]> } })?.data?.fieldErrors ?? {};
  return Object.fromEntries(Object.entries(fe).map(([k, v]) => [k, v.join(', ')]));
}

function DebriefingForm({ detail }: { detail: Detail }) {
  const navigate = useNavigate();
  const me = useMe().data;
  const utils = trpc.useUtils();
  const canEdit = hasPermission(me, 'debriefing.edit-view');
  const readOnly = !canEdit || detail.endorsed !== null;
  const initial = useMemo(() => toFormState(detail), [detail]);
  const [value, setValue] = useState<FormState>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => setValue(initial), [initial]);
  useTopic(topics.crew(detail.crewId));
  const refresh = () =>
    Promise.all([utils.debriefing.get.invalidate({ id: detail.id }), utils.debriefing.queue.invalidate()]);
  const save = trpc.debriefing.save.useMutation();
  const endorse = trpc.debriefing.endorse.useMutation();
  const remove = trpc.debriefing.remove.useMutation();
  const saveCommand = useCommand<FormState>({
    ...commandAlerts('Update', 'Debriefing'),
    run: async (v, commandId) => (
      await save.mutateAsync({ id: detail.id, form: formPayload(initial, v), commandId }),
      await refresh()
    ),
    onSuccess: () => setErrors({}),
    onError: (err) => setErrors(errorsOf(err)),
  });
  const endorseCommand = useCommand<null>({
    ...commandAlerts('Endorse', 'Debriefing'),
    confirmText: 'Endorse this debriefing? It can no longer be changed.',
    run: async (_, commandId) => (await endorse.mutateAsync({ id: detail.id, commandId }), await refresh()),
    onError: (err) => setErrors(errorsOf(err)),
  });
  const deleteCommand = useCommand<null>({
    ...commandAlerts('Delete', 'Debriefing'),
    run: async (_, commandId) => (
      await remove.mutateAsync({ id: detail.id, commandId }),
      await utils.debriefing.invalidate()
    ),
    onSuccess: () => navigate('/v/debriefing/debriefingform'),
  });
  const dirty = !sameValue(formPayload(initial, value), {});
  const props = { value, onChange: setValue, readOnly, errors, officer: detail.officer };
  return (
    <Stack gap="md" data-testid="debriefing-form">
      <PageTitle
        actions={
          <Group gap="xs">
            <PrintButton id={detail.id} />
            <BackButton />
          </Group>
        }
      >
        Debriefing Form
      </PageTitle>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, md: 4 }}>
          <Text>
            <b>Crew:</b> {detail.crewName}
          </Text>
          <Text>
            <b>Rank:</b> {detail.rankAlias}
          </Text>
          <Text>
            <b>Vessel:</b> {detail.vesselName}
          </Text>
          <Text>
            <b>Arrived Manila:</b> {formatDate(detail.arriveManila)}
          </Text>
        </SimpleGrid>
        <Group mt="sm" gap="sm">
          <Badge data-testid="debriefing-status">{detail.status}</Badge>
          {detail.endorsed ? <Text size="sm">Endorsed by {detail.endorsed.by}</Text> : null}
          {detail.decision ? (
            <Text size="sm">
              Top management: {detail.decision.decision} ({detail.decision.by})
            </Text>
          ) : null}
        </Group>
        <Checkbox
          mt="sm"
          label="For Review (top management reads sections 3, 11, 7, 10 and 8)"
          checked={value.forReview}
          disabled={readOnly}
          onChange={(e) => setValue({ ...value, forReview: e.currentTarget.checked })}
          data-testid="debriefing-for-review"
        />
      </Paper>
      {errors._form ? <Alert color="red">{errors._form}</Alert> : null}
      <SectionsPart {...props} />
      <QuestionsPart {...props} />
      <JisPart {...props} />
      <ScholarPart {...props} />
      <TrainingPart detail={detail} readOnly={readOnly} onChanged={refresh} />
      <DocumentsPart {...props} />
      {readOnly ? null : (
        <Group justify="flex-end">
          <Button variant="subtle" color="red" onClick={() => void deleteCommand.submit(null)}>
            Delete Debriefing
          </Button>
          <Button variant="default" disabled={!dirty} onClick={() => (setValue(initial), setErrors({}))}>
            Cancel
          </Button>
          <Button
            disabled={!dirty}
            loading={saveCommand.busy}
            onClick={() => void saveCommand.submit(value)}
            data-testid="debriefing-save"
          >
            Save
          </Button>
          <Button
            color="green"
            disabled={dirty}
            loading={endorseCommand.busy}
            onClick={() => void endorseCommand.submit(null)}
            data-testid="debriefing-endorse"
          >
            Endorse
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * /v/debriefing/debriefingform: with `?id=` one debriefing's form (002 §6 edit view for crewing
 * officers, the admin department and division managers; read-only for the others and once endorsed);
 * without, the crews due for debriefing and the debriefings still open.
 */
export function DebriefingFormPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const detail = trpc.debriefing.get.useQuery({ id }, { enabled: valid, meta: { place: 'DEBRIEFING' } });
  if (!valid) {
    return (
      <Stack gap="md">
        <PageTitle>Debriefing Form</PageTitle>
        <DueCrews />
        <DebriefingQueue title="Open Debriefings" fixedStatus="OPEN" />
      </Stack>
    );
  }
  if (detail.isError) return <Alert color="red">File Not Found</Alert>;
  if (!detail.data) {
    return <PageLoader />;
  }
  return <DebriefingForm key={`${detail.data.id}`} detail={detail.data} />;
}
