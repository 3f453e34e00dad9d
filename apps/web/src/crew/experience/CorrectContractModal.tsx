import { Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { formatDate } from '@crewing/domain';
import { trpc, type RouterInputs, type RouterOutputs } from '../../shared/trpc';
import { useCommand } from '../../shared/use-command';
import { DayField } from '../../shared/ui/form-fields';
import { FormActions } from '../../shared/ui/FormActions';

type Row = RouterOutputs['crew']['experience']['inHouse'][number];
type Input = RouterInputs['crew']['experience']['correct'];
interface Values {
  embarkDate: string;
  disembarkDate: string;
  arrivalDate: string;
  reopen: boolean;
  voided: boolean;
  reason: string;
}
const FIELDS = ['embarkDate', 'disembarkDate', 'arrivalDate', 'voided', 'reason'] as const;

/**
 * Issue 24: an administrator corrects one contract with us (the sign-on, sign-off or arrival the
 * board's confirmations made, or one entered wrong): new dates, reopened (he is still onboard),
 * or voided; always with a reason. It is an event on the crew's stream, shown in his history.
 */
export function CorrectContractModal({ crewId, row, onClose }: { crewId: number; row: Row; onClose: () => void }) {
  const utils = trpc.useUtils();
  const correct = trpc.crew.experience.correct.useMutation();
  const { control, register, handleSubmit, setError, watch, formState } = useForm<Values>({
    defaultValues: {
      embarkDate: row.embarkDate,
      disembarkDate: row.disembarkDate ?? '',
      arrivalDate: row.arrivalDate ?? '',
      reopen: false,
      voided: false,
      reason: '',
    },
  });
  const errors = formState.errors;
  const [voided, reopen] = watch(['voided', 'reopen']);
  const command = useCommand<Input, Values>({
    confirm: 'update',
    place: 'CORRECT CONTRACT',
    successMessage: 'Contract Successfully Corrected',
    form: { setError, fields: FIELDS },
    run: (input, commandId) => correct.mutateAsync({ ...input, commandId }),
    onSuccess: () => {
      void utils.crew.invalidate();
      onClose();
    },
  });
  const submit = handleSubmit((v) => {
    const changes: Input['changes'] = {};
    if (v.embarkDate && v.embarkDate !== row.embarkDate) changes.embarkDate = v.embarkDate;
    if (v.reopen) changes.disembarkDate = null;
    else if (v.disembarkDate && v.disembarkDate !== row.disembarkDate) changes.disembarkDate = v.disembarkDate;
    if (!v.reopen && (v.arrivalDate || null) !== row.arrivalDate) changes.arrivalDate = v.arrivalDate || null;
    void command.submit({ crewId, stintNo: row.stintNo ?? 0, changes, voided: v.voided, reason: v.reason });
  });
  return (
    <Modal opened onClose={onClose} title="Correct Contract" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">
            {row.vesselName}, {row.rankName}: {formatDate(row.embarkDate)} to{' '}
            {row.disembarkDate ? formatDate(row.disembarkDate) : 'ONBOARD'}
          </Text>
          <Group grow>
            <DayField control={control} name="embarkDate" label="Embark Date" disabled={voided} />
            <DayField control={control} name="disembarkDate" label="Disembark Date" disabled={voided || reopen} />
            <DayField control={control} name="arrivalDate" label="Arrival in Manila" disabled={voided || reopen} />
          </Group>
          {row.disembarkDate ? (
            <Checkbox
              label="He has not signed off: reopen this contract (onboard)"
              disabled={voided}
              {...register('reopen')}
            />
          ) : null}
          <Checkbox
            label="Void this contract (it never happened)"
            {...register('voided')}
            error={errors.voided?.message}
          />
          <Textarea
            label="Reason"
            required
            autosize
            minRows={2}
            {...register('reason')}
            error={errors.reason?.message}
            data-testid="correct-reason"
          />
          <FormActions busy={command.busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
